import { RemoteRoutes } from 'shared-ui/router';
import { SCREENS } from './screens';

/** The remote's router: its routes of the manifest (`routesOf('mfe_admin')`), their screens, and the not-found page. */
export function AppRoutes() {
  return <RemoteRoutes remote="mfe_admin" screens={SCREENS} />;
}
