import { PLATFORM_API_VERSION, parsePlatformApiVersion, platformApiAccepts } from './platform-api';

describe('platform API version (major.minor)', () => {
  it('is major.minor', () => {
    expect(parsePlatformApiVersion(PLATFORM_API_VERSION)).not.toBeNull();
    expect(parsePlatformApiVersion('1')).toBeNull();
    expect(parsePlatformApiVersion(1)).toBeNull();
  });

  it('a shell accepts remotes of its major built for its minor or an older one', () => {
    expect(platformApiAccepts('1.3', '1.3')).toBe(true);
    expect(platformApiAccepts('1.3', '1.0')).toBe(true);
    expect(platformApiAccepts('1.3', '1.4')).toBe(false);
    expect(platformApiAccepts('1.3', '2.0')).toBe(false);
    expect(platformApiAccepts('2.0', '1.9')).toBe(false);
    expect(platformApiAccepts('1.3', undefined)).toBe(false);
  });
});
