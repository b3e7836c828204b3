import { useEffect, useState } from 'react';
import { isApiError, usePlatform } from 'shared-ui';
import { Form, FormPasswordField, FormTextField, SERVER_ERROR, useForm, useFormState } from 'shared-ui/forms';
import { AppLink } from '../../components/AppLink';
import { Divider, FormCard, FormLinks } from '../../components/FormCard';
import { GoogleButton } from '../../components/GoogleButton';
import { emailRules, requiredRule } from '../../lib/auth-rules';
import { ResendConfirmation } from './ResendConfirmation';
import { signIn, type SignInValues } from './sign-in';
import { href, title } from '../../lib/links';

/** The error a failed Google return carried to /signin (`?auth_error=`), if any. */
function carriedError(): string | null {
  const message = new URLSearchParams(window.location.search).get('auth_error');
  return message ? `Google sign-in did not complete: ${message}` : null;
}

/** /signin: e-mail and password with show/hide, Google, links to sign up and forget password. */
export function SignInForm() {
  const { supabase } = usePlatform();
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = useFormState({ control: form.control });
  // On success the form stays busy: the dashboard opens once the shell has the session.
  const [isLeaving, setIsLeaving] = useState(false);
  // The address the server said is not confirmed yet: the form offers to send its confirmation e-mail again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setUnconfirmed(null);
    try {
      await signIn(supabase, values);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_not_confirmed') setUnconfirmed(values.email.trim());
      throw error;
    }
  };

  useEffect(() => {
    const message = carriedError();
    if (message) form.setError(SERVER_ERROR, { type: 'server', message });
  }, [form]);

  return (
    <FormCard title={title('sign-in')} subtitle="Welcome back. Sign in to continue building your business.">
      <Form
        form={form}
        aria-label="Sign In"
        onSubmit={submit}
        onSuccess={() => setIsLeaving(true)}
        isBusy={isLeaving}
        submitLabel="Sign In"
        busyLabel="Signing In..."
        fullWidthSubmit
      >
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" rules={emailRules} />
        <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" rules={requiredRule('Password')} />
      </Form>
      {unconfirmed && <ResendConfirmation key={unconfirmed} email={unconfirmed} />}
      <Divider>or</Divider>
      <GoogleButton label="Sign In with Google" disabled={isSubmitting || isLeaving} />
      <FormLinks>
        <span>
          Don&apos;t have an Account? <AppLink to={href('sign-up')}>Sign Up</AppLink>
        </span>
        <span>
          Don&apos;t Remember Password? <AppLink to={href('forget-password')}>Forget Password</AppLink>
        </span>
      </FormLinks>
    </FormCard>
  );
}
