import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from '../../src/config';

describe('the password hash cost', () => {
  it('is bcrypt cost 10 unless AUTH_PASSWORD_HASH_COST says otherwise', () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(10);
    expect(loadConfig({ DATA_DIR: '/nonexistent' }, { jwtSecret: 'x'.repeat(32), vaultRootKey: 'k' }).passwordHashCost).toBe(10);
    expect(
      loadConfig({ DATA_DIR: '/nonexistent', AUTH_PASSWORD_HASH_COST: '4' }, { jwtSecret: 'x'.repeat(32), vaultRootKey: 'k' })
        .passwordHashCost,
    ).toBe(4);
  });

  it.each(['3', '32', '4.5', 'ten'])('refuses AUTH_PASSWORD_HASH_COST=%s', (value) => {
    expect(() =>
      loadConfig({ DATA_DIR: '/nonexistent', AUTH_PASSWORD_HASH_COST: value }, { jwtSecret: 'x'.repeat(32), vaultRootKey: 'k' }),
    ).toThrow(/AUTH_PASSWORD_HASH_COST must be a whole number from 4 to 31/);
  });

  it('writes the configured cost; a hash of any cost verifies, whatever the server is configured with', async () => {
    const quick = await hashPassword('secret-123', 4);
    const standard = await hashPassword('secret-123', 10);
    expect(quick).toMatch(/^\$2a\$04\$.{53}$/);
    expect(standard).toMatch(/^\$2a\$10\$.{53}$/);
    await expect(verifyPassword('secret-123', standard, 4)).resolves.toBe(true);
    await expect(verifyPassword('secret-123', quick, 10)).resolves.toBe(true);
    await expect(verifyPassword('secret-124', quick, 10)).resolves.toBe(false);
    await expect(verifyPassword('secret-123', null, 4)).resolves.toBe(false);
  });
});
