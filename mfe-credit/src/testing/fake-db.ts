/**
 * A fake supabase client for this remote's DOM tests (unit tests have no server): `from(table)` answers a
 * read with the table's rows and records every call; writes answer `{ data: null, error: null }` or the
 * error given for the table.
 */
export interface FakeCall {
  table: string;
  steps: [string, unknown[]][];
}

export function createFakeDb(
  tables: Record<string, unknown[]>,
  failures: Record<string, { message: string; code?: string }> = {},
  /** What `rpc(name, args)` answers (the credential vault's reveal_secret), keyed by function name. */
  functions: Record<string, (args: Record<string, unknown>) => unknown> = {},
) {
  const calls: FakeCall[] = [];
  const from = (table: string) => {
    const call: FakeCall = { table, steps: [] };
    calls.push(call);
    const answer = () => {
      const isWrite = call.steps.some(([name]) => ['insert', 'update', 'delete', 'upsert'].includes(name));
      if (isWrite && failures[table]) return { data: null, error: failures[table], status: 400 };
      if (isWrite) return { data: null, error: null, status: 200 };
      return { data: tables[table] ?? [], error: null, status: 200 };
    };
    const chain: Record<string, unknown> = {};
    for (const name of ['select', 'insert', 'update', 'delete', 'upsert', 'eq', 'order', 'single', 'limit']) {
      chain[name] = (...args: unknown[]) => {
        call.steps.push([name, args]);
        return chain;
      };
    }
    chain.then = (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) => Promise.resolve(answer()).then(resolve, reject);
    return chain;
  };
  const removed: string[][] = [];
  const storage = {
    from: (_bucket: string) => ({
      remove: async (paths: string[]) => {
        removed.push(paths);
        return failures.storage ? { data: null, error: failures.storage } : { data: paths.map((name) => ({ name })), error: null };
      },
    }),
  };
  // The upload module reads the access token from the client's session.
  const auth = { getSession: async () => ({ data: { session: { access_token: 't' } }, error: null }) };
  const rpc = async (name: string, args: Record<string, unknown>) => {
    calls.push({ table: `rpc:${name}`, steps: [['rpc', [args]]] });
    const fn = functions[name];
    return fn ? { data: fn(args), error: null, status: 200 } : { data: null, error: { message: `no function ${name}`, code: '42883' }, status: 404 };
  };
  return { db: { from, storage, auth, rpc }, calls, removed };
}
