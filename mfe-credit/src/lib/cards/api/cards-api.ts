import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { creditApi } from '../../../lib/api';
import type { CardTable, CardWrite, CreditCardRecord } from '../card-kinds';

/**
 * Store cards and revolving credit cards: one set of endpoints, the table is the argument. A write is a
 * `CardWrite` (each table paired with its own row type): narrowed on `table`, each branch is checked against
 * that table's columns, so no cast is needed.
 */
export const cardsApi = creditApi.enhanceEndpoints({ addTagTypes: ['store_cards', 'credit_cards'] }).injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CreditCardRecord[], CardTable>({
      query: (table) => (db) => db.from(table).select('*').order('created_at'),
      providesTags: (_result, _error, table) => [table],
    }),
    addCard: build.mutation<CreditCardRecord, CardWrite>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (write) => (db) =>
        write.table === 'credit_cards'
          ? db.from(write.table).insert(write.row).select().single()
          : db.from(write.table).insert(write.row).select().single(),
      invalidatesTags: (_result, _error, { table }) => [table],
    }),
    updateCard: build.mutation<CreditCardRecord, CardWrite & { id: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (write) => (db) =>
        write.table === 'credit_cards'
          ? db.from(write.table).update(write.row).eq('id', write.id).select().single()
          : db.from(write.table).update(write.row).eq('id', write.id).select().single(),
      invalidatesTags: (_result, _error, { table }) => [table],
    }),
    // The card's sealed password or account number, from the credential vault (the server checks the caller
    // owns it, at aal2 when enrolled, and logs the reveal in the account's activity). SealedValue keeps the
    // value hidden on a failure, which the failed-mutation toast shows.
    revealCardSecret: build.mutation<string, { table: CardTable; id: string; field: 'password' | 'account_number' }>({
      query:
        ({ table, id, field }) =>
        (db) =>
          db.rpc('reveal_secret', { secret_table: table, secret_id: id, secret_field: field }),
    }),
    // A failed delete is shown by the failed-mutation toast (ConfirmDelete shows nothing of its own).
    deleteCard: build.mutation<null, { table: CardTable; id: string }>({
      query:
        ({ table, id }) =>
        (db) =>
          db.from(table).delete().eq('id', id),
      invalidatesTags: (_result, _error, { table }) => [table],
    }),
  }),
});

export const { useGetCardsQuery, useAddCardMutation, useUpdateCardMutation, useDeleteCardMutation, useRevealCardSecretMutation } = cardsApi;
