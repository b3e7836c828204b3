import { startTestStack, type TestStack } from './support/test-stack';

describe('stack smoke', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('bootstraps Supabase roles, auth helpers and storage helpers', async () => {
    const roles = await stack.sql(
      `select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1`,
    );
    expect(roles.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'authenticator', 'service_role']);
    const [row] = await stack.sql(
      `select storage.foldername('a/b/c.pdf') as folders, storage.filename('a/b/c.pdf') as file, storage.extension('a/b/c.pdf') as ext`,
    );
    expect(row).toEqual({ folders: ['a', 'b'], file: 'c.pdf', ext: 'pdf' });
  });

  it('sets the caller role and claims per request so auth.uid() works under RLS', async () => {
    const uid = '6b9f4a63-5c1e-4c55-9d43-111111111111';
    const result = await stack.ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: uid, role: 'authenticated' }),
      ]);
      return (
        await tx.query<{ uid: string; role: string; cu: string }>('select auth.uid()::text as uid, auth.role() as role, current_user as cu')
      ).rows[0];
    });
    expect(result).toEqual({ uid, role: 'authenticated', cu: 'authenticated' });
  });

  it('answers /health with CORS headers', async () => {
    const res = await fetch(`${stack.url}/health`, { headers: { origin: 'http://localhost:8080' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });
});
