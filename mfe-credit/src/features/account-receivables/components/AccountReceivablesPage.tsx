import { RECEIVABLES } from '../../../lib/records/record-kinds';
import { RecordsScreen } from '../../../lib/records/components/RecordsScreen';

/** `/account-receivable` (its own chunk). The PAYDEX outlook is on Purchase Orders: what the business pays, not what it is owed. */
export default function AccountReceivablesPage() {
  return <RecordsScreen kind={RECEIVABLES} />;
}
