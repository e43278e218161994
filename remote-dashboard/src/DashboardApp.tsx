// Federated module `remote_dashboard/DashboardApp`: the dashboard's routes under /dashboard, inside its layout.
// The host mounts it behind the Admin guard.
import { Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './layout/DashboardLayout';
import NotFound from './pages/NotFound';
import Overview from './pages/Overview';
import { SCREEN_COMPONENTS } from './screens';
import { T, type ScreenPath } from './texts';
import './dashboard.css';

const SCREENS = Object.keys(T.screens) as ScreenPath[];

export default function DashboardApp() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Overview />} />
        {SCREENS.map((screen) => {
          const Screen = SCREEN_COMPONENTS[screen];
          return <Route key={screen} path={screen} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
