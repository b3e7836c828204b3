import styled from 'styled-components';
import { Badge, Cluster, formatLocalDay, formatUsd, Stack } from 'shared-ui';
import { REQUEST_STEPS, type RequestStanding, type RequestState } from '../program-status';

const TONE: Record<RequestState, 'info' | 'warning' | 'success' | 'neutral'> = {
  Requested: 'info',
  Contacted: 'warning',
  Paid: 'success',
  Closed: 'neutral',
};

const Steps = styled(Cluster).attrs({ as: 'ol' as const, $gap: 'sm' as const })`
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  li + li::before {
    content: '→ ';
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The state word and the steps of one request: "Contacted", Requested → Contacted → Paid, and what it says. */
export function RequestStatusBadge({ standing }: { standing: RequestStanding }) {
  return <Badge tone={TONE[standing.state]}>{standing.state}</Badge>;
}

/** One request: program, when and which plan, its state with the steps, and the payments recorded against it. */
export function ProgramRequestStatus({ standing }: { standing: RequestStanding }) {
  const { request, state, paid, due } = standing;
  const step = REQUEST_STEPS.indexOf(state);
  return (
    <Stack $gap="xs" data-testid="program-request-status">
      <Cluster $gap="sm">
        <strong>{request.program}</strong>
        <RequestStatusBadge standing={standing} />
      </Cluster>
      <Muted>{`Requested on ${formatLocalDay(request.created_at)}${request.plan ? ` · ${request.plan}` : ''}`}</Muted>
      {state !== 'Closed' && (
        <Steps aria-label="Request steps">
          {REQUEST_STEPS.map((s, i) => (
            <li key={s} aria-current={i === step ? 'step' : undefined}>
              {s}
            </li>
          ))}
        </Steps>
      )}
      <Muted>
        {state === 'Requested' && 'Your advisor has your request and will contact you with payment instructions by e-mail.'}
        {state === 'Contacted' && 'Your advisor has contacted you about this program. Payments recorded against it appear here.'}
        {state === 'Paid' && 'Paid in full. Thank you.'}
        {state === 'Closed' && 'This request was closed. You can request the program again.'}
        {due > 0 && ` Payments received: ${formatUsd(paid)} of ${formatUsd(due)}.`}
      </Muted>
    </Stack>
  );
}
