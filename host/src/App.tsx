import { useEffect, useEffectEvent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pageDrawnSignedIn, useAuth } from 'remote_shared/auth';
import { AdminOnly } from './auth/AdminOnly';
import { RemoteArea } from './remotes/RemoteArea';
import { signedOutByServer } from './startWhenNeeded';

/** Whether this page arrived drawn by the server (api/src/render/): the visitor may already be reading it. */
const serverDrawn = () => typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasAttribute('data-server-rendered'));

export function App({ drawnByServer = serverDrawn() }: { drawnByServer?: boolean }) {
  const { loading, adopting, access_token, user, refreshUser, adoptSession, logout } = useAuth();

  // On load, once: a page the server drew for a visitor ends the session this browser still holds (a sign-out
  // through the plain form: the token, the user and the offline copies go); a token without a cached user is fetched
  // behind 'Loading...' (never over a page the server drew, which a visitor may be reading or typing in); a cached
  // user is refreshed quietly; a session the server signed in without JavaScript is taken over. (The thunks'
  // promises settle into the auth state, never throw.)
  const startSession = useEffectEvent(() => {
    if (drawnByServer && signedOutByServer(access_token)) void logout();
    else if (access_token) void refreshUser(Boolean(user) || drawnByServer);
    else if (pageDrawnSignedIn()) void adoptSession();
  });
  useEffect(() => startSession(), []);

  // (A session being taken over counts as loading on a page the browser draws: the dashboard's guard must not send
  // a signed-in Admin to the login page before the app knows who they are.)
  if ((loading || adopting) && !drawnByServer) {
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
