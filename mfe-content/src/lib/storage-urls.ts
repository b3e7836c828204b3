import type { PlatformApi } from 'shared-ui';

/** An absolute URL (http(s), data:) is used as is; anything else is a path in the bucket. */
export function isAbsoluteUrl(value: string): boolean {
  return /^(https?:|data:)/i.test(value);
}

/** A public bucket's object (book covers): its public URL. */
export function publicObjectUrl(supabase: PlatformApi['supabase'], bucket: string, pathOrUrl: string): string {
  return isAbsoluteUrl(pathOrUrl) ? pathOrUrl : supabase.storage.from(bucket).getPublicUrl(pathOrUrl).data.publicUrl;
}
