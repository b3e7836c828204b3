import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../lib/api';
import { USER_DOCUMENTS_BUCKET } from 'shared-ui/upload';
import type { BusinessDocument, DocumentType } from '../../../lib/documents/document-panels';
import type { Tables, TablesInsert } from 'shared-ui';

export type DocumentOwner = Pick<Tables<'users'>, 'id' | 'name' | 'email'>;

/** What the `open-document` function answers: a link valid for `expiresIn` seconds. */
export interface OpenedDocument {
  signedUrl: string;
  expiresIn: number;
}

/** A new document: the owner's own (user_id left to the database), or one an admin delivers to a client (`user_id`). */
export type NewDocument = Pick<TablesInsert<'business_documents'>, 'document_name' | 'file_url' | 'user_id'> & {
  document_type: DocumentType;
};

/**
 * Business documents: rows of `business_documents`, files in the private `user-documents` bucket.
 * A client reads their own (RLS); an admin reads everyone's, optionally one client's (`userId`).
 */
export const documentsApi = setupApi.enhanceEndpoints({ addTagTypes: ['business_documents', 'users'] }).injectEndpoints({
  endpoints: (build) => ({
    getDocuments: build.query<BusinessDocument[], { userId?: string }>({
      query:
        ({ userId }) =>
        (db) => {
          const q = db.from('business_documents').select('*').order('created_at', { ascending: false });
          return userId ? q.eq('user_id', userId) : q;
        },
      providesTags: ['business_documents'],
    }),
    /** Admins only (RLS gives a client their own row): the people documents can belong to, for labels and the filter. */
    getDocumentOwners: build.query<DocumentOwner[], void>({
      query: () => (db) => db.from('users').select('id, name, email').order('name'),
      providesTags: ['users'],
    }),
    /**
     * A short-lived link to someone else's document, for an admin: storage lets admins read no client's file,
     * so the `open-document` function records the download in the client's account activity, then signs it.
     */
    openDocument: build.mutation<OpenedDocument, { documentId: string; download: boolean }>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ documentId, download }) =>
        (db) =>
          db.functions.invoke<OpenedDocument>('open-document', { body: { document_id: documentId, download } }),
    }),
    addDocument: build.mutation<BusinessDocument, NewDocument>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('business_documents').insert(row).select().single(),
      invalidatesTags: ['business_documents'],
    }),
    /** The row first (what the user sees), then the file; a file left behind is invisible and harmless. */
    deleteDocument: build.mutation<null, BusinessDocument>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (doc) => async (db) => {
        const removed = await db.from('business_documents').delete().eq('id', doc.id);
        if (removed.error) return removed;
        const file = await db.storage.from(USER_DOCUMENTS_BUCKET).remove([doc.file_url]);
        // The document is gone for the user either way; a file left behind is unreachable (its row is gone).
        void file;
        return { data: null, error: null };
      },
      invalidatesTags: ['business_documents'],
    }),
  }),
});

export const {
  useGetDocumentsQuery,
  useGetDocumentOwnersQuery,
  useOpenDocumentMutation,
  useAddDocumentMutation,
  useDeleteDocumentMutation,
} = documentsApi;
