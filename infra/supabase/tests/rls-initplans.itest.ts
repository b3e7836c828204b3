import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';

// RLS performance (migration 20261122230000_rls_initplans.sql, Supabase's advice): a policy must call
// auth.uid() and is_admin() inside a sub-select, `(select auth.uid())`, so Postgres evaluates them once
// per statement rather than once per row; a bare call made a user's 45 tasks among 9,000 take 87 ms
// instead of 2. New policies: write `(select auth.uid())` or use the apply_*_policies helpers.
const BARE_CALL = /(?<!SELECT )\b(auth\.uid|is_admin)\(\)/;

describe('RLS policies evaluate auth.uid() and is_admin() once per statement', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.stop());

  it('has no policy calling them once per row', async () => {
    const policies =
      await stack.sql(`select schemaname || '.' || tablename || ': ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
      from pg_policies where schemaname in ('public', 'storage') order by 1`);
    expect(policies.length).toBeGreaterThan(50);
    expect(policies.filter((p) => BARE_CALL.test(String(p.expr))).map((p) => p.name)).toEqual([]);
  });

  it('makes the policy helpers write the same form', async () => {
    const [helper] = await stack.sql(`select pg_get_functiondef('public.apply_owner_policies(text)'::regprocedure) as def`);
    expect(String(helper.def)).toContain('user_id = (select auth.uid()) or (select public.is_admin())');
  });
});
