// What the page shares as `react-router-dom` (webpack.shared.js provides this module under that name).
//
// A shared module cannot be tree-shaken: every app must assume the others use any of its exports, so sharing
// the package itself sends the whole router to every visitor (data routers, server rendering, sessions and
// cookies: 61 KB gzip, a quarter of the public page's JavaScript). The apps use the router in declarative mode
// (<BrowserRouter> and <Routes>), so the page shares exactly that API, about 17 KB gzip: every component, hook
// and helper of declarative mode, not the data-router (createBrowserRouter, loaders, actions, fetchers) or
// server APIs. `routerExports.test.ts` fails when source code imports anything from react-router-dom that is
// not listed here, so a missing name is found in the tests rather than as `undefined` in a visitor's browser.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
