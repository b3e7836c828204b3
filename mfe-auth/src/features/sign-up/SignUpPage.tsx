import { useRedirectWhenSignedIn } from '../../hooks/use-redirect-when-signed-in';
import { LandingLayout } from '../../components/landing/LandingLayout';
import { SignUpForm } from './SignUpForm';

/** /signup inside the marketing landing layout; signed-in visitors go to `/`. */
export function SignUpPage() {
  useRedirectWhenSignedIn();
  return (
    <LandingLayout>
      <SignUpForm />
    </LandingLayout>
  );
}
