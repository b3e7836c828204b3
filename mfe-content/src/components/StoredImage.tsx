import { useGetSignedUrlQuery } from '../lib/signed-url-api';

/**
 * An image kept in the private bucket (or at an absolute URL), shown through a signed URL. Lazy unless `priority`:
 * an image in the first screenful (the largest paint) is fetched at once and first.
 */
export function StoredImage({
  path,
  alt,
  className,
  priority = false,
}: {
  path: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const { data: url } = useGetSignedUrlQuery(path);
  return url ? (
    <img className={className} src={url} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} />
  ) : null;
}
