import { useSession } from 'shared-ui';
import { useRedirectWhenSignedIn } from '../../hooks/use-redirect-when-signed-in';
import { LandingLayout } from '../../components/landing/LandingLayout';
import { SecondFactorForm } from './SecondFactorForm';
import { SignInForm } from './SignInForm';

/**
 * /signin inside the marketing landing layout; signed-in visitors go to `/`. A user with an authenticator app
 * who signed in with one factor (password or Google) is asked for its code here first.
 */
export function SignInPage() {
  useRedirectWhenSignedIn();
  const { needsSecondFactor } = useSession();
  return <LandingLayout>{needsSecondFactor ? <SecondFactorForm /> : <SignInForm />}</LandingLayout>;
}
