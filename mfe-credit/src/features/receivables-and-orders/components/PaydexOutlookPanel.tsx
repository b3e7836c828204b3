import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Badge, Cluster, formatUsd, Stack } from 'shared-ui';
import { todayIso } from '../../../lib/dates';
import { useGetRecordsQuery } from '../api/records-api';
import { BAND_LABELS, computePaydexOutlook, MIN_OUTLOOK_RECORDS, type PaydexBand } from '../paydex-outlook';

/** The element id `/dnb` links to: `foreign(platform, 'account-receivable') + '#' + PAYDEX_OUTLOOK_ANCHOR` (mfe-setup). */
export const PAYDEX_OUTLOOK_ANCHOR = 'paydex-outlook';

// The panel's frame and its heading's size: what Stack does not say.
const Panel = styled(Stack)`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Score = styled(Cluster)`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BAND_TONE: Record<PaydexBand, 'success' | 'warning' | 'danger'> = { low: 'success', medium: 'warning', high: 'danger' };
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * An estimate of the client's PAYDEX from their own receivables and purchase orders (beyond the spec;
 * the arithmetic is `computePaydexOutlook`). Without enough counted records only a note is shown.
 */
export function PaydexOutlookPanel() {
  const receivables = useGetRecordsQuery('receivables');
  const orders = useGetRecordsQuery('purchase-orders');
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const isReady = Boolean(receivables.data && orders.data);

  useEffect(() => {
    if (isReady && window.location.hash === `#${PAYDEX_OUTLOOK_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [isReady]);

  if (!receivables.data || !orders.data) return null;
  const outlook = computePaydexOutlook(
    {
      receivables: receivables.data.map((r) => ({ amount: r.amount, due_date: r.date, status: r.status })),
      purchaseOrders: orders.data.map((o) => ({ amount: o.amount, order_date: o.date, status: o.status })),
    },
    todayIso(),
  );

  return (
    <Panel as="section" $gap="sm" id={PAYDEX_OUTLOOK_ANCHOR} ref={ref} aria-labelledby={headingId} tabIndex={-1}>
      <Cluster as="h2" id={headingId}>
        PAYDEX Outlook <Badge tone="info">Estimate</Badge>
      </Cluster>
      {outlook === null ? (
        <Muted>
          {`Not enough data yet. Once at least ${MIN_OUTLOOK_RECORDS} of your receivables and purchase orders are paid or late, an estimate of your PAYDEX appears here.`}
        </Muted>
      ) : (
        <>
          <Score as="p" $gap="md" aria-label={`Estimated PAYDEX ${outlook.score}, ${BAND_LABELS[outlook.band]}`}>
            <span>{`Estimated PAYDEX: ${outlook.score}`}</span>
            <Badge tone={BAND_TONE[outlook.band]}>{BAND_LABELS[outlook.band]}</Badge>
          </Score>
          <p>{`Paid on time: ${percent(outlook.onTimeShare)} (${formatUsd(outlook.onTimeAmount)}) · Late: ${percent(1 - outlook.onTimeShare)} (${formatUsd(outlook.lateAmount)}) · from ${outlook.counted} records`}</p>
          <p>PAYDEX bands: 80 and above low risk, 50 to 79 medium risk, below 50 high risk.</p>
          <Muted>
            This is an estimate from the receivables and purchase orders you recorded here, not your D&amp;B PAYDEX score. How it is worked
            out: approved receivables and purchase orders count as paid on time; receivables marked OverDue or still pending after their due
            date, and purchase orders still pending 30 days after the order date, count as late. Each of these records gets a payment score
            the way D&amp;B scores a payment (80 on time, 70 up to 15 days late, 50 up to 30 days, 40 up to 60, 30 up to 90, 20 beyond; 50
            when the days late are unknown), and the estimate is the average of those scores weighted by each record&apos;s dollar amount.
            Rejected orders and records not yet due are left out.
          </Muted>
        </>
      )}
    </Panel>
  );
}
