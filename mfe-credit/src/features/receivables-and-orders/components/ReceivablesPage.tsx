import { RECEIVABLES } from '../record-kinds';
import { PaydexOutlookPanel } from './PaydexOutlookPanel';
import { RecordsScreen } from './RecordsScreen';

/** `/account-receivable` (its own chunk), with the PAYDEX outlook (`#paydex-outlook`, linked from /dnb). */
export default function ReceivablesPage() {
  return <RecordsScreen kind={RECEIVABLES} aside={<PaydexOutlookPanel />} />;
}
