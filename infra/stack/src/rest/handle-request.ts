import type { StackContext } from '../context';
import { headersForSql, runRequestStatements } from '../db/request-transaction';
import type { QueryResult } from '../db/types';
import { requestClaims } from '../http/request-claims';
import { assertJsonDepth, type ApiRequest, type ApiResponse } from '../http/types';
import { authError } from './auth-errors';
import { ApiError, fromPgError, invalidBody, SchemaMiss, singularError } from './errors';
import { capResponse, checkResponseSize } from './limits';
import { chooseMedia, parsePrefer, parseRange, requestedProfile, type MediaChoice, type Preferences } from './parse-headers';
import { planRequest, type PlanInput, type PlannedRequest, type Route } from './plan';
import type { Outcome, Plan } from './plan-types';
import { contentRange, JSON_TYPE, preferenceApplied, readResponse } from './response';
import type { SchemaCache } from './schema-cache';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

function parseRoute(path: string): Route | 'root' {
  let segments: string[];
  try {
    segments = path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (segments.length === 0) return 'root';
  if (segments.length === 1) return { kind: 'table', name: segments[0] };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] };
  throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** Keys one JSON object of a body may have: a row cannot have more columns than Postgres allows (1664). */
export const MAX_OBJECT_KEYS = 1664;

/**
 * One linear pass before JSON.parse: an object with more keys than any row or argument list can have is
 * refused, so no body makes the parser build a 1 MiB dictionary on the event loop.
 */
function assertObjectKeys(text: string): void {
  const counts: number[] = [];
  const isObject: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      counts.push(0);
      isObject.push(c === 123);
    } else if (c === 125 || c === 93) {
      counts.pop();
      isObject.pop();
    } else if (c === 58 && isObject[isObject.length - 1] && ++counts[counts.length - 1] > MAX_OBJECT_KEYS) {
      throw invalidBody(`A JSON object has more than ${MAX_OBJECT_KEYS} keys`);
    }
  }
}

function parseBody(req: ApiRequest): unknown {
  const text = req.body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    // The depth first: it stops within the first 513 brackets, where counting keys would stack a level per bracket.
    assertJsonDepth(text);
    assertObjectKeys(text);
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidBody((error as Error).message.slice(0, 200));
  }
}

/** Plans against the cached schema; on a miss, refreshes the cache (if the schema changed) and plans once more. */
async function planWithRefresh(cache: SchemaCache, profile: string | undefined, input: PlanInput): Promise<PlannedRequest> {
  const plan = () => planRequest(cache.snapshot(profile), { ...input, aggregates: cache.settings.aggregates });
  try {
    return plan();
  } catch (error) {
    if (error instanceof SchemaMiss && (await cache.refreshAfterMiss())) return plan();
    throw error;
  }
}

function toOutcome(kind: string, result: QueryResult<Record<string, unknown>>): Outcome {
  if (kind === 'affected') return { n: result.affectedRows, total: null, body: null, inserted: null };
  const row = result.rows[0] as unknown as Outcome;
  return { ...row, total: row.total === null ? null : Number(row.total) };
}

function assertSingular(outcome: Outcome): void {
  if (outcome.n !== 1) throw singularError(outcome.n);
}

/** Thrown inside the transaction to end it with ROLLBACK while keeping its results (`Prefer: tx=rollback`). */
class Rollback extends Error {
  constructor(readonly results: QueryResult<Record<string, unknown>>[]) {
    super('rollback');
  }
}

/** A catalog object the statement used vanished under it (a table dropped and recreated meanwhile). */
const isCatalogRace = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === 'XX000' && /cache lookup failed|could not open relation|does not exist/.test(String(e?.message ?? ''));
};

/** SQL with its bind parameters written in as literals: only ever explained, never run (count=planned). */
function inlineParams(sql: string, params: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return v === null || v === undefined ? 'null' : `'${String(v).replace(/'/g, "''")}'`;
  });
}

function explainStatement(plan: Plan, media: MediaChoice): { sql: string; params: unknown[] } {
  const options = [`format ${media.plan?.text ? 'text' : 'json'}`, ...(media.plan?.options ?? [])];
  return { sql: `explain (${options.join(', ')}) ${plan.sql}`, params: plan.params };
}

function planMediaType(media: MediaChoice): string {
  return `application/vnd.pgrst.plan+${media.plan?.text ? 'text' : 'json'}; for="${media.plan?.for ?? 'application/json'}"; charset=utf-8`;
}

/** The total PostgREST reports for count=planned (the planner's estimate) or estimated (exact up to max rows). */
function plannedTotal(result: QueryResult<Record<string, unknown>> | undefined): number | null {
  const plan = result?.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const rows = (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/** One REST request: claims → plan (no catalog reads) → one transaction → response. */
export async function handleRequest(ctx: StackContext, cache: SchemaCache, req: ApiRequest): Promise<ApiResponse> {
  try {
    return await handleOnce(ctx, cache, req);
  } catch (error) {
    // A statement planned against a schema that changed meanwhile: reload the cache and answer from it (once).
    if (!isCatalogRace(error)) throw error;
    await cache.refreshAfterMiss(true);
    try {
      return await handleOnce(ctx, cache, req);
    } catch (again) {
      if (!isCatalogRace(again)) throw again;
      throw new ApiError(503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.');
    }
  }
}

async function handleOnce(ctx: StackContext, cache: SchemaCache, req: ApiRequest): Promise<ApiResponse> {
  const route = parseRoute(req.path);
  const method = req.method;
  if (!METHODS.has(method) || (route !== 'root' && route.kind === 'rpc' && (method === 'PATCH' || method === 'DELETE'))) {
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`);
  }
  const claims = requestClaims(req, ctx.config);
  if (!claims.ok) throw authError(claims);
  const isRead = method === 'GET' || method === 'HEAD';
  const profile = requestedProfile(req, isRead);
  const snapshot = cache.snapshot(profile);
  if (route === 'root') {
    if (!isRead) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const paths = Object.fromEntries([...snapshot.relations.keys()].sort().map((name) => [`/${name}`, {}]));
    return {
      status: 200,
      headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
      body: JSON.stringify({ swagger: '2.0', info: { title: 'local stack REST', version: '12' }, paths }),
    };
  }
  const prefs = parsePrefer(req);
  const media = chooseMedia(req);
  if (media.format === 'plan' && !cache.settings.plan) {
    throw new ApiError(
      406,
      'PGRST107',
      `None of these media types are available: ${String(req.headers.accept).split(';')[0].slice(0, 100)}`,
    );
  }
  if (media.format === 'geojson') {
    // PostgREST offers GeoJSON only where PostGIS is installed; the stack's databases do not have it.
    throw new ApiError(406, 'PGRST107', 'None of these media types are available: application/geo+json');
  }
  const input: PlanInput = {
    route,
    method,
    params: req.url.searchParams,
    payload: isRead || method === 'DELETE' ? undefined : parseBody(req),
    prefs,
    media,
    range: isRead ? parseRange(req) : undefined,
    maxEmbedDepth: ctx.config.rest.maxEmbedDepth,
    maxRows: ctx.config.rest.maxRows,
  };
  const planned = await planWithRefresh(cache, profile, input);
  const { rpc } = planned;
  if (rpc && prefs.strict && prefs.maxAffected !== undefined && !rpc.returnsSet) {
    throw new ApiError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const { maxResponseBytes } = ctx.config.rest;
  // Reads and rpc calls have their body measured (and withheld when too large) by Postgres itself.
  const capped = media.format !== 'plan' && planned.plan && planned.plan.result === 'rows' && (isRead || route.kind === 'rpc');
  const plan = capped ? capResponse(planned.plan!, maxResponseBytes) : planned.plan;
  const checkSingular = media.singular && !rpc?.scalar && media.format !== 'plan';
  const txEnd = cache.settings.txEnd;
  const rollback = txEnd.endsWith('allow-override') && prefs.tx ? prefs.tx === 'rollback' : txEnd.startsWith('rollback');
  const applied = [...prefs.applied, ...(txEnd.endsWith('allow-override') && prefs.tx ? [`tx=${prefs.tx}`] : [])];
  const estimate =
    !isRead || !planned.plan?.countSource || (prefs.count !== 'planned' && prefs.count !== 'estimated') ? undefined : planned.plan;

  let outcome: Outcome;
  let planText: string | undefined;
  let estimated: number | null = null;
  try {
    if (!plan) outcome = { n: 0, total: null, body: null, inserted: null };
    else {
      const statements = [
        ...(estimate ? [{ sql: `explain (format json) ${inlineParams(estimate.countSource!, estimate.params)}` }] : []),
        media.format === 'plan' ? explainStatement(plan, media) : { sql: plan.sql, params: plan.params },
      ];
      const main = (results: QueryResult<Record<string, unknown>>[]) => results[results.length - 1];
      const check = (results: QueryResult<Record<string, unknown>>[]) => {
        if (media.format !== 'plan') {
          const result = toOutcome(plan.result, main(results));
          // A singular write that matched other than one row is rolled back.
          if (checkSingular && !isRead) assertSingular(result);
          if (prefs.strict && prefs.maxAffected !== undefined && (route.kind === 'rpc' || method === 'PATCH' || method === 'DELETE')) {
            if (result.n > prefs.maxAffected)
              throw new ApiError(
                400,
                'PGRST124',
                'Query result exceeds max-affected preference constraint',
                `The query affects ${result.n} rows`,
              );
          }
        }
        if (rollback) throw new Rollback(results);
      };
      const scope = {
        role: claims.role,
        claims: claims.claims,
        method,
        path: req.path,
        headers: headersForSql(req.headers),
        readOnly: isRead,
        schema: snapshot.schema,
      };
      let results: QueryResult<Record<string, unknown>>[];
      try {
        // Only a request that must see its result before COMMIT pays for the explicit transaction a check needs.
        const strictWrite = prefs.strict && prefs.maxAffected !== undefined;
        const needsCheck = rollback || strictWrite || (checkSingular && !isRead);
        results = await runRequestStatements(ctx.apiDb, scope, statements, needsCheck ? check : undefined);
      } catch (error) {
        if (!(error instanceof Rollback)) throw error;
        results = error.results;
      }
      if (estimate) estimated = plannedTotal(results[0]);
      if (media.format === 'plan') {
        const rows = main(results).rows.map((r) => r['QUERY PLAN']);
        planText = media.plan?.text ? rows.join('\n') : typeof rows[0] === 'string' ? rows[0] : JSON.stringify(rows[0]);
        outcome = { n: 0, total: null, body: null, inserted: null };
      } else outcome = toOutcome(plan.result, main(results));
    }
  } catch (error) {
    throw fromPgError(error, claims.role === 'anon') ?? error;
  }
  if (planText !== undefined) return { status: 200, headers: { 'content-type': planMediaType(media) }, body: planText };
  if (capped) checkResponseSize(outcome, maxResponseBytes);
  if (checkSingular) assertSingular(outcome);
  if (estimate && estimated !== null) {
    const maxRows = ctx.config.rest.maxRows;
    const exact = outcome.total;
    // PostgREST: planned is the planner's figure; estimated is exact up to db-max-rows, past it the larger of the two.
    const keepExact = prefs.count === 'estimated' && exact !== null && maxRows !== undefined && exact <= maxRows;
    outcome = { ...outcome, total: keepExact ? exact : prefs.count === 'estimated' ? Math.max(exact ?? 0, estimated) : estimated };
  }
  return respond(route, method, isRead, outcome, plan, prefs, media, rpc, applied);
}

function respond(
  route: Route,
  method: string,
  isRead: boolean,
  outcome: Outcome,
  plan: Plan | null,
  prefs: Preferences,
  media: MediaChoice,
  rpc: PlannedRequest['rpc'],
  appliedList: string[],
): ApiResponse {
  const applied = preferenceApplied(appliedList);
  const bodyType = media.format === 'csv' ? 'text/csv; charset=utf-8' : JSON_TYPE;
  if (rpc?.void) return { status: 204, headers: applied };
  if (rpc?.scalar) {
    // A scalar result is one row: count=exact answers 0-0/1 (PostgREST).
    const range: Record<string, string> = prefs.count ? { 'content-range': '0-0/1' } : {};
    return { status: 200, headers: { 'content-type': bodyType, ...range, ...applied }, body: outcome.body ?? 'null' };
  }
  if (isRead || route.kind === 'rpc') {
    const response = readResponse(outcome, plan?.offset ?? 0, media.singular, appliedList);
    if (media.format === 'csv') response.headers = { ...response.headers, 'content-type': bodyType };
    return response;
  }

  const total = prefs.count ? outcome.n : null;
  const representation = prefs.return === 'representation';
  if (method === 'POST') {
    // An upsert that inserted nothing still answers 201 with ignore-duplicates (PostgREST); merge answers 200.
    const status = prefs.resolution === 'merge-duplicates' && representation && outcome.inserted === 0 ? 200 : 201;
    const headers = { 'content-range': `*/${total ?? '*'}`, ...applied };
    if (!representation) return { status, headers };
    return { status, headers: { 'content-type': bodyType, ...headers }, body: outcome.body ?? (media.singular ? 'null' : '[]') };
  }
  if (!representation) return { status: 204, headers: { 'content-range': contentRange(0, outcome.n, total), ...applied } };
  return {
    status: 200,
    headers: { 'content-type': bodyType, 'content-range': contentRange(0, outcome.n, total), ...applied },
    body: outcome.body ?? (media.singular ? 'null' : '[]'),
  };
}
