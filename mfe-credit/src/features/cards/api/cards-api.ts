import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { creditApi } from '../../../app/api';
import type { CardKind, CardRow, CreditCardRecord } from '../card-kinds';

type CardTable = CardKind['table'];

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
        extraOptions: CALLER_SHOWS_ERROR,
        // The kind's fields pick the columns (rewards and annual_fee only on credit_cards); db.from() of both tables takes only the shared ones.
        query: ({ table, row }) => (db) => db.from(table).insert(row as never).select().single(),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
      updateCard: build.mutation<CreditCardRecord, { table: CardTable; id: string; row: CardRow }>({
        extraOptions: CALLER_SHOWS_ERROR,
        // As in addCard: the kind's fields pick the columns; db.from() of both tables takes only the shared ones.
        query: ({ table, id, row }) => (db) => db.from(table).update(row as never).eq('id', id).select().single(),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
      // The card's sealed password or account number, from the credential vault (the server checks the caller
      // owns it, at aal2 when enrolled, and logs the reveal in the account's activity).
      revealCardSecret: build.mutation<string, { table: CardTable; id: string; field: 'password' | 'account_number' }>({
        query: ({ table, id, field }) => (db) => db.rpc('reveal_secret', { secret_table: table, secret_id: id, secret_field: field }),
      }),
      deleteCard: build.mutation<null, { table: CardTable; id: string }>({
        query: ({ table, id }) => (db) => db.from(table).delete().eq('id', id),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
    }),
  });

export const { useGetCardsQuery, useAddCardMutation, useUpdateCardMutation, useDeleteCardMutation, useRevealCardSecretMutation } = cardsApi;
