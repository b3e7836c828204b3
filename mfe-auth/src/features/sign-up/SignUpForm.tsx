import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import { Form, FormAlert, FormPasswordField, FormTextField, useForm, useFormState } from 'shared-ui/forms';
import { AppLink } from '../../components/AppLink';
import { Divider, FormCard, FormLinks } from '../../components/FormCard';
import { GoogleButton } from '../../components/GoogleButton';
import { emailRules, requiredRule } from '../../lib/auth-rules';
import { signUp, type SignUpResult, type SignUpValues } from './sign-up';
import { href, title } from '../../lib/links';

const EMPTY: SignUpValues = { name: '', email: '', phone: '', password: '' };

/** /signup: full name, e-mail, phone, password with show/hide; Google; link to sign in. */
export function SignUpForm() {
  const { supabase } = usePlatform();
  const form = useForm<SignUpValues>({ defaultValues: EMPTY });
  const { isSubmitting } = useFormState({ control: form.control });
  // Signed in: the form stays busy until the dashboard opens. Otherwise it keeps what was typed.
  const [isLeaving, setIsLeaving] = useState(false);
  const [confirmTo, setConfirmTo] = useState<string | null>(null);

  const onSubmit = (values: SignUpValues) => {
    setConfirmTo(null);
    return signUp(supabase, values);
  };
  const onSuccess = (result: SignUpResult, values: SignUpValues) => {
    if (result === 'signed-in') setIsLeaving(true);
    else setConfirmTo(values.email.trim());
  };

  return (
    <FormCard title={title('sign-up')} subtitle="Create your account and start building your business.">
      <Form
        form={form}
        aria-label="Sign Up"
        onSubmit={onSubmit}
        onSuccess={onSuccess}
        isBusy={isLeaving}
        submitLabel="Sign Up"
        busyLabel="Signing Up..."
        fullWidthSubmit
      >
        <FormTextField form={form} name="name" label="Full Name" autoComplete="name" rules={requiredRule('Full Name')} />
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" rules={emailRules} />
        <FormTextField form={form} name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <FormPasswordField form={form} name="password" label="Password" autoComplete="new-password" rules={requiredRule('Password')} />
        {confirmTo && (
          <FormAlert tone="success">
            Almost there: we sent a confirmation link to {confirmTo}. Follow it to finish creating your account.
          </FormAlert>
        )}
      </Form>
      <Divider>or</Divider>
      <GoogleButton label="Sign Up with Google" disabled={isSubmitting || isLeaving} />
      <FormLinks>
        <span>
          Already have an Account? <AppLink to={href('sign-in')}>Sign In</AppLink>
        </span>
      </FormLinks>
    </FormCard>
  );
}
