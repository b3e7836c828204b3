import { useGetSignedUrlQuery } from '../lib/signed-url-api';

/** An image kept in the private bucket (or at an absolute URL), shown through a signed URL. */
export function StoredImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const { data: url } = useGetSignedUrlQuery(path);
  return url ? <img className={className} src={url} alt={alt} loading="lazy" /> : null;
}
