import { RECEIVABLES } from '../record-kinds';
import { RecordsScreen } from './RecordsScreen';

/** `/account-receivable` (its own chunk). The PAYDEX outlook is on Purchase Orders: what the business pays, not what it is owed. */
export default function ReceivablesPage() {
  return <RecordsScreen kind={RECEIVABLES} />;
}
