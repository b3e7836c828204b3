import { conditionsSql } from './build-filter';
import { orderSql } from './build-order';
import { selectSql, type BuildContext } from './build-select';
import type { Source } from './columns';
import { checkScopesUsed } from './scopes';
import { bodyExpr, type Plan, type ResponseOptions } from './plan-types';

export interface ReadOptions extends ResponseOptions {
  range?: { offset: number; limit?: number };
  /** PostgREST's db-max-rows (config.toml `[api] max_rows`): no read returns more rows. */
  maxRows?: number;
}

/**
 * GET: `with _pgrst_src as (select … from <from> where … order by … limit … offset …)
 * select count(*) n, <total>, <json body> from _pgrst_src`. `from` aliases the source as `_t0`.
 */
export function planRead(ctx: BuildContext, source: Source, from: string, opts: ReadOptions): Plan {
  const top = ctx.query.scopes.get('')!;
  const select = selectSql(ctx, ctx.query.select, source, '_t0', []);
  const where = [...conditionsSql(top.where, source, '_t0', ctx.params), ...select.innerConditions];
  const joined = `${from}${select.joins}`;
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const order = orderSql(top.order, source, '_t0', ctx.params);
  const offset = top.offset ?? opts.range?.offset ?? 0;
  const limits = [top.limit, opts.range?.limit, opts.maxRows].filter((x): x is number => x !== undefined);
  const limit = limits.length > 0 ? ` limit ${ctx.params.add(String(Math.min(...limits)))}` : '';
  const offsetSql = offset > 0 ? ` offset ${ctx.params.add(String(offset))}` : '';
  checkScopesUsed(ctx);
  const counted = select.groupBy ? `(select ${select.list} from ${joined}${whereSql}${select.groupBy}) as _g` : `${from}${whereSql}`;
  const total = opts.count ? `(select count(*) from ${counted})` : 'null';
  const sql =
    `with _pgrst_src as (select ${select.list} from ${joined}${whereSql}${select.groupBy}${order}${limit}${offsetSql}) ` +
    `select count(*)::int as n, ${total}::bigint as total, ${bodyExpr('_pgrst_src', opts)} as body, null::int as inserted from _pgrst_src`;
  return { sql, params: ctx.params.values, result: 'rows', offset, countSource: `select 1 from ${counted}` };
}
