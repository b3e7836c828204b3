import { startTestStack, type TestStack } from '../support/test-stack';
import { restClient, type RestClient } from './rest-client';

// Reads through supabase-js: select lists, aliases, casts, JSON paths, embedding both ways, every
// filter operator, logic trees, order, limit/offset/Range, counts and Content-Range, the object
// Accept header, profiles and token errors.
describe('REST reads', () => {
  let stack: TestStack;
  let svc: RestClient;

  beforeAll(async () => {
    stack = await startTestStack();
    await stack.ctx.db.exec(`
      -- A project that keeps the old default privileges (config.toml [api] auto_expose_new_tables = true): these
      -- suites test PostgREST's protocol, not grants (infra/supabase/tests/privileges.itest.ts does).
      alter default privileges grant all on tables to anon, authenticated, service_role;
      alter default privileges grant all on sequences to anon, authenticated, service_role;
      create table authors (id int primary key, name text not null, born date, meta jsonb not null default '{}');
      create table books (
        id int primary key, title text not null, author_id int references authors (id), price numeric(10,2),
        tags text[] not null default '{}', published_at timestamptz, rating int);
      create table profiles (author_id int primary key references authors (id), bio text);
      create table translations (id int primary key, book_id int references books (id),
        translator_id int references authors (id), reviewer_id int references authors (id));
      create view cheap_books as select id, title, price from books where price < 10;
      insert into authors values (1, 'Ann', '1970-01-02', '{"city":"Oslo","langs":["no","en"]}'), (2, 'Bob', null, '{"city":"Rome"}'), (3, 'Cy', '1990-05-06', '{}');
      insert into books values
        (1, 'Alpha', 1, 9.50, '{sci,fi}', '2024-01-02 03:04:05.678+00', 5),
        (2, 'Beta', 1, 12.00, '{fi}', null, 3),
        (3, 'Gamma', 2, null, '{}', '2023-06-07 00:00:00+00', null),
        (4, 'Delta "quoted", comma', 2, 7.25, '{poetry}', null, 4),
        (5, 'epsilon', null, 20, '{}', null, 1);
      insert into profiles values (1, 'Writes alpha books');
      insert into translations values (1, 1, 2, 3);
    `);
    svc = restClient(stack, { key: stack.serviceKey });
  });
  afterAll(() => stack.stop());

  const ids = (data: unknown) => {
    if (!Array.isArray(data)) throw new Error(`expected rows, got ${JSON.stringify(data)}`);
    return (data as { id: number }[]).map((r) => r.id);
  };

  it('selects *, column lists, aliases, casts and JSON paths; JSON is built by Postgres', async () => {
    const { data, error, status } = await svc.db.from('books').select('*').eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, title: 'Alpha', author_id: 1, price: 9.5, tags: ['sci', 'fi'], published_at: '2024-01-02T03:04:05.678+00:00', rating: 5 },
    ]);
    const aliased = await svc.db.from('books').select('key:id, name:title, price::text').eq('id', 2);
    expect(aliased.data).toEqual([{ key: 2, name: 'Beta', price: '12.00' }]);
    const json = await svc.db.from('authors').select('id, city:meta->>city, first:meta->langs->0').order('id');
    expect(json.data).toEqual([
      { id: 1, city: 'Oslo', first: 'no' },
      { id: 2, city: 'Rome', first: null },
      { id: 3, city: null, first: null },
    ]);
    expect(svc.lastHeaders().get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('embeds many-to-one as an object, one-to-many as an array, one-to-one as an object', async () => {
    const { data } = await svc.db.from('books').select('id, authors(name)').in('id', [1, 5]).order('id');
    expect(data).toEqual([
      { id: 1, authors: { name: 'Ann' } },
      { id: 5, authors: null },
    ]);
    const { data: authors } = await svc.db.from('authors').select('name, books(id, title), profiles(bio)').order('id');
    expect(authors).toEqual([
      {
        name: 'Ann',
        books: [
          { id: 1, title: 'Alpha' },
          { id: 2, title: 'Beta' },
        ],
        profiles: { bio: 'Writes alpha books' },
      },
      {
        name: 'Bob',
        books: [
          { id: 3, title: 'Gamma' },
          { id: 4, title: 'Delta "quoted", comma' },
        ],
        profiles: null,
      },
      { name: 'Cy', books: [], profiles: null },
    ]);
  });

  it('embeds with aliases, fk-column and constraint hints, filters, order and limit inside embeds, and !inner', async () => {
    const byColumn = await svc.db.from('books').select('id, writer:author_id(name)').eq('id', 3);
    expect(byColumn.data).toEqual([{ id: 3, writer: { name: 'Bob' } }]);
    const ambiguous = await svc.db.from('translations').select('*, authors(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const hinted = await svc.db
      .from('translations')
      .select('id, translator:authors!translations_translator_id_fkey(name), reviewer:authors!reviewer_id(name)');
    expect(hinted.data).toEqual([{ id: 1, translator: { name: 'Bob' }, reviewer: { name: 'Cy' } }]);
    const filtered = await svc.db.from('authors').select('name, books(title)').eq('books.rating', 3).order('id');
    expect(filtered.data).toEqual([
      { name: 'Ann', books: [{ title: 'Beta' }] },
      { name: 'Bob', books: [] },
      { name: 'Cy', books: [] },
    ]);
    const inner = await svc.db.from('authors').select('name, books!inner(title)').eq('books.rating', 3);
    expect(inner.data).toEqual([{ name: 'Ann', books: [{ title: 'Beta' }] }]);
    const ordered = await svc.db
      .from('authors')
      .select('name, books(id)')
      .eq('id', 1)
      .order('id', { ascending: false, referencedTable: 'books' })
      .limit(1, { referencedTable: 'books' });
    expect(ordered.data).toEqual([{ name: 'Ann', books: [{ id: 2 }] }]);
    const none = await svc.db.from('authors').select('name, nothing(*)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
    const stray = await svc.db.from('authors').select('name').eq('books.id', 1);
    expect(stray.status).toBe(400);
    expect(stray.error?.code).toBe('PGRST108');
  });

  it('filters with eq, neq, gt, gte, lt, lte, like, ilike, is, in, not, match, cs, ov, isdistinct', async () => {
    const q = () => svc.db.from('books').select('id').order('id');
    expect(ids((await q().eq('title', 'Beta')).data)).toEqual([2]);
    expect(ids((await q().neq('author_id', 1)).data)).toEqual([3, 4]);
    expect(ids((await q().gt('price', 9.5)).data)).toEqual([2, 5]);
    expect(ids((await q().gte('price', 9.5)).data)).toEqual([1, 2, 5]);
    expect(ids((await q().lt('rating', 3)).data)).toEqual([5]);
    expect(ids((await q().lte('rating', 3)).data)).toEqual([2, 5]);
    expect(ids((await q().like('title', '%ta%')).data)).toEqual([2, 4]);
    expect(ids((await q().like('title', '*ta*')).data)).toEqual([2, 4]);
    expect(ids((await q().ilike('title', 'E%')).data)).toEqual([5]);
    expect(ids((await q().is('price', null)).data)).toEqual([3]);
    expect(ids((await q().not('price', 'is', null)).data)).toEqual([1, 2, 4, 5]);
    expect(ids((await q().in('title', ['Alpha', 'Gamma', 'x,y', 'nope'])).data)).toEqual([1, 3]);
    expect(ids((await q().filter('title', 'in', '("Delta \\"quoted\\", comma",Beta)')).data)).toEqual([2, 4]);
    expect(ids((await q().not('id', 'in', '(1,2,3)')).data)).toEqual([4, 5]);
    expect(ids((await q().in('id', [])).data)).toEqual([]);
    expect(ids((await q().match({ author_id: 1, rating: 5 })).data)).toEqual([1]);
    expect(ids((await q().filter('title', 'match', '^[A-D]')).data)).toEqual([1, 2, 4]);
    expect(ids((await q().contains('tags', ['fi'])).data)).toEqual([1, 2]);
    expect(ids((await q().overlaps('tags', ['poetry', 'sci'])).data)).toEqual([1, 4]);
    expect(ids((await q().filter('rating', 'isdistinct', '5')).data)).toEqual([2, 3, 4, 5]);
    expect(ids((await q().gte('published_at', '2024-01-01')).data)).toEqual([1]);
    const byJson = await svc.db.from('authors').select('id').eq('meta->>city', 'Rome');
    expect(ids(byJson.data)).toEqual([2]);
  });

  it('combines or/and trees, nested and negated', async () => {
    const q = () => svc.db.from('books').select('id').order('id');
    expect(ids((await q().or('rating.eq.5,price.is.null')).data)).toEqual([1, 3]);
    expect(ids((await q().or('id.eq.5,and(author_id.eq.1,rating.lt.4)')).data)).toEqual([2, 5]);
    expect(ids((await q().or('title.eq."Delta \\"quoted\\", comma",id.in.(1,2)')).data)).toEqual([1, 2, 4]);
    expect(
      ids(
        (
          await q()
            .not('or', '(id.eq.1,id.eq.2)' as never, undefined as never)
            .limit(10)
        ).data ?? [],
      ),
    ).toBeDefined();
    expect(ids((await q().or('id.gt.3').or('rating.eq.1')).data)).toEqual([5]);
    expect(ids((await q().or('not.and(id.gt.1,id.lt.5),title.not.eq.Alpha', {})).data)).toEqual([1, 2, 3, 4, 5]);
  });

  it('orders by several columns with nulls first/last', async () => {
    const { data } = await svc.db.from('books').select('id').order('price', { ascending: false, nullsFirst: true }).order('id');
    expect(ids(data)).toEqual([3, 5, 2, 1, 4]);
    const last = await svc.db.from('books').select('id').order('author_id', { nullsFirst: false }).order('id', { ascending: false });
    expect(ids(last.data)).toEqual([2, 1, 4, 3, 5]);
  });

  it('pages with limit/offset and Range, and reports Content-Range with and without counts', async () => {
    const page = await svc.db.from('books').select('id').order('id').range(1, 2);
    expect(ids(page.data)).toEqual([2, 3]);
    expect(page.status).toBe(200);
    expect(svc.lastHeaders().get('content-range')).toBe('1-2/*');
    const counted = await svc.db.from('books').select('id', { count: 'exact' }).order('id').limit(2);
    expect(counted.count).toBe(5);
    expect(counted.status).toBe(206);
    expect(svc.lastHeaders().get('content-range')).toBe('0-1/5');
    const all = await svc.db.from('books').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    expect(svc.lastHeaders().get('content-range')).toBe('0-4/5');
    const empty = await svc.db.from('books').select('id').eq('id', 99);
    expect(empty.data).toEqual([]);
    expect(svc.lastHeaders().get('content-range')).toBe('*/*');
    const emptyCounted = await svc.db.from('books').select('id', { count: 'exact' }).eq('id', 99);
    expect(emptyCounted.count).toBe(0);
    expect(svc.lastHeaders().get('content-range')).toBe('*/0');
    const head = await svc.db.from('books').select('*', { count: 'exact', head: true }).gt('id', 2);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const ranged = await svc.db.from('books').select('id').order('id').setHeader('Range-Unit', 'items').setHeader('Range', '3-10');
    expect(ids(ranged.data)).toEqual([4, 5]);
    expect(svc.lastHeaders().get('content-range')).toBe('3-4/*');
    const beyond = await svc.db.from('books').select('id', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error?.code).toBe('PGRST103');
  });

  it('answers the object Accept header with one object, or PGRST116 406', async () => {
    const one = await svc.db.from('books').select('id, title').eq('id', 2).single();
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ id: 2, title: 'Beta' });
    const none = await svc.db.from('books').select('id').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await svc.db.from('books').select('id').single();
    expect(many.error?.details).toBe('The result contains 5 rows');
    const maybe = await svc.db.from('books').select('id').eq('id', 99).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('reads views', async () => {
    const { data } = await svc.db.from('cheap_books').select('title').order('id');
    expect(data).toEqual([{ title: 'Alpha' }, { title: 'Delta "quoted", comma' }]);
  });

  it('answers unknown tables, columns and profiles as PostgREST does', async () => {
    const table = await svc.db.from('nope').select();
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache" });
    const column = await svc.db.from('books').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column books.nope does not exist' });
    const filter = await svc.db.from('books').select().eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const badValue = await svc.db.from('books').select().eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' });
    const parse = await svc.db.from('books').select('id(').limit(1);
    expect(parse.status).toBe(400);
    expect(parse.error?.code).toBe('PGRST100');
    const profile = await svc.db.schema('private').from('books').select();
    expect(profile.status).toBe(406);
    expect(profile.error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: private' });
    const cast = await svc.db.from('books').select('id::evil');
    expect(cast.status).toBe(400);
  });

  it('picks up tables created after start (schema cache reload on miss)', async () => {
    await stack.ctx.db.exec(`create table later (id int primary key, v text); insert into later values (1, 'x')`);
    expect((await svc.db.from('later').select('v')).data).toEqual([{ v: 'x' }]);
    await stack.ctx.db.exec(`alter table later add column w int default 7`);
    expect((await svc.db.from('later').select('v, w')).data).toEqual([{ v: 'x', w: 7 }]);
  });

  it('refuses missing, invalid and expired tokens', async () => {
    const res = await fetch(`${stack.url}/rest/v1/books?select=id`);
    expect(res.status).toBe(401);
    const bad = restClient(stack, { token: 'not.a.jwt' });
    const invalid = await bad.db.from('books').select();
    expect(invalid.status).toBe(401);
    expect(invalid.error?.code).toBe('PGRST301');
    const { signJwt } = await import('../../src/jwt');
    const expiredToken = signJwt({ sub: 'x', role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 }, stack.config.jwtSecret);
    const expired = await restClient(stack, { token: expiredToken }).db.from('books').select();
    expect(expired.status).toBe(401);
    expect(expired.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const forged = signJwt({ role: 'service_role' }, 'another-secret-another-secret-another-secret');
    expect((await restClient(stack, { token: forged }).db.from('books').select()).status).toBe(401);
  });
});
