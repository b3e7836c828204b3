import type { Tables } from 'shared-ui';
/** `business_documents.document_type` values (docs/data-model.md). */
export type DocumentType =
  | 'Standard_Corporate'
  | 'Advanced Corporate'
  | 'Bank_Statements'
  | 'Press Releases'
  | 'Secret to Wealth Documents'
  | 'Miscellaneous Documents';

/** A row of `business_documents`; `file_url` is the object's path in the private `user-documents` bucket. */
export type BusinessDocument = Pick<Tables<'business_documents'>, 'id' | 'user_id' | 'document_name' | 'file_url' | 'created_at'> & {
  document_type: DocumentType;
};

/** The six panels of Business Documents, in the spec's order, and the type each one lists. */
export const DOCUMENT_PANELS: readonly { type: DocumentType; title: string }[] = [
  { type: 'Standard_Corporate', title: 'Standard Corporate' },
  { type: 'Advanced Corporate', title: 'Advanced Corporate' },
  { type: 'Bank_Statements', title: 'Financial Documents' },
  { type: 'Press Releases', title: 'Marketing & PR' },
  { type: 'Miscellaneous Documents', title: 'Additional Documents' },
  { type: 'Secret to Wealth Documents', title: 'Secret to Wealth Documents' },
];

/** The documents of one panel, newest first. */
export function documentsOf<T extends Pick<BusinessDocument, 'document_type' | 'created_at'>>(docs: readonly T[], type: DocumentType): T[] {
  return docs.filter((d) => d.document_type === type).sort((a, b) => b.created_at.localeCompare(a.created_at));
}
