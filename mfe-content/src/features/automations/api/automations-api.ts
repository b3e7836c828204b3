import type { Tables } from 'shared-ui';
import { orderedContentApi, orderedListEndpoints } from '../../../lib/ordered-content-api';

/** A row of `automations` (spec 1). Files (emoji image, automation image) are paths in business-documents or URLs. */
export type Automation = Tables<'automations'>;

/** The automations catalogue, in display_order (admins add, edit, delete and re-order; every signed-in user reads). */
export const automationsApi = orderedContentApi.injectEndpoints({
  endpoints: (build) => {
    const automations = orderedListEndpoints(build, 'automations');
    return { getAutomations: automations.list, addAutomation: automations.create, updateAutomation: automations.update };
  },
});

export const { useGetAutomationsQuery, useAddAutomationMutation, useUpdateAutomationMutation } = automationsApi;
