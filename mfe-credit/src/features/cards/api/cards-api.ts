import { creditApi } from '../../../app/api';
import type { CardField, CardKind, CreditCardRecord } from '../card-kinds';

type CardTable = CardKind['table'];
type CardRow = Partial<Record<CardField, string | null>>;

/** Store cards and revolving credit cards: one set of endpoints, the table is the argument. */
export const cardsApi = creditApi
  .enhanceEndpoints({ addTagTypes: ['store_cards', 'credit_cards'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCards: build.query<CreditCardRecord[], CardTable>({
        query: (table) => (db) => db.from(table).select('*').order('created_at'),
        providesTags: (_result, _error, table) => [table],
      }),
      addCard: build.mutation<CreditCardRecord, { table: CardTable; row: CardRow }>({
        query: ({ table, row }) => (db) => db.from(table).insert(row).select().single(),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
      updateCard: build.mutation<CreditCardRecord, { table: CardTable; id: string; row: CardRow }>({
        query: ({ table, id, row }) => (db) => db.from(table).update(row).eq('id', id).select().single(),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
      deleteCard: build.mutation<null, { table: CardTable; id: string }>({
        query: ({ table, id }) => (db) => db.from(table).delete().eq('id', id),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
    }),
  });

export const { useGetCardsQuery, useAddCardMutation, useUpdateCardMutation, useDeleteCardMutation } = cardsApi;
