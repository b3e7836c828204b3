import { GENERIC_PLATFORM, platformStyle } from './platforms';
import { EMPTY_SOCIAL_ACCOUNT, toSocialAccountRow, validateSocialAccount } from './social-account-rules';

describe('platform lookup', () => {
  it('finds the five known platforms by name, whatever the case', () => {
    expect(platformStyle('Instagram').key).toBe('instagram');
    expect(platformStyle(' facebook ').key).toBe('facebook');
    expect(platformStyle('LINKEDIN').key).toBe('linkedin');
    expect(platformStyle('Youtube').key).toBe('youtube');
    expect(platformStyle('Twitter').key).toBe('twitter');
  });

  it('gives unknown platforms the generic icon and gray', () => {
    expect(platformStyle('Mastodon')).toBe(GENERIC_PLATFORM);
    expect(platformStyle('')).toBe(GENERIC_PLATFORM);
  });
});

describe('social account form rules', () => {
  const valid = { ...EMPTY_SOCIAL_ACCOUNT, platform: 'Instagram', username: 'me', password: 'secret' };

  it('requires platform, username and password', () => {
    expect(validateSocialAccount(valid)).toEqual({});
    expect(Object.keys(validateSocialAccount(EMPTY_SOCIAL_ACCOUNT)).sort()).toEqual(['password', 'platform', 'username']);
  });

  it('accepts an empty profile URL and refuses a malformed one', () => {
    expect(validateSocialAccount({ ...valid, profile_url: 'https://instagram.com/me' })).toEqual({});
    expect(validateSocialAccount({ ...valid, profile_url: 'instagram dot com' }).profile_url).toBeDefined();
    expect(validateSocialAccount({ ...valid, profile_url: 'javascript:alert(1)' }).profile_url).toBeDefined();
  });

  it('stores empty optional fields as null', () => {
    expect(toSocialAccountRow({ ...valid, platform: ' Instagram ', notes: '  ' })).toEqual({
      platform: 'Instagram',
      username: 'me',
      password: 'secret',
      profile_url: null,
      notes: null,
    });
  });
});
