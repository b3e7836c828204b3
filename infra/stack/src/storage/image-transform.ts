import sharp, { type Metadata } from 'sharp';
import { errors } from './errors';
import { targetSize, type TransformOptions } from './transform-options';

// One libvips thread per image and no operation cache: the stack shares two cores with everything else,
// and transformations run in libuv's pool, off the thread that answers requests.
sharp.concurrency(1);
sharp.cache(false);

/** Hosted Supabase's limits on a source image: 25 MB and 50 megapixels. */
export const MAX_SOURCE_BYTES = 25 * 1000 * 1000;
export const MAX_SOURCE_PIXELS = 50 * 1000 * 1000;

const DEFAULT_QUALITY = 80;

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff';

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

/** storage-api's words for imgproxy's refusals of a source image (HTTP 400). */
const INVALID_SOURCE = 'The source image is invalid or unsupported for rendering';

/** The format a source keeps with `format=origin` (an SVG is rasterised, as imgproxy does, to PNG). */
function originFormat(metadata: Metadata): OutputFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : null;
    case 'svg':
      return 'png';
    default:
      return null;
  }
}

/** What a client gets: the asked format, else WebP when its `Accept` takes it (imgproxy's WebP detection), else the source's. */
function outputFormat(
  options: TransformOptions,
  origin: OutputFormat,
  accept: string | undefined,
): { format: OutputFormat; byAccept: boolean } {
  if (options.format === 'webp' || options.format === 'avif') return { format: options.format, byAccept: false };
  if (options.format === 'origin') return { format: origin, byAccept: false };
  return /(^|[\s,])image\/webp(\s*(;|,|$))/i.test(accept ?? '') ? { format: 'webp', byAccept: true } : { format: origin, byAccept: true };
}

export interface TransformedImage {
  bytes: Buffer;
  contentType: string;
  /** The format was chosen from the request's `Accept`: the answer varies with it. */
  variesByAccept: boolean;
}

async function readMetadata(source: Buffer): Promise<Metadata> {
  try {
    return await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.imageProcessing(400, INVALID_SOURCE);
  }
}

/**
 * Resizes and re-encodes an image as Supabase's imgproxy does for storage-api: `cover` fills the box and
 * crops (imgproxy `fill`), `contain` fits inside it (`fit`), `fill` stretches to it (`force`); never
 * enlarged; a missing side keeps the aspect ratio; EXIF orientation applied; quality 80 unless asked.
 */
export async function transformImage(source: Buffer, options: TransformOptions, accept: string | undefined): Promise<TransformedImage> {
  if (source.length > MAX_SOURCE_BYTES) throw errors.imageProcessing(400, 'The source image file is too large to process');
  const metadata = await readMetadata(source);
  const origin = originFormat(metadata);
  if (!origin || !metadata.width || !metadata.height) throw errors.imageProcessing(400, INVALID_SOURCE);
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > MAX_SOURCE_PIXELS)
    throw errors.imageProcessing(400, 'The source image resolution is too large to process');

  const animated = (metadata.pages ?? 1) > 1 && (metadata.format === 'gif' || metadata.format === 'webp');
  let image = sharp(source, { animated, limitInputPixels: MAX_SOURCE_PIXELS * (animated ? (metadata.pages ?? 1) : 1) });
  if (!animated) image = image.rotate();
  const { width, height } = targetSize(options);
  if (width || height) {
    const fit = options.resize === 'contain' ? 'inside' : options.resize === 'fill' ? 'fill' : 'cover';
    image = image.resize({ width, height, fit, withoutEnlargement: true });
  }
  const { format, byAccept } = outputFormat(options, origin, accept);
  const quality = options.quality ?? DEFAULT_QUALITY;
  switch (format) {
    case 'jpeg':
      image = image.jpeg({ quality, progressive: true });
      break;
    case 'webp':
      image = image.webp({ quality });
      break;
    case 'avif':
      image = image.avif({ quality });
      break;
    case 'png':
      image = image.png();
      break;
    case 'gif':
      image = image.gif();
      break;
    case 'tiff':
      image = image.tiff({ quality });
      break;
  }
  try {
    return { bytes: await image.toBuffer(), contentType: CONTENT_TYPES[format], variesByAccept: byAccept };
  } catch {
    throw errors.imageProcessing(400, INVALID_SOURCE);
  }
}
