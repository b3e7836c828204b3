import { REVOLVING_CARDS } from '../card-kinds';
import { CardsScreen } from './CardsScreen';

/** `/revolving-credit` (its own chunk). */
export default function RevolvingCreditPage() {
  return <CardsScreen kind={REVOLVING_CARDS} />;
}
