import styled from 'styled-components';
import { usePlatform } from 'shared-ui';
import { Form, FormCheckbox, useForm } from 'shared-ui/forms';
import { CopyButton } from 'shared-ui/secrets';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.05em;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const RECOVERY_CODES_NOTE =
  'Save these ten recovery codes somewhere safe (a password manager, or on paper). If you lose your phone, each code lets you sign in once. They are shown only now.';

/**
 * The recovery codes just made, shown once, with Copy; the next step waits until the owner says they saved them.
 * Why codes: hosted Supabase Auth has no recovery codes of its own; these are checked by the portal's database
 * (hashes only) and the `use-recovery-code` function (mfe-setup README, "Two-factor sign-in").
 */
export function RecoveryCodesStep({ codes, submitLabel, onDone }: { codes: readonly string[]; submitLabel: string; onDone: () => void }) {
  const platform = usePlatform();
  const form = useForm<{ saved: boolean }>({ defaultValues: { saved: false } });
  return (
    <Form
      form={form}
      aria-label="Save your recovery codes"
      submitLabel={submitLabel}
      canSubmit={(values) => values.saved}
      onSubmit={() => undefined}
      onSuccess={onDone}
    >
      <Note>{RECOVERY_CODES_NOTE}</Note>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <CopyButton
        value={codes.join('\n')}
        label="Recovery codes"
        appearance="text"
        onCopied={(message) => platform.toast.success(message)}
      />
      <FormCheckbox form={form} name="saved" label="I have saved my recovery codes" />
    </Form>
  );
}
