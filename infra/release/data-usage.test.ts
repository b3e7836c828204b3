import { fileUsage, mergeUsage } from './data-usage';

const known = new Set(['loans', 'credit_cards', 'users']);

describe('what a remote uses of the database (its API definitions)', () => {
  it('reads tables, selected and filtered columns, embedded relations and functions', () => {
    const text = `
      const COLUMNS = 'id, name, email';
      // db.from('commented_out')
      getA: (db) => db.from('conversations').select('id, status, client:users!conversations_user_id_fkey(id, name)').eq('archived', false).order('created_at'),
      getB: (db) => db.from('users').select(COLUMNS),
      file: (db) => db.storage.from('business-documents').download(path),
      take: (db) => db.rpc('take_conversation', { conversation_id: id }),`;
    expect(fileUsage(text, known)).toEqual({
      tables: { conversations: ['archived', 'created_at', 'id', 'status'], users: ['email', 'id', 'name'] },
      functions: ['take_conversation'],
    });
  });

  it('is conservative where the text does not say: writes and bare selects use every column, a dynamic table every known one named', () => {
    const text = `
      add: (v) => (db) => db.from('loans').insert(row(v)).select().single(),
      kinds: { a: { table: 'credit_cards' }, b: { table: 'not_a_table' } },
      read: (kind) => (db) => db.from(KINDS[kind].table).select('id'),`;
    expect(fileUsage(text, known)).toEqual({ tables: { credit_cards: ['*'], loans: ['*'] }, functions: [] });
  });

  it("counts an order on an embedded table (`referencedTable`) for that table's column", () => {
    const text = `get: (db) => db.from('users').select('id, loans(id)').order('name').order('position', { referencedTable: 'loans' }),`;
    expect(fileUsage(text, known)).toEqual({ tables: { loans: ['id', 'position'], users: ['id', 'name'] }, functions: [] });
  });

  it('merges usages', () => {
    expect(
      mergeUsage([
        { tables: { a: ['x'] }, functions: ['f'] },
        { tables: { a: ['y'], b: ['*'] }, functions: ['f', 'g'] },
      ]),
    ).toEqual({ tables: { a: ['x', 'y'], b: ['*'] }, functions: ['f', 'g'] });
  });
});
