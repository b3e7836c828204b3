import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import type { Tables, TablesInsert } from 'shared-ui';
import { contentApi } from '../../../lib/api';

/** A file attached to a training video: `url` is its path in the private business-documents bucket. */
export type VideoResource = Tables<'video_resources'>;

/** The files attached to each training video (admins write; every signed-in user reads). */
export const videoResourcesApi = contentApi.enhanceEndpoints({ addTagTypes: ['video_resources'] }).injectEndpoints({
  endpoints: (build) => ({
    getVideoResources: build.query<VideoResource[], void>({
      query: () => (db) => db.from('video_resources').select('*').order('created_at'),
      providesTags: ['video_resources'],
    }),
    // Part of the video form's save: the form's alert shows a failure.
    addVideoResources: build.mutation<null, TablesInsert<'video_resources'>[]>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (rows) => (db) => db.from('video_resources').insert(rows),
      invalidatesTags: ['video_resources'],
    }),
    // ResourceList shows a failure ("Failed to delete resource: {message}").
    deleteVideoResource: build.mutation<null, VideoResource>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (resource) => async (db) => {
        const { error } = await db.from('video_resources').delete().eq('id', resource.id);
        if (error) return { data: null, error };
        // The row is gone; its file goes too (a leftover file is harmless but wasted).
        await db.storage.from('business-documents').remove([resource.url]);
        return { data: null, error: null };
      },
      invalidatesTags: ['video_resources'],
    }),
    // ResourceList shows a failure ("Failed to download resource: {message}").
    downloadStoredFile: build.mutation<Blob, string>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (path) => (db) => db.storage.from('business-documents').download(path),
    }),
    // Spec 1: a failure removing the stored files of a deleted video is not shown; the caller decides that.
    removeStoredFiles: build.mutation<null, string[]>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (paths) => async (db) => {
        const stored = paths.filter((p) => p && !/^(https?:|data:)/.test(p));
        if (stored.length === 0) return { data: null, error: null };
        const { error } = await db.storage.from('business-documents').remove(stored);
        return { data: null, error };
      },
    }),
  }),
});

export const {
  useGetVideoResourcesQuery,
  useAddVideoResourcesMutation,
  useDeleteVideoResourceMutation,
  useDownloadStoredFileMutation,
  useRemoveStoredFilesMutation,
} = videoResourcesApi;
