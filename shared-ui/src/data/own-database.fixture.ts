// The type tests' remote: what `npm run gen:types -w mfe-credit` writes for the Credit Notes migration of the
// data-feature journey (infra/release/testing/credit-notes-feature.ts), copied here (no remote in the repository owns a table yet).
// Source: mfe-credit/supabase/migrations after infra/supabase/migrations (objects named mfe_credit_*).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // supabase-js reads the PostgREST version here (createClient<Database> needs no options for it).
  __InternalSupabase: {
    PostgrestVersion: '12';
  };
  public: {
    Tables: {
      mfe_credit_notes: {
        Row: {
          body: string;
          created_at: string;
          id: string;
          user_id: string;
        };
        Insert: {
          body: string;
          created_at?: string;
          id?: string;
          user_id?: string;
        };
        Update: {
          body?: string;
          created_at?: string;
          id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'mfe_credit_notes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      mfe_credit_search_notes: {
        Args: { per_kind: number; query: string };
        Returns: {
          context: string;
          id: string;
          rank: number;
          title: string;
        }[];
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type Schema = Database['public'];

/** A table's or view's row: `Tables<'bank_accounts'>`. */
export type Tables<Name extends keyof (Schema['Tables'] & Schema['Views'])> = (Schema['Tables'] & Schema['Views'])[Name] extends {
  Row: infer R;
}
  ? R
  : never;
/** What an insert into a table takes: `TablesInsert<'bank_accounts'>`. */
export type TablesInsert<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Insert'];
/** What an update of a table takes: `TablesUpdate<'bank_accounts'>`. */
export type TablesUpdate<Name extends keyof Schema['Tables']> = Schema['Tables'][Name]['Update'];
export type Enums<Name extends keyof Schema['Enums']> = Schema['Enums'][Name];
export type CompositeTypes<Name extends keyof Schema['CompositeTypes']> = Schema['CompositeTypes'][Name];
