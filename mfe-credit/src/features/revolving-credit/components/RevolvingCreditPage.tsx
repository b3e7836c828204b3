import { REVOLVING_CARDS } from '../../../lib/cards/card-kinds';
import { CardsScreen } from '../../../lib/cards/components/CardsScreen';

/** `/revolving-credit` (its own chunk). */
export default function RevolvingCreditPage() {
  return <CardsScreen kind={REVOLVING_CARDS} />;
}
