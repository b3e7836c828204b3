import { AppLink } from '../../components/AppLink';
import { FormCard, FormLinks } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { ResetEmailForm } from '../../components/ResetEmailForm';
import { href, title } from '../../lib/links';

/** /forget: sends a real reset e-mail (DECISIONS 2). */
export function ForgetPasswordPage() {
  return (
    <SimpleLayout>
      <FormCard title={title('forget-password')} subtitle="We will e-mail you a link to choose a new password.">
        <ResetEmailForm />
        <FormLinks>
          <span>
            Remembered it? <AppLink to={href('sign-in')}>Back to Sign In</AppLink>
          </span>
        </FormLinks>
      </FormCard>
    </SimpleLayout>
  );
}
