import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { contentApi } from '../../../app/api';

export interface VideoResource {
  id: string;
  video_id: string;
  name: string;
  url: string;
  created_at: string;
}

/** The files attached to each training video (admins write; every signed-in user reads). */
export const videoResourcesApi = contentApi.enhanceEndpoints({ addTagTypes: ['video_resources'] }).injectEndpoints({
  endpoints: (build) => ({
    getVideoResources: build.query<VideoResource[], void>({
      query: () => (db) => db.from('video_resources').select('id, video_id, name, url, created_at').order('created_at'),
      providesTags: ['video_resources'],
    }),
    addVideoResources: build.mutation<null, Pick<VideoResource, 'video_id' | 'name' | 'url'>[]>({
      query: (rows) => (db) => db.from('video_resources').insert(rows),
      invalidatesTags: ['video_resources'],
    }),
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
    downloadStoredFile: build.mutation<Blob, string>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (path) => (db) => db.storage.from('business-documents').download(path),
    }),
    removeStoredFiles: build.mutation<null, string[]>({
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
  useGetVideoResourcesQuery, useAddVideoResourcesMutation, useDeleteVideoResourceMutation, useDownloadStoredFileMutation, useRemoveStoredFilesMutation,
} = videoResourcesApi;
