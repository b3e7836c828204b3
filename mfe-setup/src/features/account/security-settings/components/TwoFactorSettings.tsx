import { useState } from 'react';
import styled from 'styled-components';
import type { Factor } from '@supabase/supabase-js';
import { Badge, Button, Cluster, QueryState, Stack, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { useGetAuthenticatorsQuery, useRemoveAuthenticatorMutation } from '../api/two-factor-api';
import { localDay } from '../../../../lib/local-day';
import { SetUpAuthenticatorDialog } from './SetUpAuthenticatorDialog';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled(Stack).attrs({ as: 'ul' as const, $gap: 'sm' as const })`
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
                    ? 'Every sign-in asks for a code from your authenticator app.'
                    : 'Add an authenticator app so a stolen password alone cannot open your account.'}
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
                        {factor.friendly_name || 'Authenticator app'} <Muted as="span">· added {localDay(factor.created_at)}</Muted>
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
            {isSettingUp && <SetUpAuthenticatorDialog defaultName={nextName(factors)} onClose={() => setIsSettingUp(false)} />}
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
