import { act, screen } from '@testing-library/react';
import { seriousAxeViolations } from '../testing/axe';
import { renderWithTheme } from '../testing/render';
import { SafeHtml } from './SafeHtml';
import { DOCUMENT_SANDBOX, frameDocument, HEIGHT_MESSAGE, SandboxedDocument } from './SandboxedDocument';

describe('SafeHtml', () => {
  it('renders stored HTML without anything executable; links open safely in a new tab', () => {
    const { container } = renderWithTheme(
      <SafeHtml
        html={
          '<p>Sync <b>daily</b> <a href="https://crm.example.com">CRM</a></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a>'
        }
      />,
    );
    expect(screen.getByText('daily').tagName).toBe('B');
    const link = screen.getByRole('link', { name: 'CRM' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
  });

  it('renders nothing for empty or missing HTML', () => {
    const { container } = renderWithTheme(<SafeHtml html={null} as="section" />);
    expect(container.querySelector('section')?.innerHTML).toBe('');
  });
});

describe('SandboxedDocument', () => {
  const doc =
    '<!doctype html><html><head><title>Site</title></head><body><h1>Hello</h1><script>top.location="https://evil.test"</script></body></html>';

  it('renders the document in a frame without allow-same-origin, named by its title', async () => {
    renderWithTheme(<SandboxedDocument html={doc} title="Website template" />);
    const frame = screen.getByTitle('Website template') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe(DOCUMENT_SANDBOX);
    expect(DOCUMENT_SANDBOX.split(' ')).not.toContain('allow-same-origin');
    expect(DOCUMENT_SANDBOX.split(' ')).not.toContain('allow-top-navigation');
    expect(DOCUMENT_SANDBOX.split(' ')).not.toContain('allow-forms');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Hello</h1>');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  const CSP = `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-n0nce'; object-src 'none'">`;

  it('links open outside the frame, and the height reporter goes at the end of the body', () => {
    const framed = frameDocument(doc, 'n0nce');
    expect(framed.startsWith(`<!doctype html>${CSP}<base target="_blank"><html><head><title>`)).toBe(true);
    expect(framed.indexOf(HEIGHT_MESSAGE)).toBeLessThan(framed.indexOf('</body>'));
    expect(frameDocument('<p>fragment</p>', 'n0nce').startsWith(`${CSP}<base target="_blank"><p>fragment</p><script nonce="n0nce">`)).toBe(
      true,
    );
  });

  it('only the height reporter may run: the policy comes before anything of the document', () => {
    const framed = frameDocument('<html><script>alert(1)</script><head></head><body><img src=x onerror="alert(2)"></body></html>', 'n0nce');
    expect(framed.indexOf(CSP)).toBe(0);
    expect(framed.indexOf(CSP)).toBeLessThan(framed.indexOf('<script>alert(1)'));
    expect(framed.match(/nonce="n0nce"/g)).toHaveLength(1);
    const parsed = new DOMParser().parseFromString(framed, 'text/html');
    expect(parsed.head.firstElementChild?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(parsed.querySelector('base')?.getAttribute('target')).toBe('_blank');
  });

  it('takes its height from its own document only, within bounds', () => {
    renderWithTheme(<SandboxedDocument html={doc} title="Website template" />);
    const frame = screen.getByTitle('Website template') as HTMLIFrameElement;
    const post = (data: unknown, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, source }));
      });
    post({ type: HEIGHT_MESSAGE, height: 640 }, frame.contentWindow);
    expect(frame.style.height).toBe('640px');
    post({ type: HEIGHT_MESSAGE, height: 900 }, window);
    post({ type: 'other', height: 900 }, frame.contentWindow);
    post({ type: HEIGHT_MESSAGE, height: '900' }, frame.contentWindow);
    expect(frame.style.height).toBe('640px');
    post({ type: HEIGHT_MESSAGE, height: 1e9 }, frame.contentWindow);
    expect(frame.style.height).toBe('20000px');
  });
});
