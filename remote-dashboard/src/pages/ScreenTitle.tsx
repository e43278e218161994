import { useEffect } from 'react';

export function ScreenTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | ড্যাশবোর্ড`;
  }, [children]);
  return <h1 className="dash-title">{children}</h1>;
}
