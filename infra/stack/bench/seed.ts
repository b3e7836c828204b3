/** Runs one statement with parameters: `TestStack.sql`, or a stack's `ctx.db.query`. */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

export interface SeedUsersOptions {
  count: number;
  /** User i's e-mail is `<emailPrefix><i>@example.com`. */
  emailPrefix: string;
  /** User i's name (raw_user_meta_data.name) is `<namePrefix><i>`. */
  namePrefix: string;
  /** encrypted_password: a bcrypt hash to sign in with, or a placeholder no password matches. */
  password: string;
  /** Every n-th user has no password (as after a sign-up through a provider); 0: none. */
  withoutPasswordEvery?: number;
  /** User i signed up i minutes ago (the newest first); otherwise all at once, now. */
  staggered?: boolean;
}

/**
 * Confirmed users made straight in auth.users (users 1 to count), as real sign-ups: the portal's triggers give
 * every one a users row and 45 tasks.
 */
export async function seedUsers(
  sql: RunSql,
  { count, emailPrefix, namePrefix, password, withoutPasswordEvery = 0, staggered = false }: SeedUsersOptions,
): Promise<void> {
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            $2::text || i || '@example.com', case when i % nullif($5::int, 0) = 0 then null else $4::text end, now(),
            '{"provider":"email","providers":["email"]}', jsonb_build_object('name', $3::text || i),
            now() - (i * $6::int || ' minutes')::interval
       from generate_series(1, $1::int) as i`,
    [count, emailPrefix, namePrefix, password, withoutPasswordEvery, staggered ? 1 : 0],
  );
}
