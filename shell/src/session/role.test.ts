import type { Session } from '@supabase/supabase-js';
import { roleFromSession } from './role';

const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const session = (payload: object) => ({ access_token: token(payload) }) as Session;

describe('roleFromSession', () => {
  it('reads app_metadata.role from the access token', () => {
    expect(roleFromSession(session({ app_metadata: { role: 'admin' } }))).toBe('admin');
    expect(roleFromSession(session({ app_metadata: { role: 'user' } }))).toBe('user');
  });
  it('ignores user_metadata (editable by the user) and unknown roles', () => {
    expect(roleFromSession(session({ user_metadata: { role: 'admin' }, app_metadata: {} }))).toBe('client');
    expect(roleFromSession(session({ app_metadata: { role: 'root' } }))).toBe('client');
    expect(roleFromSession({ access_token: 'garbage' } as Session)).toBe('client');
  });
  it('has no role without a session', () => {
    expect(roleFromSession(null)).toBeNull();
  });
});
