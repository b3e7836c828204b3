// The browser benches' signed-in visitors: a new confirmed user of a role on the bench portal's stack (created with
// the service key), signed in as the browser signs in, and the session as the page keeps it in localStorage.
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

const PASSWORD = 'Bench-pass-2025!';
const options = { auth: { persistSession: false }, realtime: { transport: ws } };

/** A new `role` user's session on `portal` (from portal.mjs's startPortal); `label` starts their e-mail address. */
export async function benchSession(portal, role, label) {
  const api = portal.stack.url.replace('//localhost:', '//127.0.0.1:');
  const email = `${label}-${role}-${Date.now()}@test.local`;
  const admin = createClient(api, portal.stack.serviceKey, options);
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, app_metadata: { role } });
  if (error) throw error;
  const { data, error: signInError } = await createClient(api, portal.stack.anonKey, options).auth.signInWithPassword({
    email,
    password: PASSWORD,
  });
  if (signInError) throw signInError;
  return data.session;
}
