import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Database, TablesInsert, TablesUpdate } from 'shared-ui';
import { contentApi } from '../app/api';

/** The three admin-managed ordered lists (spec 1): read by every signed-in user, written by admins only (RLS). */
export type OrderedTable = Extract<keyof Database['public']['Tables'], 'training_videos' | 'elite_books' | 'automations'>;
type OrderColumn = 'display_order' | 'order_id';
type ReorderRpc = Extract<keyof Database['public']['Functions'], `reorder_${OrderedTable}`>;

/** A new row of one list, checked against its own table; its order column is left out (a new row goes last). */
export type OrderedInsert = { [T in OrderedTable]: { table: T; row: Omit<TablesInsert<T>, OrderColumn> } }[OrderedTable];
/** Changes to a row of one list, checked against its own table. */
export type OrderedUpdate = { [T in OrderedTable]: { table: T; id: string; changes: TablesUpdate<T> } }[OrderedTable];

/** Each list's order column and its reorder RPC (complete list of ids in the new order; 1..n, admin only). */
export const ORDERED_TABLES: Record<OrderedTable, { orderColumn: OrderColumn; reorderRpc: ReorderRpc }> = {
  training_videos: { orderColumn: 'display_order', reorderRpc: 'reorder_training_videos' },
  elite_books: { orderColumn: 'order_id', reorderRpc: 'reorder_elite_books' },
  automations: { orderColumn: 'display_order', reorderRpc: 'reorder_automations' },
};

type Row = Record<string, unknown> & { id: string };

/**
 * One way to list, add, edit, delete and reorder an admin-managed list, whichever it is: a new row leaves its
 * order column out and goes last; a delete closes the gap; reorder is the table's RPC (docs/data-model.md).
 */
export const orderedContentApi = contentApi.enhanceEndpoints({ addTagTypes: ['ordered_content'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrderedItems: build.query<Row[], { table: OrderedTable; select?: string }>({
      query: ({ table, select = '*' }) => (db) => db.from(table).select(select).order(ORDERED_TABLES[table].orderColumn),
      providesTags: (_result, _error, { table }) => [{ type: 'ordered_content', id: table }],
    }),
    createOrderedItem: build.mutation<Row, OrderedInsert>({
      extraOptions: CALLER_SHOWS_ERROR,
      // `row` was checked against its own table (OrderedInsert); db.from() of a union of tables takes only the columns all share.
      query: ({ table, row }) => (db) => db.from(table).insert(row as never).select().single(),
      invalidatesTags: (_result, _error, { table }) => [{ type: 'ordered_content', id: table }],
    }),
    updateOrderedItem: build.mutation<Row, OrderedUpdate>({
      extraOptions: CALLER_SHOWS_ERROR,
      // `changes` were checked against their own table (OrderedUpdate); db.from() of a union of tables takes only the columns all share.
      query: ({ table, id, changes }) => (db) => db.from(table).update(changes as never).eq('id', id).select().single(),
      invalidatesTags: (_result, _error, { table }) => [{ type: 'ordered_content', id: table }],
    }),
    deleteOrderedItem: build.mutation<null, { table: OrderedTable; id: string }>({
      query: ({ table, id }) => (db) => db.from(table).delete().eq('id', id),
      invalidatesTags: (_result, _error, { table }) => [{ type: 'ordered_content', id: table }],
    }),
    reorderItems: build.mutation<null, { table: OrderedTable; ids: string[] }>({
      query: ({ table, ids }) => (db) => db.rpc(ORDERED_TABLES[table].reorderRpc, { ids }),
      invalidatesTags: (_result, _error, { table }) => [{ type: 'ordered_content', id: table }],
    }),
  }),
});

export const {
  useGetOrderedItemsQuery, useCreateOrderedItemMutation, useUpdateOrderedItemMutation, useDeleteOrderedItemMutation, useReorderItemsMutation,
} = orderedContentApi;
