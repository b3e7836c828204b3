import { ApiError } from './errors';
import { parseLogic } from './parse-filter';
import { parseQuery } from './parse-query';
import { parseSelect } from './parse-select';

const q = (s: string) => parseQuery(new URLSearchParams(s));

describe('parseSelect', () => {
  it('reads columns, aliases, casts, JSON paths and embeds', () => {
    expect(parseSelect('*,alias:name::text,data->a->>b,child!fk_name!inner(id,grand(*)),"odd, name"')).toEqual([
      { kind: 'star' },
      { kind: 'column', field: { name: 'name', json: [] }, alias: 'alias', cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'embed',
        target: 'child',
        alias: undefined,
        hint: 'fk_name',
        inner: true,
        items: [
          { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
          { kind: 'embed', target: 'grand', alias: undefined, hint: undefined, inner: false, items: [{ kind: 'star' }] },
        ],
      },
      { kind: 'column', field: { name: 'odd, name', json: [] }, alias: undefined, cast: undefined },
    ]);
  });

  it('treats an empty select as *', () => expect(parseSelect('')).toEqual([{ kind: 'star' }]));

  it.each(['a,', '(', 'a(', 'a)', 'a:', '"unterminated', 'a,,b', 'x!()', ':a', 'a->', 'a\u0000b'])('rejects %j with PGRST100', (text) => {
    expect(() => parseSelect(text)).toThrow(ApiError);
    try {
      parseSelect(text);
    } catch (e) {
      expect((e as ApiError).code).toBe('PGRST100');
      expect((e as ApiError).status).toBe(400);
    }
  });

  it('limits nesting depth', () => {
    expect(() => parseSelect('a('.repeat(50) + '*' + ')'.repeat(50))).toThrow(/failed to parse/);
  });
});

describe('parseQuery', () => {
  it('reads filters with operators, not., modifiers and lists', () => {
    const parsed = q('a=eq.1&b=not.in.(x,"y,z",w)&c=is.null&d=like.*ab*&e=fts(english).cat&f=eq(any).{1,2}&g=eq.a.b.c');
    const where = parsed.scopes.get('')!.where;
    expect(where).toEqual([
      { kind: 'filter', field: { name: 'a', json: [] }, negate: false, op: 'eq', value: '1' },
      { kind: 'filter', field: { name: 'b', json: [] }, negate: true, op: 'in', value: ['x', 'y,z', 'w'] },
      { kind: 'filter', field: { name: 'c', json: [] }, negate: false, op: 'is', value: 'null' },
      { kind: 'filter', field: { name: 'd', json: [] }, negate: false, op: 'like', value: '*ab*' },
      { kind: 'filter', field: { name: 'e', json: [] }, negate: false, op: 'fts', language: 'english', value: 'cat' },
      { kind: 'filter', field: { name: 'f', json: [] }, negate: false, op: 'eq', quantifier: 'any', value: '{1,2}' },
      { kind: 'filter', field: { name: 'g', json: [] }, negate: false, op: 'eq', value: 'a.b.c' },
    ]);
  });

  it('reads order, limit, offset, embedded scopes, columns and on_conflict', () => {
    const parsed = q(
      'order=a.desc.nullslast,b&limit=5&offset=10&child.order=c.asc&child.limit=2&columns="x","y"&on_conflict=id&child.d=gt.3',
    );
    expect(parsed.scopes.get('')).toEqual({
      where: [],
      order: [{ field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' }, { field: { name: 'b', json: [] } }],
      limit: 5,
      offset: 10,
    });
    expect(parsed.scopes.get('child')).toMatchObject({
      limit: 2,
      order: [{ field: { name: 'c' }, direction: 'asc' }],
      where: [{ op: 'gt', value: '3' }],
    });
    expect(parsed.columns).toEqual(['x', 'y']);
    expect(parsed.onConflict).toEqual(['id']);
  });

  it('reads nested logic trees with quoted values and not', () => {
    expect(parseLogic('or', false, '(a.eq.1,not.and(b.gt.2,c.in.(1,2)),d.eq."x,y)",e.not.is.null)')).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: { name: 'a', json: [] }, negate: false, op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negate: true,
          children: [
            { kind: 'filter', field: { name: 'b', json: [] }, negate: false, op: 'gt', value: '2' },
            { kind: 'filter', field: { name: 'c', json: [] }, negate: false, op: 'in', value: ['1', '2'] },
          ],
        },
        { kind: 'filter', field: { name: 'd', json: [] }, negate: false, op: 'eq', value: 'x,y)' },
        { kind: 'filter', field: { name: 'e', json: [] }, negate: true, op: 'is', value: 'null' },
      ],
    });
    expect(q('not.or=(a.eq.1)').scopes.get('')!.where[0]).toMatchObject({ kind: 'logic', op: 'or', negate: true });
  });

  it('treats function argument names as arguments', () => {
    const parsed = parseQuery(new URLSearchParams('a=1&b=eq.2'), new Set(['a']));
    expect(parsed.args.get('a')).toBe('1');
    expect(parsed.scopes.get('')!.where).toHaveLength(1);
  });

  it.each([
    'a=bogus.1',
    'a=eq',
    'a=in.(1,2',
    'a=in.1,2',
    'a=is.maybe',
    'limit=-1',
    'limit=x',
    'offset=1.5',
    'order=a.sideways',
    'or=(a.eq.1',
    'or=a.eq.1',
    'or=(a.zz.1)',
    'or=()',
    'a=eq(some).{1}',
    '=eq.1',
  ])('rejects %j with PGRST100', (text) => {
    expect(() => q(text)).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
  });
});
