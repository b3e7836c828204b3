import { useRedirectWhenSignedIn } from '../../hooks/use-redirect-when-signed-in';
import { LandingLayout } from '../../components/landing/LandingLayout';
import { SignInForm } from './SignInForm';

/** /signin inside the marketing landing layout; signed-in visitors go to `/`. */
export function SignInPage() {
  useRedirectWhenSignedIn();
  return (
    <LandingLayout>
      <SignInForm />
    </LandingLayout>
  );
}
