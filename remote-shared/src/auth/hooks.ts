import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../store/store';
import { adoptSession, fetchUser, login, logout, register, selectAuth } from './authSlice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The auth state and its actions, for headers, guards and the login page. */
export function useAuth() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  return {
    ...auth,
    isAdmin: auth.user?.role === 'Admin',
    login: useCallback((username: string, password: string) => dispatch(login({ username, password })).unwrap(), [dispatch]),
    logout: useCallback(() => dispatch(logout()).unwrap(), [dispatch]),
    register: useCallback((fields: Parameters<typeof register>[0]) => dispatch(register(fields)).unwrap(), [dispatch]),
    refreshUser: useCallback((silent = false) => dispatch(fetchUser({ silent })), [dispatch]),
    adoptSession: useCallback(() => dispatch(adoptSession()), [dispatch]),
  };
}
