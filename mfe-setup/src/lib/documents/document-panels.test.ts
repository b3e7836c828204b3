import { documentsOf, DOCUMENT_PANELS } from './document-panels';

describe('document panels', () => {
  it('are the six panels of the spec, one per document type', () => {
    expect(DOCUMENT_PANELS.map((p) => p.title)).toEqual([
      'Standard Corporate',
      'Advanced Corporate',
      'Financial Documents',
      'Marketing & PR',
      'Additional Documents',
      'Secret to Wealth Documents',
    ]);
    expect(new Set(DOCUMENT_PANELS.map((p) => p.type)).size).toBe(6);
  });

  it('list the documents of their type, newest first', () => {
    const docs = [
      { id: '1', document_type: 'Bank_Statements' as const, created_at: '2026-11-01' },
      { id: '2', document_type: 'Press Releases' as const, created_at: '2026-11-02' },
      { id: '3', document_type: 'Bank_Statements' as const, created_at: '2026-11-03' },
    ];
    expect(documentsOf(docs, 'Bank_Statements').map((d) => d.id)).toEqual(['3', '1']);
  });
});
