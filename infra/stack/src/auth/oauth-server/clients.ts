import crypto from 'node:crypto';
import type { Queryable } from '../../db/types';
import { readJson, type ApiRequest, type ApiResponse } from '../../http/types';
import { isUuid } from '../../http/uuid';
import { requireAdmin } from '../caller';
import type { AuthDeps } from '../deps';
import { API_VERSION, API_VERSION_HEADER, AuthError, authJson, badRequest, notFound } from '../errors';
import { isPlainObject } from '../validate';
import { ts } from '../users';
import { methodsFor, parseRegisterParams, parseUpdateParams, type ClientType } from './client-params';

/**
 * GoTrue's admin API for the OAuth 2.1 server's clients (internal/api/oauthserver/handlers.go), service role only:
 * `GET/POST /admin/oauth/clients`, `GET/PUT/DELETE /admin/oauth/clients/{id}`, `POST .../{id}/regenerate_secret`.
 * A confidential client's secret is shown once (on creation and regeneration); only its SHA-256 is kept.
 */

/**
 * The most clients the stack keeps (GoTrue has no cap; each is a row and up to a 64 KiB body's worth of text). Past
 * it, 400 as GoTrue answers its other quota (custom providers' max_providers).
 */
export const MAX_OAUTH_CLIENTS = 100;

interface ClientRow {
  id: string;
  client_type: ClientType;
  token_endpoint_auth_method: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  registration_type: string;
  created_at: string;
  updated_at: string;
}

const CLIENT_COLUMNS = `id::text, client_type::text, token_endpoint_auth_method, redirect_uris, grant_types, client_name,
  client_uri, logo_uri, registration_type::text, ${ts('created_at')} as created_at, ${ts('updated_at')} as updated_at`;

/** GoTrue's OAuthServerClientResponse (empty strings left out, as its `omitempty` does). */
function clientJson(row: ClientRow, secret?: string): Record<string, unknown> {
  const out: Record<string, unknown> = { client_id: row.id };
  if (secret !== undefined) out.client_secret = secret;
  out.client_type = row.client_type;
  const optional: [string, unknown][] = [
    ['redirect_uris', row.redirect_uris === '' ? [] : row.redirect_uris.split(',')],
    ['token_endpoint_auth_method', row.token_endpoint_auth_method],
    ['grant_types', row.grant_types === '' ? [] : row.grant_types.split(',')],
    ['response_types', ['code']],
    ['client_name', row.client_name ?? ''],
    ['client_uri', row.client_uri ?? ''],
    ['logo_uri', row.logo_uri ?? ''],
    ['registration_type', row.registration_type],
  ];
  for (const [key, value] of optional) if (value !== '' && !(Array.isArray(value) && value.length === 0)) out[key] = value;
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  return out;
}

/** GoTrue's generateClientSecret (32 random bytes, base64url) and hashClientSecret (SHA-256, base64url). */
function newSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: crypto.createHash('sha256').update(secret).digest('base64url') };
}

/** Go's json.Decoder: a body that is not one JSON object (empty included) is 400 bad_json "Invalid JSON body". */
function readObject(req: ApiRequest): Record<string, unknown> {
  let value: unknown;
  try {
    value = readJson(req);
  } catch {
    value = undefined;
  }
  if (!isPlainObject(value)) throw badRequest('bad_json', 'Invalid JSON body');
  return value;
}

async function loadClient(q: Queryable, id: string): Promise<ClientRow> {
  const { rows } = await q.query<ClientRow>(`select ${CLIENT_COLUMNS} from auth.oauth_clients where id = $1::uuid and deleted_at is null`, [
    id,
  ]);
  if (!rows[0]) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return rows[0];
}

async function register(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse> {
  const params = parseRegisterParams(readObject(req));
  const credentials = params.clientType === 'confidential' ? newSecret() : undefined;
  const row = await deps.ctx.db.transaction(async (tx) => {
    // One registration at a time counts and adds, so concurrent ones cannot pass the cap together.
    await tx.query(`lock table auth.oauth_clients in share row exclusive mode`);
    const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from auth.oauth_clients where deleted_at is null`);
    if (rows[0].n >= MAX_OAUTH_CLIENTS)
      throw badRequest('over_oauth_client_quota', `Maximum number of OAuth clients (${MAX_OAUTH_CLIENTS}) reached`);
    const inserted = await tx.query<ClientRow>(
      `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, token_endpoint_auth_method,
         redirect_uris, grant_types, client_name, client_uri, logo_uri)
       values (gen_random_uuid(), $1, 'manual', $2::auth.oauth_client_type, $3, $4, $5, $6, $7, $8)
       returning ${CLIENT_COLUMNS}`,
      [
        credentials?.hash ?? null,
        params.clientType,
        params.authMethod,
        params.redirectUris.join(','),
        params.grantTypes.join(','),
        params.clientName,
        params.clientUri,
        params.logoUri,
      ],
    );
    return inserted.rows[0];
  });
  return authJson(201, clientJson(row, credentials?.secret));
}

/** GoTrue lists every client, newest first, without pagination (page and per_page are not read); `{}` when none. */
async function list(deps: AuthDeps): Promise<ApiResponse> {
  const { rows } = await deps.ctx.db.query<ClientRow>(
    `select ${CLIENT_COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc, id`,
  );
  return authJson(200, rows.length === 0 ? {} : { clients: rows.map((row) => clientJson(row)) });
}

async function update(deps: AuthDeps, req: ApiRequest, id: string): Promise<ApiResponse> {
  const params = parseUpdateParams(readObject(req));
  const client = await loadClient(deps.ctx.db, id);
  if (params.authMethod && !methodsFor(client.client_type).includes(params.authMethod))
    throw badRequest(
      'validation_failed',
      `token_endpoint_auth_method '${params.authMethod}' is not valid for client_type '${client.client_type}'; valid methods: [${methodsFor(client.client_type).join(' ')}]`,
    );
  const { rows } = await deps.ctx.db.query<ClientRow>(
    `update auth.oauth_clients set
       redirect_uris = coalesce($2, redirect_uris), grant_types = coalesce($3, grant_types),
       client_name = coalesce($4, client_name), client_uri = coalesce($5, client_uri), logo_uri = coalesce($6, logo_uri),
       token_endpoint_auth_method = coalesce($7, token_endpoint_auth_method), updated_at = now()
     where id = $1::uuid and deleted_at is null returning ${CLIENT_COLUMNS}`,
    [
      id,
      params.redirectUris?.join(',') ?? null,
      params.grantTypes?.join(',') ?? null,
      params.clientName ?? null,
      params.clientUri ?? null,
      params.logoUri ?? null,
      params.authMethod ?? null,
    ],
  );
  if (!rows[0]) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return authJson(200, clientJson(rows[0]));
}

async function remove(deps: AuthDeps, id: string): Promise<ApiResponse> {
  const { affectedRows } = await deps.ctx.db.query(`delete from auth.oauth_clients where id = $1::uuid`, [id]);
  if (affectedRows === 0) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return { status: 204, headers: { [API_VERSION_HEADER]: API_VERSION } };
}

async function regenerateSecret(deps: AuthDeps, id: string): Promise<ApiResponse> {
  const client = await loadClient(deps.ctx.db, id);
  if (client.client_type !== 'confidential') throw badRequest('validation_failed', 'Cannot regenerate secret for public client');
  const { secret, hash } = newSecret();
  const { rows } = await deps.ctx.db.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now()
     where id = $1::uuid and deleted_at is null returning ${CLIENT_COLUMNS}`,
    [id, hash],
  );
  if (!rows[0]) throw notFound('oauth_client_not_found', 'OAuth client not found');
  return authJson(200, clientJson(rows[0], secret));
}

/** GoTrue's LoadOAuthServerClient: the path's client_id must be a UUID (400), of a client that exists (404). */
function clientIdFrom(segment: string): string {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    id = segment;
  }
  if (!isUuid(id)) throw badRequest('validation_failed', 'invalid client_id format');
  return id;
}

const methodNotAllowed = () => new AuthError(405, 'method_not_allowed', 'Method not allowed');

/**
 * `/admin/oauth/...`, in GoTrue's order: the admin check (401/403), then `[auth.oauth_server] enabled` (404
 * feature_disabled), then the route.
 */
export async function adminOAuthClients(deps: AuthDeps, req: ApiRequest): Promise<ApiResponse | undefined> {
  const match = /^\/admin\/oauth(?:\/clients(?:\/([^/]+)(\/regenerate_secret)?)?)?$/.exec(req.path);
  if (!match && !req.path.startsWith('/admin/oauth/')) return undefined;
  requireAdmin(deps.ctx, req);
  if (!deps.ctx.config.authSwitches.oauthServerEnabled) throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
  if (!match || req.path === '/admin/oauth') return undefined;
  const [, idSegment, regenerate] = match;
  if (idSegment === undefined) {
    if (req.method === 'GET') return list(deps);
    if (req.method === 'POST') return register(deps, req);
    throw methodNotAllowed();
  }
  const id = clientIdFrom(idSegment);
  if (regenerate) {
    if (req.method !== 'POST') throw methodNotAllowed();
    return regenerateSecret(deps, id);
  }
  if (req.method === 'GET') return authJson(200, clientJson(await loadClient(deps.ctx.db, id)));
  if (req.method === 'PUT') return update(deps, req, id);
  if (req.method === 'DELETE') return remove(deps, id);
  throw methodNotAllowed();
}
