import { useState, type FormEvent } from 'react';
import { Button, PasswordField, TextField, usePlatform } from 'shared-ui';
import { AppLink } from '../../components/AppLink';
import { FormAlert } from '../../components/FormAlert';
import { Divider, FormCard, FormLinks, FormStack } from '../../components/FormCard';
import { GoogleButton } from '../../components/GoogleButton';
import { signUp, type SignUpValues } from './sign-up';

type Outcome = { kind: 'idle' } | { kind: 'error'; message: string } | { kind: 'confirm-email'; email: string };

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '' };

/** /signup: full name, e-mail, phone, password with show/hide; Google; link to sign in. */
export function SignUpForm() {
  const { supabase } = usePlatform();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const field = (key: keyof SignUpValues) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setOutcome({ kind: 'idle' });
    const result = await signUp(supabase, values);
    // Signed in: stays busy until the dashboard opens. Otherwise the form keeps what was typed.
    if (result.kind === 'signed-in') return;
    setIsBusy(false);
    setOutcome(result.kind === 'error' ? result : { kind: 'confirm-email', email: values.email.trim() });
  };

  return (
    <FormCard title="Sign Up" subtitle="Create your account and start building your business.">
      <FormStack onSubmit={(e) => void onSubmit(e)} aria-label="Sign Up">
        <TextField label="Full Name" autoComplete="name" required {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
        <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
        {outcome.kind === 'error' && <FormAlert>{outcome.message}</FormAlert>}
        {outcome.kind === 'confirm-email' && (
          <FormAlert tone="success">
            Almost there: we sent a confirmation link to {outcome.email}. Follow it to finish creating your account.
          </FormAlert>
        )}
        <Button type="submit" fullWidth isBusy={isBusy} busyLabel="Signing Up...">
          Sign Up
        </Button>
      </FormStack>
      <Divider>or</Divider>
      <GoogleButton label="Sign Up with Google" disabled={isBusy} />
      <FormLinks>
        <span>
          Already have an Account? <AppLink to="/signin">Sign In</AppLink>
        </span>
      </FormLinks>
    </FormCard>
  );
}
