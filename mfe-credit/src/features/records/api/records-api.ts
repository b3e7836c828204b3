import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { TablesInsert } from 'shared-ui';
import { creditApi } from '../../../app/api';
import { DOCUMENTS_BUCKET, RECORD_KINDS, type DocumentedRecord, type RecordDocument, type RecordKindKey, type RecordValues } from '../record-kinds';

function recordColumns(key: RecordKindKey): string {
  const kind = RECORD_KINDS[key];
  return `id, user_id, vendor_name, amount, status, created_at, date:${kind.dateColumn}, documents:${kind.documentTable}(id, document_name, document_url, created_at)`;
}

/** The row a form writes; the date goes to the kind's own column. */
function rowOf(key: RecordKindKey, values: RecordValues): TablesInsert<'account_receivables'> | TablesInsert<'purchase_orders'> {
  const row = { vendor_name: values.vendor_name.trim(), amount: values.amount, status: values.status };
  const date = values.date || null;
  return RECORD_KINDS[key].dateColumn === 'due_date' ? { ...row, due_date: date } : { ...row, order_date: date };
}

/** A document's row on its record (the parent column is the kind's). */
function documentRowOf(
  key: RecordKindKey, recordId: string, name: string, path: string,
): TablesInsert<'account_receivable_documents'> | TablesInsert<'purchase_order_documents'> {
  const row = { document_name: name, document_url: path };
  return RECORD_KINDS[key].parentColumn === 'account_receivable_id'
    ? { ...row, account_receivable_id: recordId }
    : { ...row, purchase_order_id: recordId };
}

const byCreated = (a: { created_at: string }, b: { created_at: string }) => a.created_at.localeCompare(b.created_at);

/**
 * Receivables and purchase orders with their documents (one set of endpoints; the kind is the argument).
 * Files live in the private `user-documents` bucket under the owner's folder; rows keep the object path.
 */
export const recordsApi = creditApi
  .enhanceEndpoints({ addTagTypes: ['receivables', 'purchase-orders'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRecords: build.query<DocumentedRecord[], RecordKindKey>({
        query: (key) => async (db) => {
          const result = await db.from(RECORD_KINDS[key].table).select(recordColumns(key)).order('created_at');
          if (result.error) return result;
          const rows = (result.data ?? []) as unknown as DocumentedRecord[];
          return { data: rows.map((r) => ({ ...r, amount: Number(r.amount), documents: [...(r.documents ?? [])].sort(byCreated) })), error: null };
        },
        providesTags: (_result, _error, key) => [key],
      }),
      createRecord: build.mutation<null, { key: RecordKindKey; values: RecordValues }>({
        extraOptions: CALLER_SHOWS_ERROR,
        // rowOf pairs the kind's table with its date column; db.from() of both tables takes only the columns they share.
        query: ({ key, values }) => (db) => db.from(RECORD_KINDS[key].table).insert(rowOf(key, values) as never),
        invalidatesTags: (_result, _error, { key }) => [key],
      }),
      updateRecord: build.mutation<null, { key: RecordKindKey; id: string; values: RecordValues }>({
        extraOptions: CALLER_SHOWS_ERROR,
        // As in createRecord: rowOf pairs the kind's table with its date column.
        query: ({ key, id, values }) => (db) => db.from(RECORD_KINDS[key].table).update(rowOf(key, values) as never).eq('id', id),
        invalidatesTags: (_result, _error, { key }) => [key],
      }),
      /** Removes the record's files, then the record (its document rows go with it: on delete cascade). */
      deleteRecord: build.mutation<null, { key: RecordKindKey; record: DocumentedRecord }>({
        query: ({ key, record }) => async (db) => {
          const paths = record.documents.map((d) => d.document_url);
          if (paths.length > 0) {
            const removed = await db.storage.from(DOCUMENTS_BUCKET).remove(paths);
            if (removed.error) return removed;
          }
          return db.from(RECORD_KINDS[key].table).delete().eq('id', record.id);
        },
        invalidatesTags: (_result, _error, { key }) => [key],
      }),
      /** Records an uploaded file on its record; the file is removed again when the row is refused. */
      addDocument: build.mutation<null, { key: RecordKindKey; recordId: string; name: string; path: string }>({
        extraOptions: CALLER_SHOWS_ERROR,
        query: ({ key, recordId, name, path }) => async (db) => {
          // documentRowOf pairs the kind's document table with its parent column; db.from() of both takes only the shared columns.
          const inserted = await db.from(RECORD_KINDS[key].documentTable).insert(documentRowOf(key, recordId, name, path) as never);
          if (inserted.error) await db.storage.from(DOCUMENTS_BUCKET).remove([path]);
          return inserted;
        },
        invalidatesTags: (_result, _error, { key }) => [key],
      }),
      deleteDocument: build.mutation<null, { key: RecordKindKey; document: RecordDocument }>({
        extraOptions: CALLER_SHOWS_ERROR,
        query: ({ key, document }) => async (db) => {
          const deleted = await db.from(RECORD_KINDS[key].documentTable).delete().eq('id', document.id);
          if (deleted.error) return deleted;
          return db.storage.from(DOCUMENTS_BUCKET).remove([document.document_url]);
        },
        invalidatesTags: (_result, _error, { key }) => [key],
      }),
      /**
       * A short-lived link that downloads a private document under its own name. The owner signs it with their
       * session; anyone else (an admin on a client's record: storage lets admins read no client's file) gets it
       * from the `open-document` function, which records the download in the client's account activity.
       */
      getDocumentLink: build.mutation<string, { key: RecordKindKey; document: RecordDocument; isOwn: boolean }>({
        query: ({ key, document, isOwn }) => async (db) => {
          if (!isOwn) {
            const opened = await db.functions.invoke<{ signedUrl: string }>('open-document', {
              body: { document_id: document.id, table: RECORD_KINDS[key].documentTable, download: true },
            });
            return opened.error ? opened : { data: opened.data!.signedUrl, error: null };
          }
          const signed = await db.storage.from(DOCUMENTS_BUCKET).createSignedUrl(document.document_url, 60, { download: document.document_name });
          return signed.error ? signed : { data: signed.data.signedUrl, error: null };
        },
      }),
    }),
  });

export const {
  useGetRecordsQuery, useCreateRecordMutation, useUpdateRecordMutation, useDeleteRecordMutation,
  useAddDocumentMutation, useDeleteDocumentMutation, useGetDocumentLinkMutation,
} = recordsApi;
