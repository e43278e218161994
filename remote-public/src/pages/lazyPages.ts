// The public pages, each its own chunk: a visitor's browser downloads only the page they open. The server's
// renderer draws the same pages from eagerPages.ts instead (ssr/build.mjs swaps the module), so a page is never
// left half-drawn waiting for its chunk; the Suspense boundary around the page is the same in both. Each chunk is
// named (api/prefetch.ts names each page's), so the server can announce the one a drawn page needs (api/src/preloads.ts).
import { lazy } from 'react';

export const Home = lazy(() => import(/* webpackChunkName: "page-home" */ './Home'));
export const Academic = lazy(() => import(/* webpackChunkName: "page-academic" */ './Academic'));
export const FacultyStaff = lazy(() => import(/* webpackChunkName: "page-facnstaff" */ './FacultyStaff'));
export const Admission = lazy(() => import(/* webpackChunkName: "page-admission" */ './Admission'));
export const Gallery = lazy(() => import(/* webpackChunkName: "page-gallery" */ './Gallery'));
export const Notice = lazy(() => import(/* webpackChunkName: "page-notice" */ './Notice'));
export const NoticeDetail = lazy(() => import(/* webpackChunkName: "page-notice-detail" */ './NoticeDetail'));
export const Contact = lazy(() => import(/* webpackChunkName: "page-contact" */ './Contact'));
export const About = lazy(() => import(/* webpackChunkName: "page-about" */ './About'));
export const Result = lazy(() => import(/* webpackChunkName: "page-result" */ './Result'));
export const Routine = lazy(() => import(/* webpackChunkName: "page-routine" */ './Routine'));
export const Acknowledgment = lazy(() => import(/* webpackChunkName: "page-acknowledgment" */ './Acknowledgment'));
export const Login = lazy(() => import(/* webpackChunkName: "page-login" */ '../features/auth/LoginPage'));
export const NotFound = lazy(() => import(/* webpackChunkName: "page-not-found" */ './NotFound'));
