// The dashboard guard (spec section 6): only a signed-in Admin passes; anyone else, signed in or not, goes to
// /login. It reads the user from the store and never assumes one exists.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectUser, useAppSelector } from 'remote_shared/auth';

export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (user?.role !== 'Admin') return <Navigate to="/login" replace />;
  return <>{children}</>;
}
