import { ApiError } from './errors';
import { conditionsSql } from './build-filter';
import { fieldSql, type Source } from './columns';
import { orderSql } from './build-order';
import type { ParsedQuery, SelectEmbed, SelectItem } from './query-types';
import { findRelationship } from './relationships';
import type { SchemaSnapshot } from './schema-types';
import { CASTS, ident, table, type SqlParams } from './sql';

/** Shared state while one statement is built: aliases `_t1`, `_t2`... are unique within it. */
export interface BuildContext {
  schema: SchemaSnapshot;
  query: ParsedQuery;
  params: SqlParams;
  nextAlias: number;
}

export interface SelectSql {
  /** The select list. */
  list: string;
  /** Conditions the parent must add (from `!inner` embeds). */
  innerConditions: string[];
}

/**
 * The select list for `items` over `source` aliased `alias`. Embeds become correlated subqueries that
 * build their JSON inside Postgres (an object for many-to-one, an array for one-to-many).
 * `star` lists the columns `*` stands for when it must not be `alias.*`.
 */
export function selectSql(
  ctx: BuildContext,
  items: SelectItem[],
  source: Source,
  alias: string,
  path: string[],
  star?: string[],
): SelectSql {
  const list: string[] = [];
  const innerConditions: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      list.push(star ? star.map((c) => `${alias}.${ident(c)}`).join(', ') || `${alias}.*` : `${alias}.*`);
    } else if (item.kind === 'column') {
      const field = fieldSql(source, alias, item.field, ctx.params);
      let sql = field.sql;
      if (item.cast) {
        const type = CASTS[item.cast.toLowerCase()];
        if (!type) throw new ApiError(400, '42704', `type "${item.cast.slice(0, 100)}" does not exist`);
        sql = `(${sql})::${type}`;
      }
      list.push(`${sql} as ${ident(item.alias ?? field.outputName)}`);
    } else {
      const embed = embedSql(ctx, item, source, alias, path);
      list.push(embed.column);
      if (embed.inner) innerConditions.push(embed.inner);
    }
  }
  return { list: list.join(', ') || 'null as "_"', innerConditions };
}

function embedSql(
  ctx: BuildContext,
  item: SelectEmbed,
  parent: Source,
  parentAlias: string,
  path: string[],
): { column: string; inner?: string } {
  const rel = findRelationship(ctx.schema, parent.name, item.target, item.hint);
  const name = item.alias ?? item.target;
  const childPath = [...path, name];
  const scope = ctx.query.scopes.get(childPath.join('.'));
  const join = (alias: string) => rel.pairs.map(([p, c]) => `${alias}.${ident(c)} = ${parentAlias}.${ident(p)}`);

  const alias = `_t${ctx.nextAlias++}`;
  const inner = selectSql(ctx, item.items.length > 0 ? item.items : [{ kind: 'star' }], rel.target, alias, childPath);
  const where = [...join(alias), ...conditionsSql(scope?.where ?? [], rel.target, alias, ctx.params), ...inner.innerConditions];
  const order = scope ? orderSql(scope.order, rel.target, alias, ctx.params) : '';
  const range = `${scope?.limit !== undefined ? ` limit ${ctx.params.add(String(scope.limit))}` : ''}${scope?.offset !== undefined ? ` offset ${ctx.params.add(String(scope.offset))}` : ''}`;
  const from = `from ${table(rel.target.name)} as ${alias} where ${where.join(' and ')}`;
  const rows = `select ${inner.list} ${from}${order}${range}`;
  const agg = `_e${ctx.nextAlias++}`;
  const column =
    rel.cardinality === 'one'
      ? `(select row_to_json(${agg}) from (${rows}) as ${agg}) as ${ident(name)}`
      : `(select coalesce(json_agg(${agg}), '[]') from (${rows}) as ${agg}) as ${ident(name)}`;
  if (!item.inner) return { column };
  const existsAlias = `_t${ctx.nextAlias++}`;
  const existsWhere = [...join(existsAlias), ...conditionsSql(scope?.where ?? [], rel.target, existsAlias, ctx.params)];
  return { column, inner: `exists (select 1 from ${table(rel.target.name)} as ${existsAlias} where ${existsWhere.join(' and ')})` };
}
