import { Badge, Card, CardBody, DescriptionList, formatDay, formatUsd } from 'shared-ui';
import { ACCOUNT_STATUS, PROCESSING_RATE_LABEL, SETTLEMENT_LABEL, type MerchantStats } from '../merchant-stats';

/** Account Details: status Active, the processing rate, settlement, monthly average, last transaction. */
export function AccountDetails({ stats }: { stats: MerchantStats }) {
  return (
    <Card title="Account Details">
      <CardBody>
        <DescriptionList
          items={[
            { term: 'Status', value: <Badge tone="success">{ACCOUNT_STATUS}</Badge> },
            { term: 'Processing Rate', value: PROCESSING_RATE_LABEL },
            { term: 'Settlement', value: SETTLEMENT_LABEL },
            { term: 'Monthly Average', value: formatUsd(stats.monthlyAverage) },
            { term: 'Last Transaction', value: stats.lastTransactionDate ? formatDay(stats.lastTransactionDate) : '-' },
          ]}
        />
      </CardBody>
    </Card>
  );
}
