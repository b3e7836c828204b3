import { STORE_CARDS } from '../../../lib/cards/card-kinds';
import { CardsScreen } from '../../../lib/cards/components/CardsScreen';

/** `/store-credit` (its own chunk). */
export default function StoreCreditPage() {
  return <CardsScreen kind={STORE_CARDS} />;
}
