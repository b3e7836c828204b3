import { describeAccept, describeRules, formatBytes, isAcceptedType, MB, validateFile } from './validate-file';

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
