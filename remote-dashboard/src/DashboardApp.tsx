// Federated module `remote_dashboard/DashboardApp`: the dashboard's routes under /dashboard, inside its layout,
// one per screen descriptor (screens.tsx), each screen given its descriptor (screenContext.ts).
// The host mounts it behind the Admin guard.
import { Route, Routes } from 'react-router-dom';
import { DashboardLayout } from './layout/DashboardLayout';
import NotFound from './pages/NotFound';
import Overview from './pages/Overview';
import { ScreenContext } from './screenContext';
import { SCREENS } from './screens';
import './dashboard.css';

/** Each screen's place, made once: the context's value stays the same object from one drawing to the next. */
const PLACES = SCREENS.map((screen) => ({ screen, screens: SCREENS }));

export default function DashboardApp() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<Overview />} />
        {PLACES.map((place) => {
          const { screen } = place;
          const Screen = screen.component;
          return (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <ScreenContext.Provider value={place}>
                  <Screen />
                </ScreenContext.Provider>
              }
            />
          );
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
