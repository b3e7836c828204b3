import { externalUrl } from './external-url';

describe('externalUrl', () => {
  it('keeps http(s) links and prefixes bare domains', () => {
    expect(externalUrl('https://apply.example.com/x?y=1')).toBe('https://apply.example.com/x?y=1');
    expect(externalUrl('HTTP://example.com')).toBe('HTTP://example.com');
    expect(externalUrl('chase.com/apply')).toBe('https://chase.com/apply');
  });

  it('renders no link for scripts, data and blanks', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('JaVaScRiPt:alert(1)')).toBeNull();
    expect(externalUrl('data:text/html,<script>')).toBeNull();
    expect(externalUrl('  ')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('not a link')).toBeNull();
    expect(externalUrl('https://exa mple.com')).toBeNull();
  });
});
