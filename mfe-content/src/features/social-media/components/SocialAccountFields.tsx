import type { UseFormReturn } from 'shared-ui/forms';
import { FormPasswordField, FormTextArea, FormTextField } from 'shared-ui/forms';
import { validateSocialAccount, type SocialAccountDraft } from '../social-account-rules';

const rule = (key: keyof SocialAccountDraft) => (_: unknown, draft: SocialAccountDraft) => validateSocialAccount(draft)[key] ?? true;

/** The fields of the Add modal and of inline edit (spec 1): Platform, Username, Password, Profile URL, Notes. */
export function SocialAccountFields({ form }: { form: UseFormReturn<SocialAccountDraft> }) {
  return (
    <>
      <FormTextField
        form={form}
        name="platform"
        label="Platform"
        placeholder="e.g. Instagram, Facebook, etc."
        rules={{ required: 'Platform is required', validate: rule('platform') }}
      />
      <FormTextField
        form={form}
        name="username"
        label="Username"
        autoComplete="off"
        rules={{ required: 'Username is required', validate: rule('username') }}
      />
      <FormPasswordField
        form={form}
        name="password"
        label="Password"
        autoComplete="new-password"
        rules={{ required: 'Password is required', validate: rule('password') }}
      />
      <FormTextField
        form={form}
        name="profile_url"
        label="Profile URL"
        type="url"
        placeholder="https://"
        rules={{ validate: rule('profile_url') }}
      />
      <FormTextArea form={form} name="notes" label="Notes" rows={3} />
    </>
  );
}
