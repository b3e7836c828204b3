import { conditionsSql } from './build-filter';
import { selectSql, type BuildContext } from './build-select';
import { ApiError, invalidBody, unknownColumn, unknownPayloadColumn } from './errors';
import { checkScopesUsed } from './scopes';
import { bodyExpr, type Plan, type ResponseOptions } from './plan-types';
import type { Column, Relation } from './schema-types';
import { ident, table } from './sql';

export interface WriteOptions extends ResponseOptions {
  representation: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

type Row = Record<string, unknown>;

const isRow = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The payload's columns: the `columns` parameter, else the union of the rows' keys; each must exist. */
function payloadColumns(ctx: BuildContext, rel: Relation, rows: Row[]): Column[] {
  const names = ctx.query.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [...new Set(names)].map((name) => {
    const column = rel.columnsByName.get(name);
    if (!column) throw unknownPayloadColumn(rel.name, name);
    return column;
  });
}

const recordDef = (columns: Column[]) => columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');

/** Wraps a data-modifying statement (returning `_t0.*`) so it answers with the representation as JSON. */
function withRepresentation(ctx: BuildContext, rel: Relation, write: string, opts: WriteOptions, inserted: boolean): string {
  const select = selectSql(ctx, ctx.query.select, rel, '_t0', [], inserted ? rel.columns.map((c) => c.name) : undefined);
  checkScopesUsed(ctx);
  const body = opts.representation ? bodyExpr('_pgrst_src', opts) : 'null';
  const insertedSql = inserted ? `(select count(*) from _pgrst_write where _pgrst_inserted)::int` : 'null::int';
  return (
    `with _pgrst_write as (${write}), _pgrst_src as (select ${select.list} from _pgrst_write as _t0${select.joins}${select.groupBy}) ` +
    `select (select count(*) from _pgrst_write)::int as n, null::bigint as total, ${body} as body, ${insertedSql} as inserted from _pgrst_src`
  );
}

/** POST: insert (or upsert) one object or an array of objects. */
export function planInsert(ctx: BuildContext, rel: Relation, payload: unknown, opts: WriteOptions): Plan {
  const rows = payload === undefined ? [{}] : Array.isArray(payload) ? payload : [payload];
  if (!rows.every(isRow)) throw invalidBody('The payload must be a JSON object or an array of JSON objects');
  const columns = payloadColumns(ctx, rel, rows);
  const p = ctx.params;
  let insert: string;
  if (columns.length === 0) {
    insert = `insert into ${table(rel)} as _t0 select from json_array_elements(${p.add(JSON.stringify(rows))}::json)`;
  } else if (opts.missingDefault) {
    // A key missing from a row takes the column's default; a column missing from every row is left to the database.
    const present = columns.filter((c) => rows.some((r) => Object.prototype.hasOwnProperty.call(r, c.name)));
    const used = present.length > 0 ? present : columns;
    // Each row evaluates the defaults of the columns some row leaves out (as PostgREST does: a sequence advances per
    // row); the lateral refers to the row so it is evaluated for each.
    const defaulted = used.filter((c) => !rows.every((r) => Object.prototype.hasOwnProperty.call(r, c.name)));
    const values = used.map((c) => {
      const given = `_r.${ident(c.name)}`;
      if (!defaulted.includes(c)) return given;
      return `case when _j.v ? ${p.add(c.name)} then ${given} else _d.${ident(c.name)} end`;
    });
    const defaults = defaulted.length
      ? ` cross join lateral (select ${defaulted.map((c) => `${c.defaultExpr ?? `null::${c.type}`} as ${ident(c.name)}`).join(', ')} where _j.v is not null) as _d`
      : '';
    insert =
      `insert into ${table(rel)} as _t0 (${used.map((c) => ident(c.name)).join(', ')}) select ${values.join(', ')} ` +
      `from jsonb_array_elements(${p.add(JSON.stringify(rows))}::jsonb) as _j(v) cross join lateral jsonb_to_record(_j.v) as _r(${recordDef(used)})${defaults}`;
    columns.splice(0, columns.length, ...used);
  } else {
    insert =
      `insert into ${table(rel)} as _t0 (${columns.map((c) => ident(c.name)).join(', ')}) ` +
      `select ${columns.map((c) => `_r.${ident(c.name)}`).join(', ')} from json_to_recordset(${p.add(JSON.stringify(rows))}::json) as _r(${recordDef(columns)})`;
  }
  const upsert = opts.resolution !== undefined;
  if (upsert) {
    const target = (ctx.query.onConflict ?? rel.primaryKey).map((name) => {
      if (!rel.columnsByName.has(name)) throw unknownColumn(rel.name, name);
      return ident(name);
    });
    if (target.length > 0) {
      const merge = opts.resolution === 'merge-duplicates' && columns.length > 0;
      insert += ` on conflict (${target.join(', ')}) do ${merge ? `update set ${columns.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ')}` : 'nothing'}`;
    }
  }
  if (!opts.representation) return { sql: insert, params: p.values, result: 'affected', offset: 0 };
  const returning = ` returning _t0.*${upsert ? ', (_t0.xmax = 0) as _pgrst_inserted' : ''}`;
  return { sql: withRepresentation(ctx, rel, insert + returning, opts, upsert), params: p.values, result: 'rows', offset: 0 };
}

function whereSql(ctx: BuildContext, rel: Relation): string {
  const top = ctx.query.scopes.get('')!;
  const where = conditionsSql(top.where, rel, '_t0', ctx.params);
  return where.length > 0 ? ` where ${where.join(' and ')}` : '';
}

/** PATCH: update the rows the filters match with the object's values. */
export function planUpdate(ctx: BuildContext, rel: Relation, payload: unknown, opts: WriteOptions): Plan | null {
  if (!isRow(payload)) throw invalidBody('The payload must be a JSON object');
  const columns = payloadColumns(ctx, rel, [payload]);
  if (columns.length === 0) return null;
  const p = ctx.params;
  const assignments = columns.map((c) => `${ident(c.name)} = _r.${ident(c.name)}`).join(', ');
  const update =
    `update ${table(rel)} as _t0 set ${assignments} from json_to_record(${p.add(JSON.stringify(payload))}::json) as _r(${recordDef(columns)})` +
    whereSql(ctx, rel);
  if (!opts.representation) return { sql: update, params: p.values, result: 'affected', offset: 0 };
  return { sql: withRepresentation(ctx, rel, `${update} returning _t0.*`, opts, false), params: p.values, result: 'rows', offset: 0 };
}

/** DELETE: delete the rows the filters match. */
export function planDelete(ctx: BuildContext, rel: Relation, opts: WriteOptions): Plan {
  const del = `delete from ${table(rel)} as _t0${whereSql(ctx, rel)}`;
  if (!opts.representation) return { sql: del, params: ctx.params.values, result: 'affected', offset: 0 };
  return { sql: withRepresentation(ctx, rel, `${del} returning _t0.*`, opts, false), params: ctx.params.values, result: 'rows', offset: 0 };
}

export const notWritable = (what: string) => new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${what}`);
