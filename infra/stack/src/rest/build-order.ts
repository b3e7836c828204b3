import { fieldSql, type Source } from './columns';
import type { OrderTerm } from './query-types';
import type { SqlParams } from './sql';

/** ` order by a desc nulls last, b` (or '' when there is nothing to order by). */
export function orderSql(terms: OrderTerm[], source: Source, alias: string, params: SqlParams): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    const field = fieldSql(source, alias, t.field, params);
    return `${field.sql}${t.direction === 'desc' ? ' desc' : t.direction === 'asc' ? ' asc' : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}
