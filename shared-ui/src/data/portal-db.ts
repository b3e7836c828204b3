import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from 'shared-ui';

/**
 * What `npm run gen:types -w <remote>` writes to `<remote>/src/database.types.ts`: the remote's own objects of schema
 * public (tables, views and functions named `<federation name>_*`, and the enums they use).
 */
export interface RemoteDatabase {
  public: { Tables: object; Views: object; Functions: object; Enums: object; CompositeTypes: object };
}

// Both sides' names in one object type. A remote's names carry its prefix, so none is the platform's.
type Merged<Platform, Own> = {
  [K in keyof Platform | keyof Own]: K extends keyof Own ? Own[K] : K extends keyof Platform ? Platform[K] : never;
};

/**
 * Schema public as a remote with its own objects sees it: the platform's tables, views, functions and types (the
 * central `Database`) and the remote's own (`Own`, its generated `Database`). A remote's table may reference the
 * platform's (`references public.users`), so embedding across them is typed too.
 */
export type PortalDatabase<Own extends RemoteDatabase> = {
  __InternalSupabase: Database['__InternalSupabase'];
  public: {
    Tables: Merged<Database['public']['Tables'], Own['public']['Tables']>;
    Views: Merged<Database['public']['Views'], Own['public']['Views']>;
    Functions: Merged<Database['public']['Functions'], Own['public']['Functions']>;
    Enums: Merged<Database['public']['Enums'], Own['public']['Enums']>;
    CompositeTypes: Merged<Database['public']['CompositeTypes'], Own['public']['CompositeTypes']>;
  };
};

/**
 * The platform's supabase client typed with the remote's own objects too: what the endpoints of a remote api made
 * with `ownDatabase: ownDatabase<Database>()` get as `db`, and the type of a helper they call (`(db: PortalDb<Database>)`).
 */
export type PortalDb<Own extends RemoteDatabase> = SupabaseClient<PortalDatabase<Own>>;

/**
 * A remote's generated `Database` type, carried as a value to `createRemoteApi({ ownDatabase })` (a type argument
 * there would stop TypeScript inferring `reducerPath`). It holds nothing at run time.
 */
export interface OwnDatabase<Client> {
  readonly kind: 'own-database';
  /** Never set: the client type the api's endpoints get. */
  readonly client?: Client;
}

/** `createRemoteApi({ reducerPath, ownDatabase: ownDatabase<Database>() })`, `Database` from `src/database.types.ts`. */
export function ownDatabase<Own extends RemoteDatabase>(): OwnDatabase<PortalDb<Own>> {
  return { kind: 'own-database' };
}
