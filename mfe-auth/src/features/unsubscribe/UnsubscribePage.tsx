import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import { Form, FormAlert, useForm } from 'shared-ui/forms';
import { AppLink } from '../../components/AppLink';
import { FormCard, FormLinks } from '../../components/FormCard';
import { SimpleLayout } from '../../components/SimpleLayout';
import { tokenInUrl, unsubscribe } from './unsubscribe';
import { href, title } from '../../lib/links';

/**
 * /unsubscribe?token=...: where a notification e-mail's "Stop these e-mails" link leads. Nothing changes until
 * the button is pressed (mail scanners open links); then "Email Notifications" is off, without signing in.
 */
export function UnsubscribePage() {
  const { supabase } = usePlatform();
  const [token] = useState(() => tokenInUrl());
  const [done, setDone] = useState(false);
  const form = useForm<Record<string, never>>({ defaultValues: {} });

  return (
    <SimpleLayout>
      <FormCard title={title('unsubscribe')} subtitle="Stop notification e-mails from the Business Portal.">
        {done ? (
          <FormAlert tone="success">You will no longer receive notification e-mails. You can turn them on again in My Account.</FormAlert>
        ) : token ? (
          <Form
            form={form}
            aria-label="Unsubscribe"
            onSubmit={() => unsubscribe(supabase, token)}
            onSuccess={() => setDone(true)}
            submitLabel="Unsubscribe"
            busyLabel="Unsubscribing..."
            fullWidthSubmit
          >
            <p>Press the button to turn &quot;Email Notifications&quot; off. You will still see notifications in the portal.</p>
          </Form>
        ) : (
          <FormAlert tone="error">
            This unsubscribe link is not valid. Open the link from the e-mail again, or turn e-mails off in My Account.
          </FormAlert>
        )}
        <FormLinks>
          <span>
            <AppLink to={href('sign-in')}>Sign In</AppLink>
          </span>
        </FormLinks>
      </FormCard>
    </SimpleLayout>
  );
}
