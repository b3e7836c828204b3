import styled from 'styled-components';
import { Badge, Card, Cluster, followLink, Stack, usePlatform, VisuallyHidden } from 'shared-ui';
import { foreign } from '../../../lib/links';
import { localDay } from '../../../lib/local-day';
import { PaydexDial } from 'shared-ui/charts';
import { PAYDEX_BANDS, PAYDEX_MAX, PAYDEX_MIN, paydexBandOf } from '../../../lib/scores/paydex';
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
  reportUrl: string;
  onSave: (raw: string) => Promise<unknown> | void;
}

/** Current Company PAYDEX Score: the dial (band colours), the edit icon, last-updated date, report link, static lines. */
export function PaydexPanel({ latest, reportUrl, onSave }: PaydexPanelProps) {
  const score = latest?.score ?? null;
  const band = paydexBandOf(score ?? 0);
  const platform = usePlatform();
  const { navigate } = platform;
  const outlookHref = `${foreign(platform, 'account-receivable')}#paydex-outlook`;
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
          <Muted>{latest ? `Last updated ${localDay(latest.last_updated_at)}` : 'No PAYDEX score recorded yet'}</Muted>
        </DialBox>
        <div>
          <Lines>
            <li>
              <strong>Payment Behavior:</strong> Payments made on terms
            </li>
            <li>
              <strong>Score Trend:</strong> Stable over last 3 months
            </li>
            <li>
              <strong>Recommendation:</strong> Maintain current payment patterns
            </li>
          </Lines>
          <Muted style={{ marginTop: 12 }}>
            <a href={reportUrl} target="_blank" rel="noopener noreferrer">
              View Full Report<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </Muted>
          <Muted>D&amp;B Login under Business Accounts tab</Muted>
          <Muted>
            {/* mfe-credit's estimate from the client's own receivables and orders, reached through the platform's navigation. */}
            <a href={outlookHref} onClick={(event) => followLink(event, navigate)}>
              See your PAYDEX outlook from your own records
            </a>
          </Muted>
        </div>
      </Cluster>
    </Card>
  );
}
