import { AuthError, badRequest } from '../errors';

/**
 * The parameters of GoTrue's OAuth client registration and update (internal/api/oauthserver/service.go), checked
 * with its rules and its words: each problem is 400 validation_failed; a field of the wrong JSON type is 400
 * bad_json "Invalid JSON body", as Go's decoder refuses it.
 */
export type ClientType = 'public' | 'confidential';
export const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];

export interface RegisterParams {
  redirectUris: string[];
  grantTypes: string[];
  clientType: ClientType;
  authMethod: AuthMethod;
  clientName: string;
  clientUri: string;
  logoUri: string;
}

export interface UpdateParams {
  redirectUris?: string[];
  grantTypes?: string[];
  clientName?: string;
  clientUri?: string;
  logoUri?: string;
  authMethod?: AuthMethod;
}

const invalid = (message: string) => badRequest('validation_failed', message);
const badJson = () => badRequest('bad_json', 'Invalid JSON body');

/** A string field (null and absent are Go's zero value: undefined here); any other type is bad JSON. */
function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badJson();
  return value;
}

function stringListField(body: Record<string, unknown>, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw badJson();
  return value;
}

/** GoTrue's validateRedirectURI (RFC 6749 3.1.2: absolute, no fragment; http only for loopback; no script schemes). */
function redirectUriProblem(uri: string): string | undefined {
  if (uri === '') return 'redirect URI cannot be empty';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  if (url.host === '') return 'must have scheme and host';
  const scheme = url.protocol.slice(0, -1);
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(scheme))
    return `scheme '${scheme}' is not allowed for security reasons`;
  if (scheme === 'http' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return 'HTTP scheme only allowed for localhost';
  if (url.hash !== '') return 'fragment not allowed in redirect URI';
  // Stored comma-joined, as GoTrue stores them: a comma would split the URI in two when read back.
  if (uri.includes(',')) return 'must not contain a comma';
  return undefined;
}

function checkRedirectUris(uris: string[], required: boolean): void {
  if (required && uris.length === 0) throw invalid('redirect_uris is required');
  if (uris.length === 0) throw invalid('redirect_uris cannot be empty');
  if (uris.length > 10) throw invalid('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`);
  }
}

function checkGrantTypes(types: string[]): void {
  if (types.length === 0) throw invalid('grant_types cannot be empty');
  if (!types.every((t) => GRANT_TYPES.includes(t)))
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
}

function checkClientName(name: string): void {
  if (name.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
}

/** client_uri and logo_uri: at most 2048 characters, an absolute URL (Go's url.ParseRequestURI). */
function checkUri(name: 'client_uri' | 'logo_uri', value: string): void {
  if (value === '') return;
  if (value.length > 2048) throw invalid(`${name} cannot exceed 2048 characters`);
  try {
    new URL(value);
  } catch {
    throw invalid(`${name} must be a valid URL`);
  }
}

function authMethodOf(value: string): AuthMethod | undefined {
  return (AUTH_METHODS as readonly string[]).includes(value) ? (value as AuthMethod) : undefined;
}

export const clientTypeFor = (method: AuthMethod): ClientType => (method === 'none' ? 'public' : 'confidential');

/** The methods a client of this type may authenticate with at the token endpoint. */
export const methodsFor = (type: ClientType): AuthMethod[] =>
  type === 'public' ? ['none'] : ['client_secret_basic', 'client_secret_post'];

const methodList = (methods: readonly string[]) => `[${methods.join(' ')}]`;

/**
 * POST /admin/oauth/clients: GoTrue's registerOAuthServerClient. Its handler wraps each problem once more, so the
 * message hosted answers begins with the inner error's "400: ".
 */
export function parseRegisterParams(body: Record<string, unknown>): RegisterParams {
  const redirectUris = stringListField(body, 'redirect_uris') ?? [];
  const grantTypes = stringListField(body, 'grant_types') ?? [];
  const clientTypeText = stringField(body, 'client_type') ?? '';
  const methodText = stringField(body, 'token_endpoint_auth_method') ?? '';
  const clientName = stringField(body, 'client_name') ?? '';
  const clientUri = stringField(body, 'client_uri') ?? '';
  const logoUri = stringField(body, 'logo_uri') ?? '';
  try {
    checkRedirectUris(redirectUris, true);
    if (grantTypes.length > 0) checkGrantTypes(grantTypes);
    checkClientName(clientName);
    checkUri('client_uri', clientUri);
    checkUri('logo_uri', logoUri);
    if (clientTypeText !== '' && clientTypeText !== 'public' && clientTypeText !== 'confidential')
      throw invalid("client_type must be 'public' or 'confidential'");
    const method = methodText === '' ? undefined : authMethodOf(methodText);
    if (methodText !== '' && !method) throw invalid(`token_endpoint_auth_method must be one of: ${methodList(AUTH_METHODS)}`);
    const explicitType = clientTypeText === '' ? undefined : (clientTypeText as ClientType);
    if (explicitType && method && clientTypeFor(method) !== explicitType)
      throw invalid(
        `client_type '${explicitType}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${clientTypeFor(method)}')`,
      );
    const clientType = explicitType ?? (method ? clientTypeFor(method) : 'confidential');
    return {
      redirectUris,
      grantTypes: grantTypes.length > 0 ? grantTypes : [...GRANT_TYPES],
      clientType,
      authMethod: method ?? (clientType === 'public' ? 'none' : 'client_secret_basic'),
      clientName,
      clientUri,
      logoUri,
    };
  } catch (error) {
    if (error instanceof AuthError) throw invalid(`${error.status}: ${error.message}`);
    throw error;
  }
}

/** PUT /admin/oauth/clients/{id}: only the fields given change (GoTrue's OAuthServerClientUpdateParams). */
export function parseUpdateParams(body: Record<string, unknown>): UpdateParams {
  const params: UpdateParams = {
    redirectUris: stringListField(body, 'redirect_uris'),
    grantTypes: stringListField(body, 'grant_types'),
    clientName: stringField(body, 'client_name'),
    clientUri: stringField(body, 'client_uri'),
    logoUri: stringField(body, 'logo_uri'),
  };
  const methodText = stringField(body, 'token_endpoint_auth_method');
  if (Object.values(params).every((v) => v === undefined) && methodText === undefined) throw invalid('No fields provided for update');
  if (params.redirectUris) checkRedirectUris(params.redirectUris, false);
  if (params.grantTypes) checkGrantTypes(params.grantTypes);
  if (params.clientName !== undefined) checkClientName(params.clientName);
  if (params.clientUri !== undefined) checkUri('client_uri', params.clientUri);
  if (params.logoUri !== undefined) checkUri('logo_uri', params.logoUri);
  if (methodText !== undefined) {
    params.authMethod = authMethodOf(methodText);
    if (!params.authMethod) throw invalid(`invalid token_endpoint_auth_method: must be one of ${methodList(AUTH_METHODS)}`);
  }
  return params;
}
