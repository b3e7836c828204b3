import { useState } from 'react';
import { Button, EmptyState, Grid, PageHeader, QueryState, Stack, useFocusedRecord } from 'shared-ui';
import { title } from '../../../lib/links';
import { useGetCardsQuery } from '../api/cards-api';
import type { CardKind } from '../card-kinds';
import { AddCardModal } from './AddCardModal';
import { CreditCardTile } from './CreditCardTile';

/** Store Credit Building and Revolving Credit: the same screen, configured by `kind`. */
export function CardsScreen({ kind }: { kind: CardKind }) {
  const query = useGetCardsQuery(kind.table);
  const [isAdding, setIsAdding] = useState(false);
  // `?focus=<card id>` (a search result, a shared link): that card in view and highlighted.
  const focus = useFocusedRecord(query.isSuccess);
  const addButton = <Button onClick={() => setIsAdding(true)}>{`+ ${kind.addLabel}`}</Button>;
  return (
    <Stack $gap="lg">
      <PageHeader title={title(kind.screen)} subtitle={kind.subtitle} actions={addButton} />
      <QueryState
        query={query}
        loadingLabel={kind.loadingLabel}
        isEmpty={(cards) => cards.length === 0}
        empty={<EmptyState title={kind.emptyTitle} description={kind.emptyDescription} />}
      >
        {(cards) => (
          <Grid $min="300px">
            {cards.map((card) => (
              <CreditCardTile key={card.id} kind={kind} card={card} mark={focus.mark(card.id)} />
            ))}
          </Grid>
        )}
      </QueryState>
      {isAdding && <AddCardModal kind={kind} onClose={() => setIsAdding(false)} />}
    </Stack>
  );
}
