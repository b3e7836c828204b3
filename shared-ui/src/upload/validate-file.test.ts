import { acceptFor } from './bucket-limits';
import { contentTypeOf, describeAccept, describeRules, formatBytes, isAcceptedType, MB, validateFile } from './validate-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const DOCS = '.pdf,.doc,.docx';

describe('isAcceptedType', () => {
  it('matches extensions case-insensitively, MIME types and wildcards', () => {
    expect(isAcceptedType(file('Plan.PDF', 'application/pdf'), DOCS)).toBe(true);
    expect(isAcceptedType(file('plan.docx', ''), DOCS)).toBe(true);
    expect(isAcceptedType(file('plan.txt', 'text/plain'), DOCS)).toBe(false);
    expect(isAcceptedType(file('plan.pdf.exe', ''), DOCS)).toBe(false);
    expect(isAcceptedType(file('a.png', 'image/png'), 'image/*')).toBe(true);
    expect(isAcceptedType(file('a.mp4', 'video/mp4'), 'image/*')).toBe(false);
    expect(isAcceptedType(file('a', 'application/pdf'), 'application/pdf')).toBe(true);
    expect(isAcceptedType(file('anything.bin', ''), undefined)).toBe(true);
    expect(isAcceptedType(file('anything.bin', ''), '')).toBe(true);
  });
});

describe('validateFile', () => {
  it('rejects a wrong type with a clear message', () => {
    expect(validateFile(file('notes.txt', 'text/plain'), { accept: DOCS, maxSizeBytes: 10 * MB })).toBe(
      '"notes.txt" is not an accepted file type. Choose PDF, DOC, DOCX.',
    );
  });

  it('rejects a file over the limit and accepts one at the limit', () => {
    expect(validateFile(file('big.pdf', 'application/pdf', 10 * MB + 1), { accept: DOCS, maxSizeBytes: 10 * MB })).toBe(
      '"big.pdf" is too large (10 MB). The limit is 10 MB.',
    );
    expect(validateFile(file('big.pdf', 'application/pdf', 12.5 * MB), { maxSizeBytes: 10 * MB })).toContain('(12.5 MB)');
    expect(validateFile(file('ok.pdf', 'application/pdf', 10 * MB), { accept: DOCS, maxSizeBytes: 10 * MB })).toBeNull();
  });
});

describe('texts', () => {
  it('describes the rules', () => {
    expect(describeAccept('image/*,video/mp4')).toBe('image files, MP4');
    expect(describeRules({ accept: DOCS, maxSizeBytes: 10 * MB })).toBe('PDF, DOC, DOCX up to 10 MB');
    expect(describeRules({})).toBeUndefined();
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});

describe('validateFile against a bucket (BUCKET_LIMITS)', () => {
  it('user-documents: PDF/DOC/DOCX up to 10 MB, with the spec-style messages', () => {
    expect(validateFile(file('plan.pdf', 'application/pdf', 10 * MB), 'user-documents')).toBeNull();
    expect(validateFile(file('plan.docx', ''), 'user-documents')).toBeNull();
    expect(validateFile(file('old.doc', 'application/msword'), 'user-documents')).toBeNull();
    expect(validateFile(file('notes.txt', 'text/plain'), 'user-documents')).toBe(
      '"notes.txt" is not an accepted file type. Choose PDF, DOC, DOCX.',
    );
    expect(validateFile(file('fake.pdf', 'image/png'), 'user-documents')).toBe(
      '"fake.pdf" is not an accepted file type. Choose PDF, DOC, DOCX.',
    );
    expect(validateFile(file('huge.pdf', 'application/pdf', 10 * MB + 1), 'user-documents')).toBe(
      '"huge.pdf" is too large (10 MB). The limit is 10 MB.',
    );
    expect(describeRules('user-documents')).toBe('PDF, DOC, DOCX up to 10 MB');
  });

  it('book-covers: images up to 5 MB; business-documents: anything up to 500 MB', () => {
    expect(validateFile(file('cover.svg', 'image/svg+xml'), 'book-covers')).toBeNull();
    expect(validateFile(file('cover.bmp', 'image/bmp'), 'book-covers')).toBe(
      '"cover.bmp" is not an accepted file type. Choose PNG, JPG, JPEG, GIF, WEBP, SVG.',
    );
    expect(validateFile(file('cover.png', 'image/png', 6 * MB), 'book-covers')).toContain('The limit is 5 MB.');
    expect(validateFile(file('talk.mp4', 'video/mp4', 499 * MB), 'business-documents')).toBeNull();
    expect(validateFile(file('talk.mp4', 'video/mp4', 501 * MB), 'business-documents')).toBe(
      '"talk.mp4" is too large (501 MB). The limit is 500 MB.',
    );
  });

  it("applies a screen's narrower rules within the bucket's, never wider ones", () => {
    const thumbnail = { bucket: 'business-documents', accept: 'image/*' } as const;
    expect(validateFile(file('thumb.png', 'image/png'), thumbnail)).toBeNull();
    expect(validateFile(file('talk.mp4', 'video/mp4'), thumbnail)).toBe('"talk.mp4" is not an accepted file type. Choose image files.');
    expect(validateFile(file('a.pdf', 'application/pdf', 3 * MB), { bucket: 'user-documents', maxSizeBytes: 2 * MB })).toContain(
      'The limit is 2 MB.',
    );
    expect(validateFile(file('a.pdf', 'application/pdf', 11 * MB), { bucket: 'user-documents', maxSizeBytes: 50 * MB })).toContain(
      'The limit is 10 MB.',
    );
    // A screen's accept cannot let in what the bucket refuses.
    expect(validateFile(file('a.txt', 'text/plain'), { bucket: 'user-documents', accept: '.txt' })).not.toBeNull();
  });

  it('declares a type for files the browser left untyped, as the server checks it', () => {
    expect(contentTypeOf(file('plan.DOCX', ''))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOf(file('clip.mov', ''))).toBe('video/quicktime');
    expect(contentTypeOf(file('data.bin', ''))).toBe('application/octet-stream');
    expect(contentTypeOf(file('x.pdf', 'application/x-custom'))).toBe('application/x-custom');
    expect(acceptFor('user-documents')).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(acceptFor('business-documents')).toBeUndefined();
  });
});
