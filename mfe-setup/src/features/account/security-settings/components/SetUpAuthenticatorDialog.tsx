import { useState } from 'react';
import styled from 'styled-components';
import { usePlatform } from 'shared-ui';
import { Form, FormCodeField, FormTextField, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { CopyButton } from 'shared-ui/secrets';
import {
  useConfirmAuthenticatorMutation,
  useCreateRecoveryCodesMutation,
  useStartAuthenticatorSetupMutation,
  type PendingAuthenticator,
} from '../api/two-factor-api';
import { RecoveryCodesStep } from './RecoveryCodes';

const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0 auto;
  background: #fff;
`;

const Key = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    word-break: break-all;
  }
`;

export const TWO_FACTOR_ON = 'Two-factor sign-in is on.';

/** The key in groups of four, as authenticator apps print it (easier to type). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface Started {
  pending: PendingAuthenticator;
  /** The recovery codes made with a first authenticator (null when two-factor sign-in is on already). */
  codes: string[] | null;
}

function NameStep({
  defaultName,
  withRecoveryCodes,
  onStarted,
  onCancel,
}: {
  defaultName: string;
  withRecoveryCodes: boolean;
  onStarted: (started: Started) => void;
  onCancel: () => void;
}) {
  const [start] = useStartAuthenticatorSetupMutation();
  const [createCodes] = useCreateRecoveryCodesMutation();
  const form = useForm<{ friendlyName: string }>({ defaultValues: { friendlyName: defaultName } });
  const submit = async (values: { friendlyName: string }): Promise<Started> => {
    const pending = await start(values).unwrap();
    return { pending, codes: withRecoveryCodes ? await createCodes().unwrap() : null };
  };
  return (
    <Form
      form={form}
      aria-label="Name the authenticator app"
      onSubmit={submit}
      onSuccess={onStarted}
      submitLabel="Continue"
      busyLabel="Preparing..."
      onCancel={onCancel}
    >
      <FormTextField
        form={form}
        name="friendlyName"
        label="Name"
        hint="So you can tell your devices apart, e.g. “Work phone”."
        maxLength={60}
        autoComplete="off"
        rules={{ validate: (value: string) => value.trim() !== '' || 'Name is required' }}
      />
    </Form>
  );
}

function CodeStep({ pending, onDone, onCancel }: { pending: PendingAuthenticator; onDone: () => void; onCancel: () => void }) {
  const platform = usePlatform();
  const [confirm] = useConfirmAuthenticatorMutation();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  return (
    <Form
      form={form}
      aria-label="Confirm the authenticator app"
      onSubmit={({ code }) => confirm({ factorId: pending.id, code }).unwrap()}
      onSuccess={onDone}
      submitLabel="Turn On"
      busyLabel="Verifying..."
      onCancel={onCancel}
    >
      <Steps>
        <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </Steps>
      <Qr src={pending.qrCode} alt="QR code to scan with your authenticator app" />
      <Key>
        <span>Key:</span>
        <code data-testid="totp-secret" aria-label="Key to type into your authenticator app">
          {grouped(pending.secret)}
        </code>
        <CopyButton value={pending.secret} label="Key" onCopied={(message) => platform.toast.success(message)} />
      </Key>
      <FormCodeField form={form} name="code" />
    </Form>
  );
}

export interface SetUpAuthenticatorDialogProps {
  defaultName: string;
  /**
   * A first authenticator: ten one-time recovery codes are made and shown before two-factor sign-in is turned on
   * (the way back in when the phone is lost). An added authenticator keeps the codes the owner has.
   */
  withRecoveryCodes?: boolean;
  onClose: () => void;
}

/**
 * "Set Up Authenticator App": name it, (the first one) save the recovery codes, scan the QR code (or type the key),
 * confirm with a code. From then on every sign-in asks for a code; this session is already verified (aal2).
 */
export function SetUpAuthenticatorDialog({ defaultName, withRecoveryCodes = false, onClose }: SetUpAuthenticatorDialogProps) {
  const platform = usePlatform();
  const [started, setStarted] = useState<Started | null>(null);
  const [codesSaved, setCodesSaved] = useState(false);
  const done = () => {
    platform.toast.success(TWO_FACTOR_ON);
    onClose();
  };
  return (
    <Modal isOpen title="Set Up Authenticator App" onClose={onClose}>
      {!started ? (
        <NameStep defaultName={defaultName} withRecoveryCodes={withRecoveryCodes} onStarted={setStarted} onCancel={onClose} />
      ) : started.codes && !codesSaved ? (
        <RecoveryCodesStep codes={started.codes} submitLabel="Continue" onDone={() => setCodesSaved(true)} />
      ) : (
        <CodeStep pending={started.pending} onDone={done} onCancel={onClose} />
      )}
    </Modal>
  );
}
