import crypto from 'node:crypto';
import type { TestStack } from '../../../stack/test/support/test-stack';

export type PortalRole = 'admin' | 'client' | 'user';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: PortalRole;
  /** A signed-in session of theirs (auth.sessions, aal1): the `session_id` of the claims tests run SQL under. */
  sessionId: string;
}

export const TEST_PASSWORD = 'Test-pass-2025!';

/**
 * Creates a confirmed e-mail user the way the seed does (auth.users + auth.identities, bcrypt hash),
 * so the auth triggers run exactly as for a real sign-up. A role other than client is given in app_metadata, as
 * the service role's admin createUser does it (so an admin never gets the client's 45 tasks).
 */
export async function createUser(stack: TestStack, label: string, role: PortalRole = 'client'): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = `${label}.${id.slice(0, 8)}@test.local`;
  await stack.sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf', 4)), now(), $5, $4)`,
    [
      id,
      email,
      TEST_PASSWORD,
      JSON.stringify({ name: `${label} name`, phone: '+1 555 0000' }),
      JSON.stringify({ provider: 'email', providers: ['email'], ...(role === 'client' ? {} : { role }) }),
    ],
  );
  await stack.sql(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`, [
    id,
    id,
    JSON.stringify({ sub: id, email, email_verified: true }),
  ]);
  // A live session, as signing in makes one: admin rights and reveals are checked against it (is_admin()).
  const sessionId = crypto.randomUUID();
  await stack.sql(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')`, [sessionId, id]);
  return { id, email, password: TEST_PASSWORD, role, sessionId };
}

/** The claims the auth server puts into an access token for this user. */
export function claimsFor(user: TestUser | null): Record<string, unknown> {
  if (!user) return { role: 'anon' };
  return {
    sub: user.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: user.email,
    session_id: user.sessionId,
    aal: 'aal1',
    app_metadata: { provider: 'email', providers: ['email'], role: user.role },
  };
}
