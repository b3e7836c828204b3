import { CALLER_SHOWS_ERROR, type Db } from 'shared-ui/data';
import { creditApi } from '../../../lib/api';
import { USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import { RECORD_KINDS, type DocumentedRecord, type RecordDocument, type RecordKindKey, type RecordValues } from '../record-kinds';

// Each kind's reads and writes name their own tables and columns, chosen by the kind's key: every call is typed
// against its table (the select strings too), so no cast is needed. Deletes, which name only `id`, take the
// kind's table as a union (RECORD_KINDS).

const RECEIVABLE_COLUMNS =
  'id, user_id, vendor_name, amount, status, created_at, date:due_date, documents:account_receivable_documents(id, document_name, document_url, created_at)';
const PURCHASE_ORDER_COLUMNS =
  'id, user_id, vendor_name, amount, status, created_at, date:order_date, documents:purchase_order_documents(id, document_name, document_url, created_at)';

function selectRecords(db: Db, key: RecordKindKey) {
  return key === 'receivables'
    ? db.from('account_receivables').select(RECEIVABLE_COLUMNS).order('created_at')
    : db.from('purchase_orders').select(PURCHASE_ORDER_COLUMNS).order('created_at');
}

/** The columns both tables share, from what a form sends. */
function sharedColumns(values: RecordValues) {
  return { vendor_name: values.vendor_name.trim(), amount: values.amount, status: values.status };
}

function insertRecord(db: Db, key: RecordKindKey, values: RecordValues) {
  const date = values.date || null;
  return key === 'receivables'
    ? db.from('account_receivables').insert({ ...sharedColumns(values), due_date: date })
    : db.from('purchase_orders').insert({ ...sharedColumns(values), order_date: date });
}

function updateRecord(db: Db, key: RecordKindKey, id: string, values: RecordValues) {
  const date = values.date || null;
  return key === 'receivables'
    ? db
        .from('account_receivables')
        .update({ ...sharedColumns(values), due_date: date })
        .eq('id', id)
    : db
        .from('purchase_orders')
        .update({ ...sharedColumns(values), order_date: date })
        .eq('id', id);
}

/** A document's row on its record (the parent column is the kind's). */
function insertDocument(db: Db, key: RecordKindKey, recordId: string, name: string, path: string) {
  const row = { document_name: name, document_url: path };
  return key === 'receivables'
    ? db.from('account_receivable_documents').insert({ ...row, account_receivable_id: recordId })
    : db.from('purchase_order_documents').insert({ ...row, purchase_order_id: recordId });
}

const byCreated = (a: { created_at: string }, b: { created_at: string }) => a.created_at.localeCompare(b.created_at);

/**
 * Receivables and purchase orders with their documents (one set of endpoints; the kind is the argument).
 * Files live in the private `user-documents` bucket under the owner's folder; rows keep the object path.
 */
export const recordsApi = creditApi.enhanceEndpoints({ addTagTypes: ['account_receivables', 'purchase_orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getRecords: build.query<DocumentedRecord[], RecordKindKey>({
      query: (key) => async (db) => {
        const result = await selectRecords(db, key);
        if (result.error) return result;
        const rows: DocumentedRecord[] = result.data ?? [];
        // numeric arrives as text from some REST layers; the embed comes back unordered.
        return {
          data: rows.map((r) => ({ ...r, amount: Number(r.amount), documents: [...(r.documents ?? [])].sort(byCreated) })),
          error: null,
        };
      },
      providesTags: (_result, _error, key) => [RECORD_KINDS[key].table],
    }),
    createRecord: build.mutation<null, { key: RecordKindKey; values: RecordValues }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ key, values }) =>
        (db) =>
          insertRecord(db, key, values),
      invalidatesTags: (_result, _error, { key }) => [RECORD_KINDS[key].table],
    }),
    updateRecord: build.mutation<null, { key: RecordKindKey; id: string; values: RecordValues }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ key, id, values }) =>
        (db) =>
          updateRecord(db, key, id, values),
      invalidatesTags: (_result, _error, { key }) => [RECORD_KINDS[key].table],
    }),
    /**
     * Removes the record's files, then the record (its document rows go with it: on delete cascade). A failure
     * is shown by the failed-mutation toast (ConfirmDelete shows nothing of its own).
     */
    deleteRecord: build.mutation<null, { key: RecordKindKey; record: DocumentedRecord }>({
      query:
        ({ key, record }) =>
        async (db) => {
          const paths = record.documents.map((d) => d.document_url);
          if (paths.length > 0) {
            const removed = await db.storage.from(USER_DOCUMENTS_BUCKET).remove(paths);
            if (removed.error) return removed;
          }
          return db.from(RECORD_KINDS[key].table).delete().eq('id', record.id);
        },
      invalidatesTags: (_result, _error, { key }) => [RECORD_KINDS[key].table],
    }),
    /** Records an uploaded file on its record; the file is removed again when the row is refused (the caller toasts "Upload failed"). */
    addDocument: build.mutation<null, { key: RecordKindKey; recordId: string; name: string; path: string }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ key, recordId, name, path }) =>
        async (db) => {
          const inserted = await insertDocument(db, key, recordId, name, path);
          if (inserted.error) await db.storage.from(USER_DOCUMENTS_BUCKET).remove([path]);
          return inserted;
        },
      invalidatesTags: (_result, _error, { key }) => [RECORD_KINDS[key].table],
    }),
    // The caller toasts "Delete failed" with the reason.
    deleteDocument: build.mutation<null, { key: RecordKindKey; document: RecordDocument }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ key, document }) =>
        async (db) => {
          const deleted = await db.from(RECORD_KINDS[key].documentTable).delete().eq('id', document.id);
          if (deleted.error) return deleted;
          return db.storage.from(USER_DOCUMENTS_BUCKET).remove([document.document_url]);
        },
      invalidatesTags: (_result, _error, { key }) => [RECORD_KINDS[key].table],
    }),
    /**
     * A short-lived link that downloads a private document under its own name. The owner signs it with their
     * session; anyone else (an admin on a client's record: storage lets admins read no client's file) gets it
     * from the `open-document` function, which records the download in the client's account activity. A failure
     * is shown by the failed-mutation toast.
     */
    getDocumentLink: build.mutation<string, { key: RecordKindKey; document: RecordDocument; isOwn: boolean }>({
      query:
        ({ key, document, isOwn }) =>
        async (db) => {
          if (!isOwn) {
            const opened = await db.functions.invoke<{ signedUrl: string }>('open-document', {
              body: { document_id: document.id, table: RECORD_KINDS[key].documentTable, download: true },
            });
            return opened.error ? opened : { data: opened.data!.signedUrl, error: null };
          }
          const signed = await db.storage
            .from(USER_DOCUMENTS_BUCKET)
            .createSignedUrl(document.document_url, 60, { download: document.document_name });
          return signed.error ? signed : { data: signed.data.signedUrl, error: null };
        },
    }),
  }),
});

export const {
  useGetRecordsQuery,
  useCreateRecordMutation,
  useUpdateRecordMutation,
  useDeleteRecordMutation,
  useAddDocumentMutation,
  useDeleteDocumentMutation,
  useGetDocumentLinkMutation,
} = recordsApi;
