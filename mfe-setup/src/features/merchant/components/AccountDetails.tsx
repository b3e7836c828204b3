import styled from 'styled-components';
import { Badge, Card, CardBody, formatDay, formatUsd } from 'shared-ui';
import { ACCOUNT_STATUS, PROCESSING_RATE_LABEL, SETTLEMENT_LABEL, type MerchantStats } from '../merchant-stats';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

/** Account Details: status Active, the processing rate, settlement, monthly average, last transaction. */
export function AccountDetails({ stats }: { stats: MerchantStats }) {
  return (
    <Card title="Account Details">
      <CardBody>
        <Rows>
          <dt>Status</dt>
          <dd><Badge tone="success">{ACCOUNT_STATUS}</Badge></dd>
          <dt>Processing Rate</dt>
          <dd>{PROCESSING_RATE_LABEL}</dd>
          <dt>Settlement</dt>
          <dd>{SETTLEMENT_LABEL}</dd>
          <dt>Monthly Average</dt>
          <dd>{formatUsd(stats.monthlyAverage)}</dd>
          <dt>Last Transaction</dt>
          <dd>{stats.lastTransactionDate ? formatDay(stats.lastTransactionDate) : '-'}</dd>
        </Rows>
      </CardBody>
    </Card>
  );
}
