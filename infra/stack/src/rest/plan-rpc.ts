import type { BuildContext } from './build-select';
import { ApiError, SchemaMiss } from './errors';
import { planRead, type ReadOptions } from './plan-read';
import { bodyExpr, type Plan } from './plan-types';
import type { RestFunction, SchemaSnapshot } from './schema-types';
import { ident, table } from './sql';

export interface RpcCall {
  fn: RestFunction;
  /** The arguments object, or the whole body for a function taking one unnamed json/jsonb argument. */
  args: Record<string, unknown>;
  wholeBody: boolean;
}

const describe = (fn: RestFunction) => `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/** Picks the overload whose argument names fit the given keys (PostgREST's rules, simplified). */
export function chooseFunction(schema: SchemaSnapshot, name: string, args: Record<string, unknown> | undefined, rawBody: unknown): RpcCall {
  const candidates = schema.functions.get(name) ?? [];
  const keys = Object.keys(args ?? {});
  const fits = candidates.filter((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  if (fits.length === 1) return { fn: fits[0], args: args ?? {}, wholeBody: false };
  if (fits.length > 1) {
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map(describe).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const single = candidates.find(
    (fn) => fn.args.length === 1 && fn.args[0].name === '' && (fn.args[0].type === 'json' || fn.args[0].type === 'jsonb'),
  );
  if (single && rawBody !== undefined) return { fn: single, args: { body: rawBody }, wholeBody: true };
  const list = keys.join(', ');
  throw new SchemaMiss(
    404,
    'PGRST202',
    `Could not find the function ${schema.schema}.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${schema.schema}.${name} ${keys.length ? `with parameters ${list}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

/**
 * The function call as SQL over `json_to_record($1) as _a(...)`, so Postgres converts each JSON
 * argument to its declared type (PostgREST's own approach).
 */
function callSql(ctx: BuildContext, call: RpcCall): { call: string; from: string } {
  const fnName = table(call.fn);
  if (call.wholeBody) {
    const arg = ctx.params.add(JSON.stringify(call.args.body));
    return { call: `${fnName}(${arg}::${call.fn.args[0].type})`, from: '' };
  }
  const given = call.fn.args.filter((a) => Object.prototype.hasOwnProperty.call(call.args, a.name));
  if (given.length === 0) return { call: `${fnName}()`, from: '' };
  const payload = Object.fromEntries(given.map((a) => [a.name, call.args[a.name]]));
  const record = `json_to_record(${ctx.params.add(JSON.stringify(payload))}::json) as _a(${given.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  const named = given.map((a) => `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := _a.${ident(a.name)}`).join(', ');
  return { call: `${fnName}(${named})`, from: record };
}

/** The statement for an rpc call: rows (filterable like a table), a set of scalars, a scalar, or void. */
export function planRpc(ctx: BuildContext, call: RpcCall, opts: ReadOptions): Plan & { void: boolean; scalar: boolean } {
  const { fn } = call;
  const { call: callText, from } = callSql(ctx, call);
  if (fn.resultColumns) {
    const source = {
      name: fn.rowRelation ?? fn.name,
      columns: fn.resultColumns,
      columnsByName: new Map(fn.resultColumns.map((c) => [c.name, c])),
    };
    const fromSql = from ? `${from} cross join lateral ${callText} as _t0` : `${callText} as _t0`;
    const plan = planRead(ctx, source, fromSql, fn.returnsSet ? opts : { ...opts, singular: true, count: false });
    return { ...plan, void: false, scalar: !fn.returnsSet };
  }
  const fromClause = from ? ` from ${from}` : '';
  if (fn.returnsSet) {
    const sql =
      `select count(*)::int as n, null::bigint as total, ${bodyExpr('_s._v', { singular: false, stripNulls: false })} as body, null::int as inserted ` +
      `from ${from ? `${from} cross join lateral ` : ''}${callText} as _s(_v)`;
    return { sql, params: ctx.params.values, result: 'rows', offset: 0, void: false, scalar: false };
  }
  if (fn.returnsVoid) {
    const sql = `select count(*)::int as n, null::bigint as total, null::text as body, null::int as inserted from (select ${callText} as _v${fromClause}) as _x`;
    return { sql, params: ctx.params.values, result: 'rows', offset: 0, void: true, scalar: true };
  }
  const sql = `select 1 as n, null::bigint as total, to_json(${callText})::text as body, null::int as inserted${fromClause}`;
  return { sql, params: ctx.params.values, result: 'rows', offset: 0, void: fn.returnsVoid, scalar: true };
}
