import { useEffect, type ReactNode } from 'react';

export function ScreenTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | ড্যাশবোর্ড`;
  }, [children]);
  return <h1 className="dash-title">{children}</h1>;
}

/** A screen's title with its main action (add, upload, a link to the related screen) beside it. */
export function TitleBar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="dash-titlebar">
      <ScreenTitle>{title}</ScreenTitle>
      {children}
    </div>
  );
}
