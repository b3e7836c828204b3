import { adminApi } from '../../../lib/api';
import type { ClientListItem } from '../../../lib/client';
import { CLIENTS_PER_PAGE, type ClientsView } from '../clients-view';

/** The response of `get-clients` (infra/supabase/functions/get-clients). */
export interface ClientsPage {
  clients: ClientListItem[];
  total: number;
  page: number;
  per_page: number;
}

/** The admin's client list: sorted, paged and searched on the server (`get-clients` → `admin_list_clients`). */
export const clientsApi = adminApi.enhanceEndpoints({ addTagTypes: ['get_clients'] }).injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientsPage, ClientsView>({
      query:
        ({ sort, page, search }) =>
        (db) =>
          db.functions.invoke('get-clients', { body: { sort, page, per_page: CLIENTS_PER_PAGE, search: search.trim() || null } }),
      providesTags: ['get_clients'],
    }),
  }),
});

export const { useGetClientsQuery } = clientsApi;
