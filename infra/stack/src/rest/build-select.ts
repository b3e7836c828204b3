import { ApiError, unknownColumn } from './errors';
import { conditionsSql } from './build-filter';
import { fieldSql, type Source } from './columns';
import { orderSql } from './build-order';
import type { ParsedQuery, Scope, SelectColumn, SelectEmbed, SelectItem } from './query-types';
import { findRelationship, type Relationship } from './relationships';
import type { SchemaSnapshot } from './schema-types';
import { CASTS, ident, table, type SqlParams } from './sql';

/** Shared state while one statement is built: aliases `_t1`, `_t2`... are unique within it. */
export interface BuildContext {
  schema: SchemaSnapshot;
  query: ParsedQuery;
  params: SqlParams;
  nextAlias: number;
  /** PostgREST's db-aggregates-enabled: `count()`, `col.sum()`... are refused (PGRST123) when off. */
  aggregates?: boolean;
}

export interface SelectSql {
  /** The select list. */
  list: string;
  /** Conditions the parent must add (from `!inner` embeds). */
  innerConditions: string[];
  /** Lateral joins the FROM clause must add (spread embeds). */
  joins: string;
  /** ` group by 1, 3` when the list has aggregates (every other item is grouped), else ''. */
  groupBy: string;
  /** The output keys, in order (a spread embed's keys become its parent's). */
  names: string[];
}

interface Entry {
  sql: string;
  name: string;
  aggregate: boolean;
}

const castType = (cast: string) => {
  const type = CASTS[cast.toLowerCase()];
  if (!type) throw new ApiError(400, '42704', `type "${cast.slice(0, 100)}" does not exist`);
  return type;
};

const notAllowed = () => new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

/**
 * The select list for `items` over `source` aliased `alias` (`depth` 0 is the request's own relation).
 * Embeds become correlated subqueries that build their JSON inside Postgres (an object for to-one, an
 * array for to-many); spread embeds become lateral joins whose columns join the parent's; aggregates
 * group by every other item of their level. `star` lists the columns `*` stands for when it must not be `alias.*`.
 */
export function selectSql(
  ctx: BuildContext,
  items: SelectItem[],
  source: Source,
  alias: string,
  path: string[],
  star?: string[],
  depth = 0,
): SelectSql {
  const entries: Entry[] = [];
  const innerConditions: string[] = [];
  const joins: string[] = [];
  const aggregated = items.some((i) => i.kind === 'column' && (i.aggregate || isCountAttribute(source, i)));
  const spreadsOrGroups = aggregated || items.some((i) => i.kind === 'embed' && i.spread);
  const embedNames = new Set<string>();
  for (const item of items) {
    if (item.kind === 'star') {
      const names = star ?? (spreadsOrGroups ? source.columns.map((c) => c.name) : undefined);
      if (names) for (const c of names) entries.push({ sql: `${alias}.${ident(c)}`, name: c, aggregate: false });
      else entries.push({ sql: `${alias}.*`, name: '*', aggregate: false });
    } else if (item.kind === 'column') {
      entries.push(columnEntry(ctx, item, source, alias, depth));
    } else {
      const name = item.alias ?? item.target;
      if (!item.spread) {
        if (embedNames.has(name))
          throw new ApiError(400, '42712', `table name "${source.name}_${name}_${depth + 1}" specified more than once`);
        embedNames.add(name);
      }
      const embed = embedSql(ctx, item, source, alias, path, depth + 1);
      entries.push(...embed.entries);
      if (embed.join) joins.push(embed.join);
      if (embed.inner) innerConditions.push(embed.inner);
    }
  }
  const list = entries.map((e) => (e.name === '*' ? e.sql : `${e.sql} as ${ident(e.name)}`)).join(', ') || 'null as "_"';
  const grouped = entries.flatMap((e, i) => (e.aggregate ? [] : [String(i + 1)]));
  const groupBy = aggregated && grouped.length > 0 ? ` group by ${grouped.join(', ')}` : '';
  return { list, innerConditions, joins: joins.join(''), groupBy, names: entries.map((e) => e.name) };
}

/** `rel(count)`: Postgres reads `alias.count` as `count(alias)` (PostgREST relies on it). */
const isCountAttribute = (source: Source, item: SelectColumn) =>
  !item.aggregate && item.field.name === 'count' && item.field.json.length === 0 && !source.columnsByName.has('count');

function columnEntry(ctx: BuildContext, item: SelectColumn, source: Source, alias: string, depth: number): Entry {
  const shownAs = depth === 0 ? source.name : `${source.name}_${depth}`;
  if (isCountAttribute(source, item)) return { sql: 'count(*)', name: item.alias ?? 'count', aggregate: true };
  if (item.aggregate) {
    if (!ctx.aggregates) throw notAllowed();
    let sql: string;
    if (item.field.name === '*') sql = 'count(*)';
    else {
      let value = valueSql(ctx, item, source, alias, shownAs).sql;
      if (item.cast) value = `(${value})::${castType(item.cast)}`;
      sql = `${item.aggregate}(${value})`;
    }
    if (item.aggregateCast) sql = `(${sql})::${castType(item.aggregateCast)}`;
    return { sql, name: item.alias ?? item.aggregate, aggregate: true };
  }
  const value = valueSql(ctx, item, source, alias, shownAs);
  const sql = item.cast ? `(${value.sql})::${castType(item.cast)}` : value.sql;
  return { sql, name: item.alias ?? value.outputName, aggregate: false };
}

/** A column, or a computed field (a function of the row: `fn(alias)`), as SQL. */
function valueSql(ctx: BuildContext, item: SelectColumn, source: Source, alias: string, shownAs: string) {
  if (!source.columnsByName.has(item.field.name)) {
    const fn = (ctx.schema.functions.get(item.field.name) ?? []).find((f) => f.argRelation === source.name && !f.resultColumns);
    if (fn && item.field.json.length === 0) return { sql: `${table(fn)}(${alias})`, outputName: fn.name };
    throw unknownColumn(shownAs, item.field.name);
  }
  return fieldSql(source, alias, item.field, ctx.params);
}

/** FROM and join conditions of an embedded relation aliased `alias` under the parent aliased `parentAlias`. */
function relationFrom(ctx: BuildContext, rel: Relationship, alias: string, parentAlias: string): { from: string; conditions: string[] } {
  if (rel.fn) return { from: `${table(rel.fn)}(${parentAlias}) as ${alias}`, conditions: [] };
  if (rel.junction) {
    const j = `_j${ctx.nextAlias++}`;
    const on = rel.junction.targetPairs.map(([t, jc]) => `${j}.${ident(jc)} = ${alias}.${ident(t)}`).join(' and ');
    return {
      from: `${table(rel.target)} as ${alias} join ${table(rel.junction.rel)} as ${j} on ${on}`,
      conditions: rel.junction.parentPairs.map(([p, jc]) => `${j}.${ident(jc)} = ${parentAlias}.${ident(p)}`),
    };
  }
  return {
    from: `${table(rel.target)} as ${alias}`,
    conditions: rel.pairs.map(([p, c]) => `${alias}.${ident(c)} = ${parentAlias}.${ident(p)}`),
  };
}

function embedSql(
  ctx: BuildContext,
  item: SelectEmbed,
  parent: Source,
  parentAlias: string,
  path: string[],
  depth: number,
): { entries: Entry[]; join?: string; inner?: string } {
  const rel = findRelationship(ctx.schema, parent.name, item.target, item.hint);
  const name = item.alias ?? item.target;
  const childPath = [...path, name];
  const scope = ctx.query.scopes.get(childPath.join('.'));
  // `rel()`: no key in the output (and no SQL: its parameters would go unused); the embed still filters with !inner.
  if (item.items.length === 0 && !item.spread)
    return { entries: [], inner: item.inner ? existsSql(ctx, rel, scope, parentAlias) : undefined };
  const alias = `_t${ctx.nextAlias++}`;
  const { from, conditions } = relationFrom(ctx, rel, alias, parentAlias);
  const star = item.spread ? rel.target.columns.map((c) => c.name) : undefined;
  const inner = selectSql(ctx, item.items.length > 0 ? item.items : [{ kind: 'star' }], rel.target, alias, childPath, star, depth);
  const where = [...conditions, ...conditionsSql(scope?.where ?? [], rel.target, alias, ctx.params), ...inner.innerConditions];
  const order = scope ? orderSql(scope.order, rel.target, alias, ctx.params) : '';
  const range = `${scope?.limit !== undefined ? ` limit ${ctx.params.add(String(scope.limit))}` : ''}${scope?.offset !== undefined ? ` offset ${ctx.params.add(String(scope.offset))}` : ''}`;
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const rows = `select ${inner.list} from ${from}${inner.joins}${whereSql}${inner.groupBy}${order}${range}`;
  const agg = `_e${ctx.nextAlias++}`;
  let entries: Entry[];
  let join: string | undefined;
  if (item.spread) {
    // The embed's keys join the parent's: to-one as they are, to-many as one array per key (PostgREST 13).
    const s = `_s${ctx.nextAlias++}`;
    const keys = inner.names.filter((n) => n !== '*');
    if (rel.cardinality === 'one') {
      join = ` left join lateral (${rows}) as ${s} on true`;
    } else {
      const arrays = keys.map((k) => `coalesce(json_agg(${agg}.${ident(k)}), '[]') as ${ident(k)}`).join(', ') || 'null as "_"';
      join = ` left join lateral (select ${arrays} from (${rows}) as ${agg}) as ${s} on true`;
    }
    entries = keys.map((k) => ({ sql: `${s}.${ident(k)}`, name: k, aggregate: false }));
  } else {
    const sql =
      rel.cardinality === 'one'
        ? `(select row_to_json(${agg}) from (${rows}) as ${agg})`
        : `(select coalesce(json_agg(${agg}), '[]') from (${rows}) as ${agg})`;
    entries = [{ sql, name, aggregate: false }];
  }
  return { entries, join, inner: item.inner ? existsSql(ctx, rel, scope, parentAlias) : undefined };
}

/** `!inner`: the parent row is kept only when a related row passes the embed's filters. */
function existsSql(ctx: BuildContext, rel: Relationship, scope: Scope | undefined, parentAlias: string): string {
  const existsAlias = `_t${ctx.nextAlias++}`;
  const exists = relationFrom(ctx, rel, existsAlias, parentAlias);
  const existsWhere = [...exists.conditions, ...conditionsSql(scope?.where ?? [], rel.target, existsAlias, ctx.params)];
  return `exists (select 1 from ${exists.from}${existsWhere.length ? ` where ${existsWhere.join(' and ')}` : ''})`;
}
