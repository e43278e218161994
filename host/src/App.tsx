import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useAuth } from 'remote_shared/auth';
import { AdminOnly } from './auth/AdminOnly';
import { RemoteArea } from './remotes/RemoteArea';

export function App() {
  const { loading, access_token, user, refreshUser } = useAuth();

  useEffect(() => {
    // On load: a token without a cached user is fetched behind 'Loading...'; a cached user is refreshed quietly.
    if (access_token) refreshUser(Boolean(user));
    // Only once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loading) {
    return (
      <div className="host-loading" role="status">
        Loading...
      </div>
    );
  }

  return (
    <Routes>
      <Route
        path="/dashboard/*"
        element={
          <AdminOnly>
            <RemoteArea id="remote_dashboard/DashboardApp" label="ড্যাশবোর্ড" />
          </AdminOnly>
        }
      />
      <Route path="*" element={<RemoteArea id="remote_public/PublicApp" label="ওয়েবসাইট" />} />
    </Routes>
  );
}
