import path from 'node:path';
import { ObjectDisk } from '../../src/storage/disk';
import { StorageError } from '../../src/storage/errors';
import { checkBucketId, checkObjectName, splitBucketAndName } from '../../src/storage/keys';
import { checkUploadLimits, mimeTypeAllowed, parseSize } from '../../src/storage/limits';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as StorageError).code;
  }
  return 'ok';
};

describe('object names', () => {
  it.each(['a.txt', 'folder/sub/file.png', 'with space/é ü.pdf', "quote'(1).txt", 'a..b/c..'])('accepts %s', (name) => {
    expect(checkObjectName(name)).toBe(name);
  });
  it.each(['', '/abs', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', 'back\\slash', 'nul\u0000', 'tab\tname', 'x'.repeat(1025)])(
    'refuses %j',
    (name) => {
      expect(code(() => checkObjectName(name))).toBe('InvalidKey');
    },
  );
  it('decodes URL segments and refuses encoded escapes', () => {
    expect(splitBucketAndName(['docs', 'a%20b', 'c%C3%A9.txt'])).toEqual({ bucket: 'docs', name: 'a b/cé.txt' });
    expect(code(() => splitBucketAndName(['docs', '..%2Fx']))).toBe('InvalidKey');
    expect(code(() => splitBucketAndName(['docs', '%E0%A4%A']))).toBe('InvalidKey');
    expect(code(() => splitBucketAndName(['..', 'x']))).toBe('InvalidBucketName');
    expect(code(() => checkBucketId('a/b'))).toBe('InvalidBucketName');
  });
  it('keeps every file inside its bucket folder on disk', () => {
    const disk = new ObjectDisk('/data');
    expect(disk.filePath('docs', 'a/b.txt')).toBe(path.join('/data/storage/docs/a/b.txt'));
    expect(code(() => disk.filePath('docs', '../other/x'))).toBe('InvalidKey');
    expect(code(() => disk.filePath('.tmp', 'x'))).toBe('InvalidKey');
  });
});

describe('bucket limits', () => {
  it('refuses a long size string at once (a regular expression once backtracked quadratically on spaces)', () => {
    const started = performance.now();
    expect(code(() => parseSize(`1${' '.repeat(1 << 20)}x!`))).toBe('InvalidRequest');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parseSize(' 20 MB ')).toBe(20_000_000);
  });

  it('parses sizes as storage-api does', () => {
    expect(parseSize(1024)).toBe(1024);
    expect(parseSize('10MB')).toBe(10_000_000);
    expect(parseSize('1.5MiB')).toBe(1_572_864);
    expect(parseSize('3b')).toBe(3);
    expect(parseSize(null)).toBeUndefined();
    expect(code(() => parseSize('lots'))).toBe('InvalidRequest');
    expect(code(() => parseSize(-1))).toBe('InvalidRequest');
  });
  it('matches exact and wildcard mime types against a parsed essence', () => {
    expect(mimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('text/plain', ['Text/Plain; charset=UTF-8'])).toBe(true);
    expect(mimeTypeAllowed('text/html', ['text/plain', 'image/*'])).toBe(false);
    expect(mimeTypeAllowed('imagex/png', ['image/*'])).toBe(false);
    expect(mimeTypeAllowed('anything/else', null)).toBe(true);
  });
  it('parses the type with the media-type grammar and returns it normalised', () => {
    const pdfOnly = { file_size_limit: null, allowed_mime_types: ['application/pdf'] };
    expect(checkUploadLimits(1, 'Application/PDF ;Charset="UTF-8"', pdfOnly, 50)).toBe('application/pdf; charset=utf-8');
    expect(checkUploadLimits(1, 'application/pdf; name="a b\\"c"', pdfOnly, 50)).toBe('application/pdf; name="a b\\"c"');
    for (const bad of [
      'application/pdf;,text/html',
      'application/pdf, text/html',
      'application/pdf;x',
      'application/pdf;"',
      'application/pdf\r\nX: 1',
      'application/pdf; n=Ж',
      'application/',
      '/pdf',
      '',
      'a'.repeat(1001),
    ]) {
      expect(code(() => checkUploadLimits(1, bad, pdfOnly, 50))).toBe('InvalidMimeType');
      expect(code(() => checkUploadLimits(1, bad, { file_size_limit: null, allowed_mime_types: null }, 50))).toBe('InvalidMimeType');
    }
  });
  it('applies the smaller of the bucket and global limits', () => {
    const bucket = { file_size_limit: '100', allowed_mime_types: null };
    expect(code(() => checkUploadLimits(100, 'a/b', bucket, 1000))).toBe('ok');
    expect(code(() => checkUploadLimits(101, 'a/b', bucket, 1000))).toBe('EntityTooLarge');
    expect(code(() => checkUploadLimits(51, 'a/b', bucket, 50))).toBe('EntityTooLarge');
    expect(code(() => checkUploadLimits(1, 'text/plain', { file_size_limit: null, allowed_mime_types: ['image/*'] }, 50))).toBe(
      'InvalidMimeType',
    );
  });
});
