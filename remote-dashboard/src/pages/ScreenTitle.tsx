import { useEffect, type ReactNode, type Ref } from 'react';

/** The screen's heading; it can take the focus (tabIndex -1), e.g. when the row that had it was deleted. */
export function ScreenTitle({ children, ref }: { children: string; ref?: Ref<HTMLHeadingElement> }) {
  useEffect(() => {
    document.title = `${children} | ড্যাশবোর্ড`;
  }, [children]);
  return (
    <h1 ref={ref} className="dash-title" tabIndex={-1}>
      {children}
    </h1>
  );
}

/** A screen's title with its main action (add, upload, a link to the related screen) beside it. */
export function TitleBar({ title, children, headingRef }: { title: string; children?: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="dash-titlebar">
      <ScreenTitle ref={headingRef}>{title}</ScreenTitle>
      {children}
    </div>
  );
}
