import type { Database, Tables } from 'shared-ui';

/**
 * A client as the admin area shows them: their `users` row without `updated_at`. The client's page reads it
 * from `users`; the list adds `has_password` (below).
 */
export type ClientProfile = Pick<Tables<'users'>, 'id' | 'name' | 'email' | 'phone' | 'provider' | 'role' | 'created_at'>;

/** One row of `admin_list_clients`, as the database declares it (its generated types lose the columns' nullability). */
type ListedClient = Database['public']['Functions']['admin_list_clients']['Returns'][number];

/** Where a listed client stands (`admin_clients_standing`, merged into each row by `get-clients`). */
type Standing = Database['public']['Functions']['admin_clients_standing']['Returns'][number];

/**
 * One client as `get-clients` lists them (its response contract, `admin_list_clients` less `total_count`, with
 * where they stand): never a password, `has_password` only.
 */
export type ClientListItem = ClientProfile &
  Pick<ListedClient, 'has_password'> &
  Pick<Standing, 'tasks_completed' | 'tasks_total'> & {
    program: string | null;
    program_status: string | null;
    advisor: string | null;
    last_seen_at: string | null;
  };
