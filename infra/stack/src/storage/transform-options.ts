import { errors } from './errors';

/** storage-api's image transformation options (its `transformationOptionsSchema`, less gravity). */
export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif' | 'webp';
  quality?: number;
}

/** Hosted Supabase's limits: width and height 1 to 2500 (larger values are clamped, as storage-api clamps them). */
export const MAX_DIMENSION = 2500;
const RESIZE = ['cover', 'contain', 'fill'] as const;
const FORMAT = ['origin', 'avif', 'webp'] as const;

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** An integer option: a number, or a string of digits (a query string); anything else is a 400 as storage-api's schema answers. */
function integer(where: string, name: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw errors.invalidRequest(`${where}/${name} must be integer`);
  if (n < min) throw errors.invalidRequest(`${where}/${name} must be >= ${min}`);
  if (n > max) throw errors.invalidRequest(`${where}/${name} must be <= ${max}`);
  return n;
}

function oneOf<T extends string>(where: string, name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw errors.invalidRequest(`${where}/${name} must be equal to one of the allowed values`);
  return value as T;
}

/** The options of a query string (`/render/image/...?width=`) or of a body's `transform` object; checked like storage-api's schema. */
export function parseTransformOptions(source: Record<string, unknown>, where: 'querystring' | 'body/transform'): TransformOptions {
  const options: TransformOptions = {
    width: integer(where, 'width', source.width, 0),
    height: integer(where, 'height', source.height, 0),
    resize: oneOf(where, 'resize', source.resize, RESIZE),
    format: oneOf(where, 'format', source.format, FORMAT),
    quality: integer(where, 'quality', source.quality, 20, 100),
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined && v !== 0)) as TransformOptions;
}

/** The options of a query string. */
export function transformOptionsOfQuery(query: URLSearchParams): TransformOptions {
  const pick = (name: string) => query.get(name) ?? undefined;
  return parseTransformOptions(
    { width: pick('width'), height: pick('height'), resize: pick('resize'), format: pick('format'), quality: pick('quality') },
    'querystring',
  );
}

/** The box to resize into: each given side clamped to 1..2500. */
export function targetSize(options: TransformOptions): { width?: number; height?: number } {
  return {
    width: options.width ? clamp(options.width, 1, MAX_DIMENSION) : undefined,
    height: options.height ? clamp(options.height, 1, MAX_DIMENSION) : undefined,
  };
}

/** imgproxy's resizing type for a storage resize mode, as storage-api maps them. */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/**
 * The `X-Transformations` header storage-api sends: the imgproxy options applied, e.g.
 * `height:200,width:200,resizing_type:fill,quality:60`.
 */
export function imgproxySegments(options: TransformOptions): string[] {
  const { width, height } = targetSize(options);
  const segments: string[] = [];
  if (height) segments.push(`height:${height}`);
  if (width) segments.push(`width:${width}`);
  if (width || height) segments.push(`resizing_type:${RESIZING_TYPE[options.resize ?? 'cover']}`);
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`);
  return segments;
}

/**
 * The options as a signed URL's token keeps them (`transformations` claim: `height:200,width:200,resize:cover,...`).
 * Unlike storage-api, `format:origin` is kept too, so a signed URL asked for in the original format stays in it.
 */
export function transformationsClaim(options: TransformOptions): string {
  return (['height', 'width', 'resize', 'quality', 'format'] as const)
    .filter((name) => options[name] !== undefined)
    .map((name) => `${name}:${options[name]}`)
    .join(',');
}

/** The options a signed token carries (only this server signs them; anything odd in them is dropped). */
export function transformOptionsOfClaim(claim: unknown): TransformOptions {
  if (typeof claim !== 'string') return {};
  const source: Record<string, string> = {};
  for (const part of claim.split(',')) {
    const colon = part.indexOf(':');
    if (colon > 0) source[part.slice(0, colon)] = part.slice(colon + 1);
  }
  try {
    return parseTransformOptions(source, 'querystring');
  } catch {
    return {};
  }
}

export const hasTransformations = (options: TransformOptions) => Object.keys(options).length > 0;
