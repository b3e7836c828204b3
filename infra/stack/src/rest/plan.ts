import type { BuildContext } from './build-select';
import { invalidBody, unknownTable } from './errors';
import { checkEmbedDepth } from './limits';
import type { MediaChoice, Preferences } from './parse-headers';
import { parseQuery } from './parse-query';
import { planRead } from './plan-read';
import { chooseFunction, planRpc } from './plan-rpc';
import type { Plan } from './plan-types';
import { planDelete, planInsert, planUpdate } from './plan-write';
import type { SchemaSnapshot } from './schema-types';
import { SqlParams, table } from './sql';

export type Route = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export interface PlanInput {
  route: Route;
  method: string;
  params: URLSearchParams;
  payload: unknown;
  prefs: Preferences;
  media: MediaChoice;
  range?: { offset: number; limit?: number };
  /** Deepest embedding allowed in `select` (unlimited when absent). */
  maxEmbedDepth?: number;
  /** Most rows a read or a set-returning rpc answers (config.toml `[api] max_rows`). */
  maxRows?: number;
  /** db-aggregates-enabled. */
  aggregates?: boolean;
}

export type PlannedRequest = { plan: Plan | null; rpc?: { void: boolean; scalar: boolean; returnsSet: boolean } };

/** Plans one request against a schema snapshot (no database access): the SQL and its parameters. */
export function planRequest(schema: SchemaSnapshot, input: PlanInput): PlannedRequest {
  const { route, method, prefs, media } = input;
  const responseOpts = {
    count: prefs.count !== undefined,
    singular: media.singular,
    stripNulls: media.stripNulls,
    csv: media.format === 'csv',
  };
  if (route.kind === 'rpc') {
    const isRead = method === 'GET' || method === 'HEAD';
    const argNames = new Set((schema.functions.get(route.name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
    const query = parseQuery(input.params, isRead ? argNames : new Set());
    if (input.maxEmbedDepth !== undefined) checkEmbedDepth(query.select, input.maxEmbedDepth);
    let args: Record<string, unknown> | undefined;
    if (isRead) args = Object.fromEntries(query.args);
    else if (input.payload === undefined) args = {};
    else if (input.payload !== null && typeof input.payload === 'object' && !Array.isArray(input.payload))
      args = input.payload as Record<string, unknown>;
    const call = chooseFunction(schema, route.name, args, input.payload);
    if (args === undefined && !call.wholeBody) throw invalidBody('The payload must be a JSON object');
    const ctx: BuildContext = { schema, query, params: new SqlParams(), nextAlias: 1, aggregates: input.aggregates };
    const plan = planRpc(ctx, call, { ...responseOpts, range: input.range, maxRows: input.maxRows });
    return { plan, rpc: { void: plan.void, scalar: plan.scalar, returnsSet: call.fn.returnsSet } };
  }
  const rel = schema.relations.get(route.name);
  if (!rel) throw unknownTable(schema.schema, route.name);
  const query = parseQuery(input.params);
  if (input.maxEmbedDepth !== undefined) checkEmbedDepth(query.select, input.maxEmbedDepth);
  const ctx: BuildContext = { schema, query, params: new SqlParams(), nextAlias: 1, aggregates: input.aggregates };
  const writeOpts = {
    ...responseOpts,
    representation: prefs.return === 'representation',
    resolution: prefs.resolution,
    missingDefault: prefs.missingDefault,
  };
  switch (method) {
    case 'GET':
    case 'HEAD':
      return { plan: planRead(ctx, rel, `${table(rel)} as _t0`, { ...responseOpts, range: input.range, maxRows: input.maxRows }) };
    case 'POST':
      return { plan: planInsert(ctx, rel, input.payload, writeOpts) };
    case 'PATCH':
      return { plan: planUpdate(ctx, rel, input.payload, writeOpts) };
    default:
      return { plan: planDelete(ctx, rel, writeOpts) };
  }
}
