import type { StackContext } from '../context';
import { headersForSql, runRequestStatement } from '../db/request-transaction';
import type { QueryResult } from '../db/types';
import { requestClaims } from '../http/request-claims';
import { parseJson, type ApiRequest, type ApiResponse } from '../http/types';
import { authError } from './auth-errors';
import { ApiError, fromPgError, invalidBody, SchemaMiss, singularError } from './errors';
import { capResponse, checkResponseSize } from './limits';
import { checkProfile, chooseMedia, parsePrefer, parseRange } from './parse-headers';
import { planRequest, type PlanInput, type PlannedRequest, type Route } from './plan';
import type { Outcome } from './plan-types';
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

function parseBody(req: ApiRequest): unknown {
  const text = req.body.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return parseJson(text);
  } catch (error) {
    throw invalidBody((error as Error).message.slice(0, 200));
  }
}

/** Plans against the cached schema; on a miss, refreshes the cache (if the schema changed) and plans once more. */
async function planWithRefresh(cache: SchemaCache, input: PlanInput): Promise<PlannedRequest> {
  try {
    return planRequest(cache.current, input);
  } catch (error) {
    if (error instanceof SchemaMiss && (await cache.refreshAfterMiss())) return planRequest(cache.current, input);
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

/** One REST request: claims → plan (no catalog reads) → one transaction with 3 statements → response. */
export async function handleRequest(ctx: StackContext, cache: SchemaCache, req: ApiRequest): Promise<ApiResponse> {
  const route = parseRoute(req.path);
  const method = req.method;
  if (!METHODS.has(method) || (route !== 'root' && route.kind === 'rpc' && (method === 'PATCH' || method === 'DELETE'))) {
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`);
  }
  const claims = requestClaims(req, ctx.config);
  if (!claims.ok) throw authError(claims);
  const isRead = method === 'GET' || method === 'HEAD';
  checkProfile(req, isRead);
  if (route === 'root') {
    if (!isRead) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    const paths = Object.fromEntries([...cache.current.relations.keys()].sort().map((name) => [`/${name}`, {}]));
    return {
      status: 200,
      headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
      body: JSON.stringify({ swagger: '2.0', info: { title: 'local stack REST', version: '12' }, paths }),
    };
  }
  const prefs = parsePrefer(req);
  const media = chooseMedia(req);
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
  const planned = await planWithRefresh(cache, input);
  const { rpc } = planned;
  const { maxResponseBytes } = ctx.config.rest;
  // Reads and rpc calls have their body measured (and withheld when too large) by Postgres itself.
  const capped = planned.plan && planned.plan.result === 'rows' && (isRead || route.kind === 'rpc');
  const plan = capped ? capResponse(planned.plan!, maxResponseBytes) : planned.plan;
  const checkSingular = media.singular && !rpc?.scalar;

  let outcome: Outcome;
  try {
    outcome = plan
      ? toOutcome(
          plan.result,
          await runRequestStatement(
            ctx.apiDb,
            { role: claims.role, claims: claims.claims, method, path: req.path, headers: headersForSql(req.headers), readOnly: isRead },
            { sql: plan.sql, params: plan.params },
            // A singular write that matched other than one row is rolled back.
            checkSingular && !isRead ? (result) => assertSingular(toOutcome(plan.result, result)) : undefined,
          ),
        )
      : { n: 0, total: null, body: null, inserted: null };
  } catch (error) {
    throw fromPgError(error, claims.role === 'anon') ?? error;
  }
  if (capped) checkResponseSize(outcome, maxResponseBytes);
  if (checkSingular) assertSingular(outcome);

  const applied = preferenceApplied(prefs.applied);
  if (rpc?.void) return { status: 204, headers: applied };
  if (rpc?.scalar) {
    return { status: 200, headers: { 'content-type': JSON_TYPE, ...applied }, body: outcome.body ?? 'null' };
  }
  if (isRead || route.kind === 'rpc') return readResponse(outcome, plan?.offset ?? 0, media.singular, prefs.applied);

  const total = prefs.count ? outcome.n : null;
  const representation = prefs.return === 'representation';
  if (method === 'POST') {
    const status = prefs.resolution && representation && outcome.inserted === 0 ? 200 : 201;
    const headers = { 'content-range': `*/${total ?? '*'}`, ...applied };
    if (!representation) return { status, headers };
    return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: outcome.body ?? (media.singular ? 'null' : '[]') };
  }
  if (!representation) return { status: 204, headers: { 'content-range': contentRange(0, outcome.n, total), ...applied } };
  return {
    status: 200,
    headers: { 'content-type': JSON_TYPE, 'content-range': contentRange(0, outcome.n, total), ...applied },
    body: outcome.body ?? (media.singular ? 'null' : '[]'),
  };
}
