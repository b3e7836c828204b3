import type { ReactElement } from 'react';
import { Routes } from 'shared-ui';
import { ForgetPasswordPage } from '../features/forget-password/ForgetPasswordPage';
import { AutoSignInPage } from '../features/oauth/AutoSignInPage';
import { CallbackPage } from '../features/oauth/CallbackPage';
import { SignInPage } from '../features/sign-in/SignInPage';
import { SignUpPage } from '../features/sign-up/SignUpPage';
import { UpdatePasswordPage } from '../features/update-password/UpdatePasswordPage';
import { ROUTES } from './routes';

const SCREENS: Record<(typeof ROUTES)[number]['path'], ReactElement> = {
  '/signup': <SignUpPage />,
  '/signin': <SignInPage />,
  '/signin/auto': <AutoSignInPage />,
  '/signup/v/user/grant': <CallbackPage />,
  '/forget': <ForgetPasswordPage />,
  '/update-password': <UpdatePasswordPage />,
};

const PAGES = ROUTES.map((r) => ({ path: r.path, element: SCREENS[r.path] }));

/** Absolute paths from the spec's route table (shared-ui's router); the shell mounts this remote only on them. */
export function AppRoutes() {
  return <Routes routes={PAGES} />;
}
