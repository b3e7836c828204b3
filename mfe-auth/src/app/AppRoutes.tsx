import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
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

/** Absolute paths from the spec's route table; the shell mounts this remote only on them. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path} element={SCREENS[r.path]} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
