import { CALLER_SHOWS_ERROR, type Db, type SupabaseAnswer } from 'shared-ui/data';
import type { Database, Tables, TablesInsert, TablesUpdate } from 'shared-ui';
import { contentApi } from './api';

/** The three admin-managed ordered lists (spec 1): read by every signed-in user, written by admins only (RLS). */
export type OrderedTable = Extract<keyof Database['public']['Tables'], 'training_videos' | 'elite_books' | 'automations'>;
type OrderColumn = 'display_order' | 'order_id';

/** A new row of list `T`: its order column is left out (the table's append trigger puts a new row last). */
export type OrderedInsert<T extends OrderedTable> = Omit<TablesInsert<T>, OrderColumn>;

/** The calls of one list, each on its own table (so each is checked against that table's columns). */
interface ListCalls<T extends OrderedTable> {
  list(db: Db): PromiseLike<SupabaseAnswer>;
  insert(db: Db, row: TablesInsert<T>): PromiseLike<SupabaseAnswer>;
  update(db: Db, id: string, changes: TablesUpdate<T>): PromiseLike<SupabaseAnswer>;
  /** The list's reorder RPC: the complete list of ids in the new order, renumbered 1..n (admin only). */
  reorder(db: Db, ids: string[]): PromiseLike<SupabaseAnswer>;
}

const CALLS: { [T in OrderedTable]: ListCalls<T> } = {
  training_videos: {
    list: (db) => db.from('training_videos').select('*').order('display_order'),
    insert: (db, row) => db.from('training_videos').insert(row).select().single(),
    update: (db, id, changes) => db.from('training_videos').update(changes).eq('id', id).select().single(),
    reorder: (db, ids) => db.rpc('reorder_training_videos', { ids }),
  },
  elite_books: {
    list: (db) => db.from('elite_books').select('*').order('order_id'),
    insert: (db, row) => db.from('elite_books').insert(row).select().single(),
    update: (db, id, changes) => db.from('elite_books').update(changes).eq('id', id).select().single(),
    reorder: (db, ids) => db.rpc('reorder_elite_books', { ids }),
  },
  automations: {
    list: (db) => db.from('automations').select('*').order('display_order'),
    insert: (db, row) => db.from('automations').insert(row).select().single(),
    update: (db, id, changes) => db.from('automations').update(changes).eq('id', id).select().single(),
    reorder: (db, ids) => db.rpc('reorder_automations', { ids }),
  },
};

/**
 * What every admin-managed list shares, whichever it is: a delete closes the gap (the table's trigger) and
 * reorder is the table's RPC (docs/data-model.md). Their callers show a failure themselves (OrderedListAdmin).
 */
export const orderedContentApi = contentApi
  .enhanceEndpoints({ addTagTypes: ['training_videos', 'elite_books', 'automations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      deleteOrderedItem: build.mutation<null, { table: OrderedTable; id: string }>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ table, id }) =>
          (db) =>
            db.from(table).delete().eq('id', id),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
      reorderItems: build.mutation<null, { table: OrderedTable; ids: string[] }>({
        extraOptions: CALLER_SHOWS_ERROR,
        query:
          ({ table, ids }) =>
          (db) =>
            CALLS[table].reorder(db, ids),
        invalidatesTags: (_result, _error, { table }) => [table],
      }),
    }),
  });

export const { useDeleteOrderedItemMutation, useReorderItemsMutation } = orderedContentApi;

type OrderedBuild = Parameters<Parameters<typeof orderedContentApi.injectEndpoints>[0]['endpoints']>[0];

/**
 * The list, add and edit endpoints of one admin-managed list, typed by its table's rows (`Tables<T>`); a feature
 * names them in its own api (`features/<f>/api/`). A new row goes last; add and edit are `Form` submits, which show
 * their failure.
 */
export function orderedListEndpoints<T extends OrderedTable>(build: OrderedBuild, table: T) {
  const tags = [table];
  return {
    list: build.query<Tables<T>[], void>({
      query: () => (db) => CALLS[table].list(db),
      providesTags: tags,
    }),
    create: build.mutation<Tables<T>, OrderedInsert<T>>({
      extraOptions: CALLER_SHOWS_ERROR,
      // The generated Insert type lists the order column as required (it has no default); the append trigger sets it.
      query: (row) => (db) => CALLS[table].insert(db, row as TablesInsert<T>),
      invalidatesTags: tags,
    }),
    update: build.mutation<Tables<T>, { id: string; changes: TablesUpdate<T> }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ id, changes }) =>
        (db) =>
          CALLS[table].update(db, id, changes),
      invalidatesTags: tags,
    }),
  };
}
