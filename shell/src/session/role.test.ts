import { roleFromClaims } from './role';

describe('roleFromClaims', () => {
  it('reads app_metadata.role from the verified claims', () => {
    expect(roleFromClaims({ app_metadata: { role: 'admin' } })).toBe('admin');
    expect(roleFromClaims({ app_metadata: { role: 'user' } })).toBe('user');
  });
  it('ignores user_metadata (editable by the user) and unknown roles', () => {
    const editable = { user_metadata: { role: 'admin' }, app_metadata: {} };
    expect(roleFromClaims(editable)).toBe('client');
    expect(roleFromClaims({ app_metadata: { role: 'root' } })).toBe('client');
    expect(roleFromClaims({})).toBe('client');
  });
});
