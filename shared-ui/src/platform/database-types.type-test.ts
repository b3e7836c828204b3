// Type-level tests, run by `npm run typecheck` (never imported, never bundled): the platform's client is typed
// with the schema the migrations build (database.types.ts), so a query on a missing table, column or function
// fails to compile. Each `@ts-expect-error` fails the typecheck (TS2578) if the line under it compiles.
import type { PlatformApi } from './platform-api';

type Db = PlatformApi['supabase'];

export function missingNamesDoNotCompile(db: Db) {
  // @ts-expect-error: bank_accounts has no column no_such_column (filter)
  void db.from('bank_accounts').select('*').eq('no_such_column', 1);
  // @ts-expect-error: bank_accounts has no column no_such_column (insert)
  void db.from('bank_accounts').insert({ bank_name: 'Chase', no_such_column: 1 });
  // @ts-expect-error: bank_accounts has no column no_such_column (update)
  void db.from('bank_accounts').update({ no_such_column: 1 }).eq('id', 'x');
  // @ts-expect-error: there is no table no_such_table
  void db.from('no_such_table').select('*');
  // @ts-expect-error: there is no function no_such_function
  void db.rpc('no_such_function');
  // @ts-expect-error: admin_list_clients has no argument no_such_argument
  void db.rpc('admin_list_clients', { no_such_argument: 1 });
  // @ts-expect-error: loans.title is required (not null, no default)
  void db.from('loans').insert({ apr_range: '5%' });
  // @ts-expect-error: monthly_fees is a number (numeric)
  void db.from('bank_accounts').insert({ monthly_fees: '12' });
}

export async function selectedColumnsAreTyped(db: Db) {
  const missing = await db.from('bank_accounts').select('no_such_column').single();
  // @ts-expect-error: selecting a missing column gives an error type, not a row with that column
  const _missing: unknown = missing.data?.no_such_column;

  const { data } = await db.from('bank_accounts').select('id, monthly_fees, bank_name').single();
  const _fees: number | undefined = data?.monthly_fees;
  const _bank: string | null | undefined = data?.bank_name;
  // @ts-expect-error: bank_name is nullable
  const _bankText: string | undefined = data?.bank_name;
  // @ts-expect-error: id (uuid) is a string
  const _id: number | undefined = data?.id;

  const clients = await db.rpc('admin_list_clients', { page: 1, search: 'ann' });
  const _total: number | undefined = clients.data?.[0]?.total_count;
  return [_missing, _fees, _bank, _bankText, _id, _total];
}

export function realNamesCompile(db: Db) {
  void db.from('bank_accounts').insert({ bank_name: 'Chase', monthly_fees: 0 }).select().single();
  void db.from('bank_accounts').update({ notes: null }).eq('id', 'x');
  void db.from('loans').insert({ title: 'SBA 7(a)' });
  void db.rpc('is_admin');
  void db.rpc('reorder_elite_books', { ids: ['a', 'b'] });
}
