import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { prepareToasts } from 'remote_shared/notify';
import { Spinner } from 'remote_shared/ui';
import { Sidebar } from './Sidebar';

const WIDE_SCREEN = '(min-width: 1024px)';

export function DashboardLayout() {
  // Expanded on wide screens, icon-only on tablets, where the table needs the room.
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && !window.matchMedia(WIDE_SCREEN).matches);
  // Every change a screen makes ends in a toast: have the toasts' library ready before the first.
  useEffect(() => {
    void prepareToasts();
  }, []);
  return (
    <div className="dash-app">
      <Sidebar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} />
      <main className="dash-main">
        <Suspense fallback={<Spinner label="data loading" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
