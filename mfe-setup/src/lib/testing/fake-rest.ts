/**
 * A fake of the supabase client's REST boundary for screen tests: `from(table)` gives a chain whose filters
 * are recorded and which resolves to the answer set for that table (unit tests have no server).
 */
export interface FakeAnswer {
  data: unknown;
  error: unknown;
}

export function fakeRest(answers: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const calls: { table: string; ops: [string, unknown[]][] }[] = [];
  const from = jest.fn((table: string) => {
    const call = { table, ops: [] as [string, unknown[]][] };
    calls.push(call);
    const chain: Record<string, unknown> = {};
    for (const op of ['select', 'insert', 'update', 'upsert', 'delete', 'eq', 'order', 'maybeSingle', 'single']) {
      chain[op] = (...args: unknown[]) => {
        call.ops.push([op, args]);
        return chain;
      };
    }
    chain.then = (resolve: (v: FakeAnswer) => unknown, reject: (e: unknown) => unknown) => {
      const answer = answers[table];
      const value = typeof answer === 'function' ? answer() : answer ?? { data: null, error: null };
      return Promise.resolve(value).then(resolve, reject);
    };
    return chain;
  });
  return { supabase: { from, auth: {} }, calls };
}
