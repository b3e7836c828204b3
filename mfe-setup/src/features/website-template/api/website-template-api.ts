import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../../lib/api';
import type { Tables } from 'shared-ui';

export type WebsiteTemplate = Pick<Tables<'website_templates'>, 'html' | 'updated_at'>;

export const websiteTemplateApi = setupApi.enhanceEndpoints({ addTagTypes: ['website_templates'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's template, or null before the first save. */
    getWebsiteTemplate: build.query<WebsiteTemplate | null, string>({
      query: (userId) => (db) => db.from('website_templates').select('html, updated_at').eq('user_id', userId).maybeSingle(),
      providesTags: ['website_templates'],
    }),
    saveWebsiteTemplate: build.mutation<WebsiteTemplate, string>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (html) => (db) => db.from('website_templates').upsert({ html }, { onConflict: 'user_id' }).select('html, updated_at').single(),
      invalidatesTags: ['website_templates'],
    }),
  }),
});

export const { useGetWebsiteTemplateQuery, useSaveWebsiteTemplateMutation } = websiteTemplateApi;
