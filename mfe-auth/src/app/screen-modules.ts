import { screenModule, type ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (loaded when its route is opened). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  signin: screenModule(() => import('../features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage }))),
  'signin-auto': screenModule(() => import('../features/oauth/AutoSignInPage').then((m) => ({ default: m.AutoSignInPage }))),
  signup: screenModule(() => import('../features/sign-up/SignUpPage').then((m) => ({ default: m.SignUpPage }))),
  'signup-grant': screenModule(() => import('../features/oauth/CallbackPage').then((m) => ({ default: m.CallbackPage }))),
  forget: screenModule(() => import('../features/forget-password/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage }))),
  unsubscribe: screenModule(() => import('../features/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage }))),
  'update-password': screenModule(() =>
    import('../features/update-password/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage })),
  ),
};
