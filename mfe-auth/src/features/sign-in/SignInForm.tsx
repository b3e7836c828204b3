import { useState, type FormEvent } from 'react';
import { Button, PasswordField, TextField, usePlatform } from 'shared-ui';
import { AppLink } from '../../components/AppLink';
import { FormAlert } from '../../components/FormAlert';
import { Divider, FormCard, FormLinks, FormStack } from '../../components/FormCard';
import { GoogleButton } from '../../components/GoogleButton';
import { signIn } from './sign-in';

/** Shows the error a failed Google return carried to /signin (`?auth_error=`), if any. */
function carriedError(): string | null {
  const message = new URLSearchParams(window.location.search).get('auth_error');
  return message ? `Google sign-in did not complete: ${message}` : null;
}

/** /signin: e-mail and password with show/hide, Google, links to sign up and forget password. */
export function SignInForm() {
  const { supabase } = usePlatform();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(carriedError);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(null);
    const problem = await signIn(supabase, { email, password });
    // On success the page stays busy: the dashboard opens once the shell has the session.
    if (problem) {
      setError(problem);
      setIsBusy(false);
    }
  };

  return (
    <FormCard title="Sign In" subtitle="Welcome back. Sign in to continue building your business.">
      <FormStack onSubmit={(e) => void onSubmit(e)} aria-label="Sign In">
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" fullWidth isBusy={isBusy} busyLabel="Signing In...">
          Sign In
        </Button>
      </FormStack>
      <Divider>or</Divider>
      <GoogleButton label="Sign In with Google" disabled={isBusy} />
      <FormLinks>
        <span>
          Don&apos;t have an Account? <AppLink to="/signup">Sign Up</AppLink>
        </span>
        <span>
          Don&apos;t Remember Password? <AppLink to="/forget">Forget Password</AppLink>
        </span>
      </FormLinks>
    </FormCard>
  );
}
