import { header, type ApiRequest } from '../http/types';
import { ApiError, badSchema } from './errors';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** What was applied, for the Preference-Applied header. */
  applied: string[];
}

/** `Prefer` (several values may arrive comma-joined in one header). Unknown values are ignored, as PostgREST does. */
export function parsePrefer(req: ApiRequest): Preferences {
  const prefs: Preferences = { return: undefined, count: false, missingDefault: false, applied: [] };
  const text = header(req, 'prefer') ?? '';
  for (const part of text.split(/[,;]/)) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((x) => x?.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = true;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing' && value === 'default') prefs.missingDefault = true;
    // `tx=commit|rollback` is ignored and not echoed, as PostgREST does with its default db-tx-end = commit.
    else continue;
    prefs.applied.push(`${key}=${value}`);
  }
  return prefs;
}

export interface MediaChoice {
  singular: boolean;
  stripNulls: boolean;
}

/** Accept: the JSON array (default) or the singular object media type. */
export function chooseMedia(req: ApiRequest): MediaChoice {
  const accept = header(req, 'accept');
  if (!accept) return { singular: false, stripNulls: false };
  const offered: string[] = [];
  for (const part of accept.split(',')) {
    const [type, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') return { singular: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*', ''].includes(type))
      return { singular: false, stripNulls };
    offered.push(type);
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ').slice(0, 200)}`);
}

/** The Range header (`Range: 0-4`, Range-Unit items) as offset and limit. */
export function parseRange(req: ApiRequest): { offset: number; limit?: number } | undefined {
  const range = header(req, 'range');
  if (!range) return undefined;
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

/** Accept-Profile (reads) / Content-Profile (writes): only `public` is exposed. */
export function checkProfile(req: ApiRequest, isRead: boolean): void {
  const name = isRead ? 'accept-profile' : 'content-profile';
  const value = header(req, name);
  if (value !== undefined && value.trim() !== 'public') throw badSchema(value.slice(0, 100));
}
