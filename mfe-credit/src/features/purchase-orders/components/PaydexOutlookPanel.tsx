import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Badge, Cluster, formatUsd, Stack } from 'shared-ui';
import { todayIso } from '../../../lib/dates';
import { useGetRecordsQuery } from '../../../lib/records/api/records-api';
import { BAND_LABELS, computePaydexOutlook, MIN_OUTLOOK_RECORDS, type PaydexBand } from '../paydex-outlook';

/** The element id `/dnb` links to: `foreign(platform, 'purchase-orders') + '#' + PAYDEX_OUTLOOK_ANCHOR` (mfe-setup). */
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
 * An estimate of the client's PAYDEX from what the business pays its suppliers, its purchase orders (beyond the spec;
 * DECISIONS 17; the arithmetic is `computePaydexOutlook`), saying what counts. Without enough counted orders only a
 * note is shown. On Purchase Orders: receivables (what customers owe the business) say nothing about how it pays.
 */
export function PaydexOutlookPanel() {
  const orders = useGetRecordsQuery('purchase-orders');
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const isReady = Boolean(orders.data);

  useEffect(() => {
    if (isReady && window.location.hash === `#${PAYDEX_OUTLOOK_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [isReady]);

  if (!orders.data) return null;
  const outlook = computePaydexOutlook(
    { purchaseOrders: orders.data.map((o) => ({ amount: o.amount, order_date: o.date, status: o.status })) },
    todayIso(),
  );
  const whatCounts = (
    <Muted>
      What counts: PAYDEX measures how your business pays its suppliers, so only your purchase orders count here. An order marked Approved
      counts as paid on terms; an order still Pending more than 30 days after its order date counts as late (Net 30). Rejected orders and
      orders still inside their 30 days are left out. Receivables (what your customers owe you) never count, and your store and vendor
      credit accounts do not record payment dates here, so they do not count either.
    </Muted>
  );

  return (
    <Panel as="section" $gap="sm" id={PAYDEX_OUTLOOK_ANCHOR} ref={ref} aria-labelledby={headingId} tabIndex={-1}>
      <Cluster as="h2" id={headingId}>
        PAYDEX Outlook <Badge tone="info">Estimate</Badge>
      </Cluster>
      {outlook === null ? (
        <>
          <Muted>
            {`Not enough data yet. Once at least ${MIN_OUTLOOK_RECORDS} of your purchase orders are paid or late, an estimate of your PAYDEX appears here.`}
          </Muted>
          {whatCounts}
        </>
      ) : (
        <>
          <Score as="p" $gap="md" aria-label={`Estimated PAYDEX ${outlook.score}, ${BAND_LABELS[outlook.band]}`}>
            <span>{`Estimated PAYDEX: ${outlook.score}`}</span>
            <Badge tone={BAND_TONE[outlook.band]}>{BAND_LABELS[outlook.band]}</Badge>
          </Score>
          <p>{`Paid on time: ${percent(outlook.onTimeShare)} (${formatUsd(outlook.onTimeAmount)}) · Late: ${percent(1 - outlook.onTimeShare)} (${formatUsd(outlook.lateAmount)}) · from ${outlook.counted} purchase orders`}</p>
          <p>PAYDEX bands: 80 and above low risk, 50 to 79 medium risk, below 50 high risk.</p>
          {whatCounts}
          <Muted>
            This is an estimate from the purchase orders you recorded here, not your D&amp;B PAYDEX score. Each counted order gets a payment
            score the way D&amp;B scores a payment (80 on terms, 70 up to 15 days late, 50 up to 30 days, 40 up to 60, 30 up to 90, 20
            beyond), and the estimate is the average of those scores weighted by each order&apos;s dollar amount.
          </Muted>
        </>
      )}
    </Panel>
  );
}
