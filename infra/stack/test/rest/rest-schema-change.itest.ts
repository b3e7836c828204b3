import { startTestStack, type TestStack } from '../support/test-stack';
import { restClient, type RestClient } from './rest-client';

// A schema that changes under a running stack (tables, views, types and functions dropped and recreated
// while requests run, as migrations do) never answers 500 (once seen: `XX000 cache lookup failed for type`):
// the schema cache reloads, and a request meanwhile gets either its rows or a clear error (404 PGRST205 /
// 42P01 for a table that is gone, 503 PGRST002 while the catalog cannot be read).
describe('REST while the schema changes', () => {
  let stack: TestStack;
  let svc: RestClient;
  const recreate = `
    drop view if exists shelf_view; drop function if exists shelf_label(shelves); drop table if exists shelves; drop type if exists shelf_kind;
    create type shelf_kind as enum ('oak', 'pine');
    create table shelves (id int primary key, kind shelf_kind not null, tags text[] not null default '{}');
    create view shelf_view as select id, kind from shelves;
    create function shelf_label(shelves) returns text language sql stable as $$ select $1.kind::text || '#' || $1.id $$;
    insert into shelves select g, 'oak', '{a}' from generate_series(1, 20) g;`;

  beforeAll(async () => {
    stack = await startTestStack({ migrationsDir: '/nonexistent' });
    // A project that keeps the old default (`[api] auto_expose_new_tables`): the recreated tables are readable by the key.
    await stack.ctx.db.exec('alter default privileges grant all on tables to anon, authenticated, service_role');
    await stack.ctx.db.exec(recreate);
    svc = restClient(stack, { key: stack.serviceKey });
  });
  afterAll(() => stack.stop());

  it('answers every request with rows or a 4xx/503 while tables and types are dropped and recreated', async () => {
    let changing = true;
    const churn = (async () => {
      for (let i = 0; i < 25; i++) await stack.ctx.db.exec(recreate);
      changing = false;
    })();
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const reader = async () => {
      while (changing) {
        const requests = [
          svc.db.from('shelves').select('id, kind, shelf_label').in('kind', ['oak', 'pine']).limit(5),
          svc.db.from('shelf_view').select('id, kind').eq('kind', 'oak').limit(5),
          svc.db
            .from('shelves')
            .insert({ id: 1000 + Math.floor(Math.random() * 1e6), kind: 'pine' })
            .select('id'),
          svc.db.from('shelves').select('kind, count()'),
        ];
        for (const res of await Promise.all(requests)) {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500 && !(res.status === 503 && res.error?.code === 'PGRST002'))
            serverErrors.push(`${res.status} ${JSON.stringify(res.error)}`);
        }
      }
    };
    await Promise.all([churn, reader(), reader()]);
    expect(serverErrors).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    // Once the changes stop, the cache catches up and every request is answered from the new schema.
    const after = await svc.db.from('shelves').select('id, kind, shelf_label').eq('id', 1).single();
    expect(after).toMatchObject({ status: 200, data: { id: 1, kind: 'oak', shelf_label: 'oak#1' } });
  });
});
