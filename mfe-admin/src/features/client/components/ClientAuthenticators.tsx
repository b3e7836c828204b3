import { useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, formatDay, isApiError, QueryState, Stack, usePlatform } from 'shared-ui';
import { FormAlert, FormTextArea, SERVER_ERROR, useForm } from 'shared-ui/forms';
import { ConfirmDialog } from 'shared-ui/overlays';
import { Section } from '../../../components/Section';
import {
  useGetClientAuthenticatorsQuery,
  useRemoveClientAuthenticatorMutation,
  type ClientAuthenticator,
} from '../api/client-authenticators-api';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const VERIFICATION_MIN = 10;
export const VERIFICATION_MAX = 500;
export const VERIFICATION_RULE = `Say how you checked who is asking (${VERIFICATION_MIN} to ${VERIFICATION_MAX} characters).`;
export const AUTHENTICATOR_REMOVED = (name: string, notified: boolean) =>
  `“${name}” removed.${notified ? ' The client was told by e-mail.' : ''}`;

const nameOf = (factor: ClientAuthenticator) => factor.friendly_name || 'Authenticator app';

interface VerificationValues {
  verification: string;
}

/**
 * The client's authenticator apps. A client who lost theirs asks their advisor: the admin checks who is asking
 * (a call back on the number on file, a video call, ...), writes down how, and removes it; the removal is logged in
 * the client's activity with that note and the client is e-mailed. The server (the function and the database)
 * checks the admin and the note again.
 */
export function ClientAuthenticators({ userId }: { userId: string }) {
  const platform = usePlatform();
  const query = useGetClientAuthenticatorsQuery(userId);
  const [remove, removal] = useRemoveClientAuthenticatorMutation();
  const [toRemove, setToRemove] = useState<ClientAuthenticator | null>(null);
  const form = useForm<VerificationValues>({ defaultValues: { verification: '' } });

  const close = () => {
    setToRemove(null);
    form.reset();
  };
  const confirm = form.handleSubmit(async ({ verification }) => {
    if (!toRemove) return;
    try {
      const { notified } = await remove({ userId, factorId: toRemove.id, verification }).unwrap();
      platform.toast.success(AUTHENTICATOR_REMOVED(nameOf(toRemove), notified));
      close();
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
      if (isApiError(error) && error.field === 'verification') form.setError('verification', { type: 'server', message });
      else form.setError(SERVER_ERROR as 'verification', { type: 'server', message });
    }
  });

  return (
    <Section id="client-authenticators" title="Two-Factor Sign-In">
      <QueryState
        query={query}
        loadingLabel="Loading authenticator apps..."
        isEmpty={(factors) => factors.length === 0}
        empty={<Muted>No authenticator app: this client signs in with their password alone.</Muted>}
      >
        {(factors) => (
          <Stack as="ul" $gap="sm" aria-label="Authenticator apps">
            {factors.map((factor) => (
              <li key={factor.id}>
                <Cluster $justify="between" $gap="md">
                  <span>
                    {nameOf(factor)} <Muted as="span">· added {formatDay(factor.created_at)}</Muted>
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => setToRemove(factor)} aria-label={`Remove ${nameOf(factor)}`}>
                    Remove
                  </Button>
                </Cluster>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove the Client's Authenticator App?"
        message={
          <Stack $gap="md">
            <p>
              Remove “{toRemove ? nameOf(toRemove) : ''}” only when the client has lost it and you have checked that the person asking is
              the client. Their password alone will then open the account until they set up a new authenticator. The client is told by
              e-mail.
            </p>
            <FormTextArea
              form={form}
              name="verification"
              label="How did you check who is asking?"
              hint="e.g. “Called back on the phone number on file and confirmed the business's EIN.” Kept in the client's activity."
              maxLength={VERIFICATION_MAX}
              rows={3}
              rules={{
                required: VERIFICATION_RULE,
                validate: (v: string) => (v.trim().length >= VERIFICATION_MIN && v.trim().length <= VERIFICATION_MAX) || VERIFICATION_RULE,
              }}
            />
            <FormAlert form={form} />
          </Stack>
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        isBusy={removal.isLoading}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </Section>
  );
}
