// shared-ui/router: the one copy of react-router on the page (a federation-shared entry). Only the subset the
// portal uses is re-exported, so the rest is tree-shaken. Lint forbids importing react-router(-dom) elsewhere.
export {
  BrowserRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useParams,
  useSearchParams,
  useLocation,
  Outlet,
  matchPath,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction } from 'react-router-dom';
export * from './RemoteRoutes';
export { screenModule, type ScreenModule } from './screen-module';
