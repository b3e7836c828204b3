import { lazy } from 'react';
import type { ScreenModules } from 'shared-ui/router';
import type { SCREENS } from '../screens';

/** Screen id -> module, each its own chunk (loaded when its route is opened). */
export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  signin: lazy(() => import('../features/sign-in/SignInPage').then((m) => ({ default: m.SignInPage }))),
  'signin-auto': lazy(() => import('../features/oauth/AutoSignInPage').then((m) => ({ default: m.AutoSignInPage }))),
  signup: lazy(() => import('../features/sign-up/SignUpPage').then((m) => ({ default: m.SignUpPage }))),
  'signup-grant': lazy(() => import('../features/oauth/CallbackPage').then((m) => ({ default: m.CallbackPage }))),
  forget: lazy(() => import('../features/forget-password/ForgetPasswordPage').then((m) => ({ default: m.ForgetPasswordPage }))),
  unsubscribe: lazy(() => import('../features/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage }))),
  'update-password': lazy(() => import('../features/update-password/UpdatePasswordPage').then((m) => ({ default: m.UpdatePasswordPage }))),
};
