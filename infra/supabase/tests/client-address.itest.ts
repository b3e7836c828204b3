import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startTestStack, type TestStack } from '../../stack/test/support/test-stack';
import { createUser, type TestUser } from './support/users';

// Issue 31, item 4: the address next to an admin action or a document opened is the one the platform sets. The
// stack, like Supabase's gateway, sets the forwarding headers itself: whatever a caller writes in
// X-Forwarded-For, X-Real-IP, CF-Connecting-IP or Forwarded never reaches the database or a function as
// their address.
const FORGED = {
  'X-Forwarded-For': '203.0.113.7, 198.51.100.1',
  'X-Real-IP': '203.0.113.8',
  'CF-Connecting-IP': '203.0.113.9',
  Forwarded: 'for=203.0.113.10',
  'True-Client-IP': '203.0.113.11',
};

describe('audit entries carry the address that connected, never a forwarding header the caller wrote', () => {
  let stack: TestStack;
  let admin: TestUser;
  let client: TestUser;
  let forgingAdmin: SupabaseClient;

  /** supabase-js signed in as `user`, sending forged forwarding headers with every request. */
  const forging = async (user: TestUser) => {
    const db = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: FORGED },
      realtime: { transport: ws as unknown as typeof WebSocket },
    });
    const { error } = await db.auth.signInWithPassword({ email: user.email, password: user.password });
    if (error) throw error;
    return db;
  };
  const entries = async (event: string) =>
    (await stack.sql(`select ip from public.account_activity where user_id = $1 and event = $2`, [client.id, event])) as { ip: string }[];

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await createUser(stack, 'admin', 'admin');
    client = await createUser(stack, 'client');
    forgingAdmin = await forging(admin);
  });
  afterAll(() => stack.stop());

  it("an admin's change to a client's data is logged with the connecting address (REST, request.headers)", async () => {
    const { error } = await forgingAdmin.from('users').update({ name: 'Renamed by an admin' }).eq('id', client.id);
    expect(error).toBeNull();
    expect(await entries('admin_users')).toEqual([{ ip: '127.0.0.1' }]);
  });

  it('the database reads the same whatever the caller sends, through raw HTTP too', async () => {
    const session = (await forgingAdmin.auth.getSession()).data.session!;
    const res = await fetch(`${stack.url}/rest/v1/users?id=eq.${client.id}`, {
      method: 'PATCH',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
        'x-forwarded-for': '10.9.8.7',
        'x-real-ip': '10.9.8.6',
        'cf-connecting-ip': '10.9.8.5',
      },
      body: JSON.stringify({ name: 'Renamed again' }),
    });
    expect(res.status).toBe(204);
    expect(await entries('admin_users')).toEqual([{ ip: '127.0.0.1' }, { ip: '127.0.0.1' }]);
  });

  it("open-document logs an admin's open with the connecting address", async () => {
    const asClient = await forging(client);
    const path = `${client.id}/1700000000000_plan.pdf`;
    const upload = await asClient.storage
      .from('user-documents')
      .upload(path, new Blob(['%PDF-1.4 plan'], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();
    const row = await asClient
      .from('business_documents')
      .insert({ document_type: 'Standard_Corporate', document_name: 'Plan.pdf', file_url: path })
      .select('id')
      .single();
    expect(row.error).toBeNull();
    const opened = await forgingAdmin.functions.invoke('open-document', { body: { document_id: row.data!.id }, headers: FORGED });
    expect(opened.error).toBeNull();
    expect(await entries('admin_document_opened')).toEqual([{ ip: '127.0.0.1' }]);
  });
});
