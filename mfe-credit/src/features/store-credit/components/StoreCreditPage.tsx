import { STORE_CARDS } from '../card-kinds';
import { CardsScreen } from './CardsScreen';

/** `/store-credit` (its own chunk). */
export default function StoreCreditPage() {
  return <CardsScreen kind={STORE_CARDS} />;
}
