import { PURCHASE_ORDERS } from '../record-kinds';
import { RecordsScreen } from './RecordsScreen';

/** `/purchase-order` (its own chunk). */
export default function PurchaseOrdersPage() {
  return <RecordsScreen kind={PURCHASE_ORDERS} />;
}
