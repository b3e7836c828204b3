import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../../lib/api';
import { OWNER_PROFILE_COLUMNS, type OwnerProfile, type OwnerProfileSave } from '../types';

export const ownerProfileApi = setupApi.enhanceEndpoints({ addTagTypes: ['owner_profiles'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's profile (the SSN only as its masked last four), or null before the first save. */
    getOwnerProfile: build.query<OwnerProfile | null, string>({
      query: (userId) => (db) => db.from('owner_profiles').select(OWNER_PROFILE_COLUMNS).eq('user_id', userId).maybeSingle(),
      providesTags: ['owner_profiles'],
    }),
    saveOwnerProfile: build.mutation<OwnerProfile, OwnerProfileSave>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (row) => (db) => db.from('owner_profiles').upsert(row, { onConflict: 'user_id' }).select(OWNER_PROFILE_COLUMNS).single(),
      invalidatesTags: ['owner_profiles'],
    }),
  }),
});

export const { useGetOwnerProfileQuery, useSaveOwnerProfileMutation } = ownerProfileApi;
