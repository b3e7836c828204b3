import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (loaded when its route is opened). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'sign-in': screenModule(() => import('../features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage }))),
  'sign-in-with-google': screenModule(() =>
    import('../features/sign-in-with-google/AutoSignInPage').then((m) => ({ default: m.AutoSignInPage })),
  ),
  'sign-up': screenModule(() => import('../features/sign-up/SignUpPage').then((m) => ({ default: m.SignUpPage }))),
  'completing-authentication': screenModule(() =>
    import('../features/completing-authentication/CallbackPage').then((m) => ({ default: m.CallbackPage })),
  ),
  'forget-password': screenModule(() =>
    import('../features/forget-password/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage })),
  ),
  unsubscribe: screenModule(() => import('../features/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage }))),
  'update-password': screenModule(() =>
    import('../features/update-password/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })),
  ),
};
