import type { Tables } from 'shared-ui';
import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../../lib/api';

const PHOTO_URL_SECONDS = 60 * 60;

export type AdvisorCard = Tables<'advisor_cards'>;
export type AdvisorCardValues = Pick<AdvisorCard, 'name' | 'working_hours' | 'photo_path'>;

/** An admin's own advisor card (RLS: each admin writes only their own), shown to the clients they advise. */
export const advisorCardApi = setupApi.enhanceEndpoints({ addTagTypes: ['advisor_cards'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdvisorCard: build.query<AdvisorCard | null, string>({
      query: (userId) => (db) => db.from('advisor_cards').select('*').eq('user_id', userId).maybeSingle(),
      providesTags: ['advisor_cards'],
    }),
    /** One request: makes the card or changes it (the row's user_id is the caller's, by default). */
    saveAdvisorCard: build.mutation<AdvisorCard, AdvisorCardValues>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (values) => (db) => db.from('advisor_cards').upsert(values, { onConflict: 'user_id' }).select().single(),
      invalidatesTags: ['advisor_cards'],
    }),
    /** The photo (chat-attachments, the admin's own folder) through a signed URL; not shared-ui/chat's query, so
     *  My Account does not load the chat entry for every client. */
    getAdvisorPhotoUrl: build.query<string, string>({
      query: (path) => async (db) => {
        const { data, error } = await db.storage.from('chat-attachments').createSignedUrl(path, PHOTO_URL_SECONDS);
        return { data: data?.signedUrl ?? null, error };
      },
      keepUnusedDataFor: PHOTO_URL_SECONDS - 300,
    }),
  }),
});

export const { useGetAdvisorCardQuery, useSaveAdvisorCardMutation, useGetAdvisorPhotoUrlQuery } = advisorCardApi;
