import styled from 'styled-components';
import { Badge, Card, Cluster, followLink, formatLocalDay, Stack, usePlatform, VisuallyHidden } from 'shared-ui';
import { foreign } from '../../../lib/links';
import { PaydexDial } from 'shared-ui/charts';
import { PAYDEX_BANDS, PAYDEX_MAX, PAYDEX_MIN, paydexBandOf } from '../../../lib/scores/paydex';
import { paydexCommentary } from '../../../lib/scores/paydex-commentary';
import type { ScoreRow } from '../../../lib/scores/score-history';
import { ScoreEditor } from './ScoreEditor';

const DialBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Value = styled.p<{ $colour: string }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $colour }) => $colour};
`;

const Lines = styled(Stack).attrs({ as: 'ul' as const, $gap: 'xs' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & a {
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface PaydexPanelProps {
  latest: ScoreRow | null;
  /** Every recorded PAYDEX: the commentary says only what it supports. */
  history: readonly ScoreRow[];
  reportUrl: string;
  onSave: (raw: string) => Promise<unknown> | void;
}

/**
 * Current Company PAYDEX Score: the dial (band colours), the edit icon, the date it was entered (self-reported), the
 * commentary the recorded history supports (none without a score, a trend only from two), the report link and the
 * way to the estimate from what the business pays its suppliers (mfe-credit's Purchase Orders).
 */
export function PaydexPanel({ latest, history, reportUrl, onSave }: PaydexPanelProps) {
  const score = latest?.score ?? null;
  const band = paydexBandOf(score ?? 0);
  const platform = usePlatform();
  const { navigate } = platform;
  const outlookHref = `${foreign(platform, 'purchase-orders')}#paydex-outlook`;
  const commentary = paydexCommentary(history);
  return (
    <Card title="Current Company PAYDEX Score">
      <Cluster $gap="xl">
        <DialBox>
          <PaydexDial value={score ?? 0} colour={band.colour} bands={PAYDEX_BANDS} />
          <Value $colour={score === null ? 'inherit' : band.colour} data-testid="paydex-value">
            {score === null ? 'Not set' : score}
            <VisuallyHidden> out of 100</VisuallyHidden>
            <ScoreEditor label="PAYDEX score" value={score} min={PAYDEX_MIN} max={PAYDEX_MAX} onConfirm={onSave} />
          </Value>
          {score !== null && (
            <Badge tone={band.risk === 'Low' ? 'success' : band.risk === 'Medium' ? 'warning' : 'danger'}>{band.risk} Risk</Badge>
          )}
          {score !== null && <Badge tone="neutral">Self-reported</Badge>}
          <Muted data-testid="paydex-entered">
            {latest ? `Self-reported on ${formatLocalDay(latest.last_updated_at)}` : 'No PAYDEX score recorded yet'}
          </Muted>
        </DialBox>
        <div>
          {commentary ? (
            <Lines data-testid="paydex-commentary" aria-label="From the PAYDEX scores you recorded">
              <li>
                <strong>Payment Behavior:</strong> {commentary.behavior}
              </li>
              <li>
                <strong>Score Trend:</strong> {commentary.trend ?? 'Record another PAYDEX score to see a trend'}
              </li>
              <li>
                <strong>Recommendation:</strong> {commentary.recommendation}
              </li>
            </Lines>
          ) : (
            <Muted data-testid="paydex-commentary">
              Record the PAYDEX from your D&amp;B report to see what it says about how you pay your suppliers.
            </Muted>
          )}
          <Muted style={{ marginTop: 12 }}>
            <a href={reportUrl} target="_blank" rel="noopener noreferrer">
              View Full Report<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Muted>
          <Muted>D&amp;B Login under Business Accounts tab</Muted>
          <Muted>
            {/* mfe-credit's estimate from what the business pays its suppliers, reached through the platform's navigation. */}
            <a href={outlookHref} onClick={(event) => followLink(event, navigate)}>
              See a PAYDEX estimate from your supplier payments
            </a>
          </Muted>
        </div>
      </Cluster>
    </Card>
  );
}
