import { header, type ApiRequest } from '../http/types';
import { ApiError } from './errors';

export type CountKind = 'exact' | 'planned' | 'estimated';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count?: CountKind;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `tx=commit|rollback` (honoured only when db-tx-end allows the override). */
  tx?: 'commit' | 'rollback';
  /** `handling=strict`: an unknown or invalid preference is an error (PGRST122), and max-affected applies. */
  strict: boolean;
  /** `max-affected=n` (applied with handling=strict). */
  maxAffected?: number;
  /** What was understood, for the Preference-Applied header (tx is added when honoured). */
  applied: string[];
}

const MAX_PREFER_BYTES = 4096;

const VALUES: Record<string, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** `Prefer` (several values may arrive comma-joined in one header). Unknown values are ignored unless handling=strict. */
export function parsePrefer(req: ApiRequest): Preferences {
  const prefs: Preferences = { return: undefined, missingDefault: false, strict: false, applied: [] };
  const full = header(req, 'prefer') ?? '';
  // PostgREST knows a dozen preferences: a longer header is read up to MAX_PREFER_BYTES (the rest is invalid).
  const text = full.slice(0, MAX_PREFER_BYTES);
  const invalid: string[] = full.length > MAX_PREFER_BYTES ? [`(${full.length - MAX_PREFER_BYTES} more bytes)`] : [];
  for (const raw of text.split(/[,;]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const [key, value = ''] = part.split('=').map((x) => x.trim());
    if (key === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
      continue;
    }
    if (key === 'timezone' || key === 'params') continue;
    if (!VALUES[key]?.includes(value)) {
      invalid.push(part.slice(0, 100));
      continue;
    }
    if (key === 'return') prefs.return = value as Preferences['return'];
    else if (key === 'count') prefs.count = value as CountKind;
    else if (key === 'resolution') prefs.resolution = value as Preferences['resolution'];
    else if (key === 'missing') prefs.missingDefault = value === 'default';
    else if (key === 'handling') prefs.strict = value === 'strict';
    if (key === 'tx') prefs.tx = value as 'commit' | 'rollback';
    else if (!prefs.applied.includes(`${key}=${value}`)) prefs.applied.push(`${key}=${value}`);
  }
  if (prefs.strict && invalid.length > 0) {
    throw new ApiError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  if (prefs.strict && prefs.maxAffected !== undefined) prefs.applied.push(`max-affected=${prefs.maxAffected}`);
  return prefs;
}

export type MediaFormat = 'json' | 'csv' | 'geojson' | 'plan';

export interface MediaChoice {
  singular: boolean;
  stripNulls: boolean;
  format: MediaFormat;
  /** `application/vnd.pgrst.plan+json|text; for="..."; options=analyze|verbose|settings|buffers|wal` */
  plan?: { text: boolean; for: string; options: string[] };
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Accept: the JSON array (default), the singular object, CSV, GeoJSON or an execution plan. */
export function chooseMedia(req: ApiRequest): MediaChoice {
  const accept = header(req, 'accept');
  const json: MediaChoice = { singular: false, stripNulls: false, format: 'json' };
  if (!accept) return json;
  const offered: string[] = [];
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((x) => x.trim());
    const lower = type.toLowerCase();
    const stripNulls = params.some((p) => p.toLowerCase() === 'nulls=stripped');
    if (lower === 'application/vnd.pgrst.object+json' || lower === 'application/vnd.pgrst.object')
      return { ...json, singular: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*', ''].includes(lower))
      return { ...json, stripNulls };
    if (lower === 'text/csv') return { ...json, format: 'csv' };
    if (lower === 'application/geo+json') return { ...json, format: 'geojson' };
    const plan = /^application\/vnd\.pgrst\.plan(\+(json|text))?$/.exec(lower);
    if (plan) {
      const param = (name: string) => params.find((p) => p.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
      const forType = (param('for') ?? 'application/json').replace(/^"|"$/g, '');
      const options = (param('options') ?? '')
        .split('|')
        .map((o) => o.trim().toLowerCase())
        .filter((o) => PLAN_OPTIONS.has(o));
      return {
        ...json,
        singular: forType === 'application/vnd.pgrst.object+json',
        format: 'plan',
        plan: { text: plan[2] === 'text', for: forType, options },
      };
    }
    offered.push(type);
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ').slice(0, 200)}`);
}

/** The Range header (`Range: 0-4`, Range-Unit items) as offset and limit. */
export function parseRange(req: ApiRequest): { offset: number; limit?: number } | undefined {
  const range = header(req, 'range');
  // A valid range is two numbers of at most 15 digits: anything longer is ignored unread, as an invalid one is.
  if (!range || range.length > 64) return undefined;
  const m = /^\s*(?:items=)?(\d{1,15})-(\d{0,15})\s*$/.exec(range);
  if (!m) return undefined;
  const lower = Number(m[1]);
  if (m[2] === '') return { offset: lower };
  const upper = Number(m[2]);
  if (upper < lower)
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  return { offset: lower, limit: upper - lower + 1 };
}

/** Accept-Profile (reads) / Content-Profile (writes): the schema asked for, if any. */
export function requestedProfile(req: ApiRequest, isRead: boolean): string | undefined {
  const value = header(req, isRead ? 'accept-profile' : 'content-profile');
  return value === undefined ? undefined : value.trim();
}
