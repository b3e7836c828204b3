import type { Tables } from 'shared-ui';
/** `business_documents.document_type` values (docs/data-model.md). */
export type DocumentType =
  | 'Standard_Corporate'
  | 'Advanced Corporate'
  | 'Bank_Statements'
  | 'Press Releases'
  | 'Secret to Wealth Documents'
  | 'Miscellaneous Documents';

/**
 * A row of `business_documents`; `file_url` is the object's path in the private `user-documents` bucket;
 * `uploaded_by` is who uploaded it (set by the server): someone other than the owner is their advisor.
 */
export type BusinessDocument = Pick<Tables<'business_documents'>, 'id' | 'user_id' | 'document_name' | 'file_url' | 'created_at'> & {
  document_type: DocumentType;
  uploaded_by?: string | null;
};

/** The six panels of Business Documents, in the spec's order, the type each one lists, and what belongs in it. */
export const DOCUMENT_PANELS: readonly { type: DocumentType; title: string; hint: string }[] = [
  {
    type: 'Standard_Corporate',
    title: 'Standard Corporate',
    hint: 'Articles of Organization or Incorporation, your EIN letter, the operating agreement or bylaws.',
  },
  {
    type: 'Advanced Corporate',
    title: 'Advanced Corporate',
    hint: 'Business licenses and permits, the beneficial ownership report, state tax registrations, certificates of good standing.',
  },
  { type: 'Bank_Statements', title: 'Financial Documents', hint: 'Bank statements, financial statements, tax returns.' },
  { type: 'Press Releases', title: 'Marketing & PR', hint: 'Press releases, your logo and brand guide, marketing material.' },
  {
    type: 'Miscellaneous Documents',
    title: 'Additional Documents',
    hint: 'Anything else: insurance certificates, contracts, proof for a build-out task.',
  },
  { type: 'Secret to Wealth Documents', title: 'Secret to Wealth Documents', hint: 'Documents from the Secret to Wealth program.' },
];

/** The panel of a document type. */
export const panelOf = (type: DocumentType) => DOCUMENT_PANELS.find((p) => p.type === type) ?? DOCUMENT_PANELS[4];

/** A document someone other than its owner uploaded: delivered by their advisor. */
export const isFromAdvisor = (doc: Pick<BusinessDocument, 'user_id' | 'uploaded_by'>): boolean =>
  !!doc.uploaded_by && doc.uploaded_by !== doc.user_id;

/** The documents of one panel, newest first. */
export function documentsOf<T extends Pick<BusinessDocument, 'document_type' | 'created_at'>>(docs: readonly T[], type: DocumentType): T[] {
  return docs.filter((d) => d.document_type === type).sort((a, b) => b.created_at.localeCompare(a.created_at));
}
