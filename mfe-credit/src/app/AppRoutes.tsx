import { RemoteRoutes } from 'shared-ui/router';
import { SCREENS } from '../screens';
import { SCREEN_MODULES } from './screen-modules';

/** The remote's router: its declared screens (src/screens.ts), their modules, and the not-found page. */
export function AppRoutes() {
  return <RemoteRoutes declared={SCREENS} modules={SCREEN_MODULES} />;
}
