import { PURCHASE_ORDERS } from '../../../lib/records/record-kinds';
import { PaydexOutlookPanel } from './PaydexOutlookPanel';
import { RecordsScreen } from '../../../lib/records/components/RecordsScreen';

/** `/purchase-order` (its own chunk), with the PAYDEX outlook from what the business pays its suppliers (`#paydex-outlook`, linked from /dnb). */
export default function PurchaseOrdersPage() {
  return <RecordsScreen kind={PURCHASE_ORDERS} aside={<PaydexOutlookPanel />} />;
}
