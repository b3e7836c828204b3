import { useState } from 'react';
import styled from 'styled-components';
import type { Factor } from '@supabase/supabase-js';
import { Badge, Button, Cluster, formatLocalDay, QueryState, Stack, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import {
  useCreateRecoveryCodesMutation,
  useGetAuthenticatorsQuery,
  useGetRecoveryCodesLeftQuery,
  useRemoveAuthenticatorMutation,
} from '../api/two-factor-api';
import { RecoveryCodesStep } from './RecoveryCodes';
import { SetUpAuthenticatorDialog } from './SetUpAuthenticatorDialog';
import { Modal } from 'shared-ui/overlays';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled(Stack).attrs({ as: 'ul' as const, $gap: 'sm' as const })`
  margin-top: ${({ theme }) => theme.space.md};
`;

const RecoveryRow = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.md};
`;

export const AUTHENTICATOR_REMOVED = 'Authenticator app removed.';

function nextName(factors: Factor[]): string {
  const names = new Set(factors.map((f) => f.friendly_name));
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'Authenticator app' : `Authenticator app ${n}`;
    if (!names.has(name)) return name;
  }
}

/** Two-factor sign-in at a glance: on or off, the authenticator apps set up, add one, remove one (confirmed). */
export function TwoFactorSettings() {
  const platform = usePlatform();
  const query = useGetAuthenticatorsQuery();
  const [remove, removal] = useRemoveAuthenticatorMutation();
  const [isSettingUp, setIsSettingUp] = useState(false);
  const [toRemove, setToRemove] = useState<Factor | null>(null);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await remove(toRemove.id).unwrap();
      platform.toast.success(AUTHENTICATOR_REMOVED);
    } catch {
      // The failed-mutation toast shows the auth server's reason (once).
    }
    setToRemove(null);
  };

  return (
    <QueryState query={query} loadingLabel="Loading two-factor sign-in...">
      {(factors) => {
        const isOn = factors.length > 0;
        return (
          <section aria-label="Two-Factor Sign-In">
            <Cluster $justify="between" $gap="md">
              <div>
                <strong>Two-Factor Sign-In</strong> <Badge tone={isOn ? 'success' : 'warning'}>{isOn ? 'On' : 'Off'}</Badge>
                <Muted id="two-factor-hint">
                  {isOn
                    ? 'Every sign-in asks for a code from your authenticator app. A second app (another phone, a password manager) also gets you in if one is lost.'
                    : 'Add an authenticator app so a stolen password alone cannot open your account. Before it is turned on you get ten one-time recovery codes: your way back in if you lose your phone.'}
                </Muted>
              </div>
              <Button variant="secondary" onClick={() => setIsSettingUp(true)} aria-describedby="two-factor-hint">
                {isOn ? 'Add Authenticator App' : 'Set Up Authenticator App'}
              </Button>
            </Cluster>
            {isOn && (
              <List aria-label="Authenticator apps">
                {factors.map((factor) => (
                  <li key={factor.id}>
                    <Cluster $justify="between" $gap="md">
                      <span>
                        {factor.friendly_name || 'Authenticator app'} <Muted as="span">· added {formatLocalDay(factor.created_at)}</Muted>
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setToRemove(factor)}
                        aria-label={`Remove ${factor.friendly_name || 'authenticator app'}`}
                      >
                        Remove
                      </Button>
                    </Cluster>
                  </li>
                ))}
              </List>
            )}
            {isOn && <RecoveryCodesRow />}
            {isSettingUp && (
              <SetUpAuthenticatorDialog defaultName={nextName(factors)} withRecoveryCodes={!isOn} onClose={() => setIsSettingUp(false)} />
            )}
            <ConfirmDialog
              isOpen={toRemove !== null}
              title="Remove Authenticator App?"
              message={
                factors.length === 1
                  ? `Remove "${toRemove?.friendly_name ?? ''}"? Two-factor sign-in will be off: your password alone will open your account.`
                  : `Remove "${toRemove?.friendly_name ?? ''}"? It will no longer be asked for its codes.`
              }
              confirmLabel="Remove"
              busyLabel="Removing..."
              isBusy={removal.isLoading}
              onConfirm={() => void confirmRemove()}
              onCancel={() => setToRemove(null)}
            />
          </section>
        );
      }}
    </QueryState>
  );
}

export const RECOVERY_CODES_REPLACED = 'New recovery codes made. The old ones no longer work.';

/** "Recovery codes: n of 10 left" and Make New Codes (confirmed: the old codes stop working; shown once). */
function RecoveryCodesRow() {
  const platform = usePlatform();
  const left = useGetRecoveryCodesLeftQuery();
  const [create, creation] = useCreateRecoveryCodesMutation();
  const [isAsking, setIsAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const make = async () => {
    setFailure(null);
    try {
      setCodes(await create().unwrap());
      setIsAsking(false);
    } catch (error) {
      setFailure((error as { message?: string }).message ?? 'Something went wrong. Please try again.');
    }
  };

  return (
    <RecoveryRow $justify="between" $gap="md">
      <div>
        <strong>Recovery Codes</strong>
        <Muted id="recovery-codes-hint">
          {left.data === undefined
            ? 'One-time codes that let you in if you lose your authenticator app.'
            : left.data === 0
              ? 'No recovery code left: make new ones so a lost phone does not lock you out.'
              : `${left.data} of 10 left. Each lets you in once if you lose your authenticator app.`}
        </Muted>
      </div>
      <Button variant="secondary" onClick={() => setIsAsking(true)} aria-describedby="recovery-codes-hint">
        Make New Codes
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title="Make New Recovery Codes?"
        message={
          <>
            <p>The recovery codes you have now will stop working.</p>
            {failure && <p role="alert">{failure}</p>}
          </>
        }
        confirmLabel="Make New Codes"
        confirmVariant="primary"
        busyLabel="Making..."
        isBusy={creation.isLoading}
        onConfirm={() => void make()}
        onCancel={() => {
          setIsAsking(false);
          setFailure(null);
        }}
      />
      {codes && (
        <Modal isOpen title="Your New Recovery Codes" onClose={() => setCodes(null)}>
          <RecoveryCodesStep
            codes={codes}
            submitLabel="Done"
            onDone={() => {
              setCodes(null);
              platform.toast.success(RECOVERY_CODES_REPLACED);
            }}
          />
        </Modal>
      )}
    </RecoveryRow>
  );
}
