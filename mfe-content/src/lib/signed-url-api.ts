import { contentApi } from './api';
import { isAbsoluteUrl } from './storage-urls';

const SIGNED_URL_SECONDS = 60 * 60;

/** Files of the private business-documents bucket (DECISIONS 3) are shown through signed URLs, never public links. */
export const signedUrlApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSignedUrl: build.query<string, string>({
      query: (pathOrUrl) => async (db) => {
        if (isAbsoluteUrl(pathOrUrl)) return { data: pathOrUrl, error: null };
        const { data, error } = await db.storage.from('business-documents').createSignedUrl(pathOrUrl, SIGNED_URL_SECONDS);
        return { data: data?.signedUrl ?? null, error };
      },
      // a little shorter than the URL lives, so a shown URL never expires under the viewer
      keepUnusedDataFor: SIGNED_URL_SECONDS - 300,
    }),
  }),
});

export const { useGetSignedUrlQuery } = signedUrlApi;
