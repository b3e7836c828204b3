import { createScreenTable, type RemoteScreens } from 'shared-ui';
import { recordOptions } from './results';

// Hits of search_portal as options: the platform's kinds from the compiled SEARCH_KINDS, a remote's own kinds from what
// its live release declares (`searchKinds`); a kind neither knows (its remote rolled back) is left out.
const credit: RemoteScreens = {
  remote: 'mfe_credit',
  screens: [
    { id: 'credit-and-loans', path: '/term-loan', title: 'Credit & Loans', access: 'signed-in', query: ['focus'] },
    { id: 'credit-notes', path: '/credit-notes', title: 'Credit notes', access: 'signed-in', query: ['focus'] },
  ],
  searchKinds: { mfe_credit_note: { label: 'Credit note', group: 'Credit notes', screen: 'credit-notes' } },
};
const hit = (kind: string, id: string) => ({ kind, id, title: `Title ${id}`, context: 'ctx', rank: 1 });

describe('recordOptions', () => {
  it("links a platform kind and a remote's declared kind to their screens, and leaves out a kind nobody declares", () => {
    const table = createScreenTable([credit]);
    const options = recordOptions(table, [hit('loan', 'l1'), hit('mfe_credit_note', 'n1'), hit('mfe_admin_gone', 'g1')], 'client');
    expect(options.map((o) => [o.group, o.kind, o.screen, o.path])).toEqual([
      ['Loans', 'Loan', 'Credit & Loans', '/term-loan?focus=l1'],
      ['Credit notes', 'Credit note', 'Credit notes', '/credit-notes?focus=n1'],
    ]);
    const rolledBack = createScreenTable([{ ...credit, searchKinds: undefined }]);
    expect(recordOptions(rolledBack, [hit('mfe_credit_note', 'n1')], 'client')).toEqual([]);
  });
});
