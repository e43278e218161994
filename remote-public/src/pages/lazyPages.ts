// The public pages, each its own chunk: a visitor's browser downloads only the page they open. The server's
// renderer draws the same pages from eagerPages.ts instead (ssr/build.mjs swaps the module), so a page is never
// left half-drawn waiting for its chunk; the Suspense boundary around the page is the same in both.
import { lazy } from 'react';

export const Home = lazy(() => import('./Home'));
export const Academic = lazy(() => import('./Academic'));
export const FacultyStaff = lazy(() => import('./FacultyStaff'));
export const Admission = lazy(() => import('./Admission'));
export const Gallery = lazy(() => import('./Gallery'));
export const Notice = lazy(() => import('./Notice'));
export const Contact = lazy(() => import('./Contact'));
export const Login = lazy(() => import('../features/auth/LoginPage'));
export const NotFound = lazy(() => import('./NotFound'));
