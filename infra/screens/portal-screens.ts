// Every remote's screen declarations as in this repository: the composed table when every remote's current
// sources are live. For tests (the shell's guard and sidebar, the e2e route lists, the repository's screens
// test); at runtime the shell composes the table from the live releases' declarations in portal-config.json.
import { SCREENS as admin } from '../../mfe-admin/src/screens';
import { SCREENS as auth } from '../../mfe-auth/src/screens';
import { SCREENS as content } from '../../mfe-content/src/screens';
import { SCREENS as credit } from '../../mfe-credit/src/screens';
import { SCREENS as setup } from '../../mfe-setup/src/screens';
import type { RemoteScreens } from '../../shared-ui/src/screens/screen-declarations';

export const PORTAL_SCREENS: readonly RemoteScreens[] = [auth, admin, setup, credit, content];

/** The same as a `PortalConfig.screens` record. */
export const PORTAL_SCREENS_CONFIG = Object.fromEntries(PORTAL_SCREENS.map((d) => [d.remote, d]));
