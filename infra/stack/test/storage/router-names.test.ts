import { limitDownloadName } from '../../src/storage/download-name';
import { Router } from '../../src/storage/router';
import { transformOptionsOfClaim, transformationsClaim } from '../../src/storage/transform-options';

describe('the storage router', () => {
  const router = new Router<string[]>()
    .on('POST', '/object/:bucket/*', async (seen) => ({ status: 200, body: seen.join() }))
    .on('POST', '/object/upload/sign/:bucket/*', async () => ({ status: 201 }))
    .on('POST', '/object/list-v2/:bucket', async () => ({ status: 202 }))
    .on('GET', '/object/:bucket/*', async () => ({ status: 203 }));

  it('picks the most specific pattern of the method, whatever the order they were added in', () => {
    expect(router.find('POST', ['object', 'upload', 'sign', 'b', 'x'])!.match).toEqual({ params: ['b'], rest: ['x'] });
    expect(router.find('POST', ['object', 'list-v2', 'b'])).not.toBeNull();
    // `list-v2/x/y` does not fit the list route: an upload into the bucket `list-v2`.
    expect(router.find('POST', ['object', 'list-v2', 'x', 'y'])!.match).toEqual({ params: ['list-v2'], rest: ['x', 'y'] });
    expect(router.find('HEAD', ['object', 'b', 'x'])).not.toBeNull();
    expect(router.find('PATCH', ['object', 'b', 'x'])).toBeNull();
    expect(router.find('GET', ['object', 'b'])).toBeNull();
  });
});

describe('download names', () => {
  it('cuts to 255 UTF-8 bytes, keeps the extension and never splits a character', () => {
    expect(limitDownloadName('short.pdf')).toBe('short.pdf');
    const cut = limitDownloadName(`${'😀'.repeat(300)}.pdf`);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(255);
    expect(cut).toBe(`${'😀'.repeat(62)}.pdf`);
    expect(limitDownloadName('a'.repeat(300))).toBe('a'.repeat(255));
    // An "extension" longer than 32 bytes is part of the name.
    expect(Buffer.byteLength(limitDownloadName(`a.${'b'.repeat(400)}`))).toBe(255);
  });
});

describe('transformations in a signed token', () => {
  it('round-trips the options and drops what does not parse', () => {
    const options = { width: 200, height: 100, resize: 'contain' as const, quality: 60, format: 'origin' as const };
    expect(transformOptionsOfClaim(transformationsClaim(options))).toEqual(options);
    expect(transformOptionsOfClaim('width:abc')).toEqual({});
    expect(transformOptionsOfClaim(42)).toEqual({});
  });
});
