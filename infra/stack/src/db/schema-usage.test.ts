import { parseSchemaUsage, SCHEMA_USAGE_LIMIT } from './schema-usage';

describe('the usage a rollback check is asked about (operations endpoint input)', () => {
  it('takes tables with their columns and functions', () => {
    const usage = { tables: { loans: ['id', '*'], 'storage.objects': ['name'] }, functions: ['search_portal'] };
    expect(parseSchemaUsage(usage)).toEqual(usage);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'loans'],
    ['tables as a list', { tables: ['loans'], functions: [] }],
    ['no functions', { tables: {} }],
    ['a column that is not a name', { tables: { loans: [1] }, functions: [] }],
    ['an empty name', { tables: { loans: [''] }, functions: [] }],
    ['a huge name', { tables: { loans: ['x'.repeat(201)] }, functions: [] }],
    ['too many functions', { tables: {}, functions: Array.from({ length: SCHEMA_USAGE_LIMIT + 1 }, (_, i) => `f${i}`) }],
  ])('refuses %s', (_, value) => {
    expect(parseSchemaUsage(value)).toBeNull();
  });
});
