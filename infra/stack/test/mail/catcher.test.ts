import { extractLinks, MailCatcher } from '../../src/mail';

describe('mail catcher', () => {
  it('keeps messages newest first, filters by recipient, and stays bounded', async () => {
    const catcher = new MailCatcher('Portal <no-reply@portal.local>', 3);
    for (let i = 1; i <= 4; i++)
      await catcher.send({ to: i % 2 ? 'odd@example.com' : 'Even@Example.com', subject: `m${i}`, text: `hello ${i}` });
    expect(catcher.list().map((m) => m.subject)).toEqual(['m4', 'm3', 'm2']);
    expect(catcher.list('even@example.com').map((m) => m.subject)).toEqual(['m4', 'm2']);
    expect(catcher.list().every((m) => m.size > 0 && m.from.includes('no-reply'))).toBe(true);
    catcher.clear();
    expect(catcher.list()).toEqual([]);
  });

  it('caps what it keeps: long parts are cut, and the oldest go once the total is too large', async () => {
    const catcher = new MailCatcher('Portal <no-reply@portal.local>', 100, 600_000);
    await catcher.send({ to: 'a@example.com', subject: 'huge', text: 'x'.repeat(1_000_000), html: `<p>${'y'.repeat(1_000_000)}</p>` });
    const [huge] = catcher.list();
    expect(huge.text.length).toBeLessThan(270_000);
    expect(huge.text).toMatch(/\[cut by the local mail catcher/);
    expect(huge.html!.length).toBeLessThan(270_000);
    await catcher.send({ to: 'a@example.com', subject: 'second', text: 'z'.repeat(300_000) });
    expect(catcher.list().map((m) => m.subject)).toEqual(['second']);
  });

  it('extracts links from the HTML hrefs and the text, decoded and once each', () => {
    const link = 'http://localhost:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=http%3A%2F%2Flocalhost%3A8080';
    const html = `<p><a href="${link.replace(/&/g, '&amp;')}">Reset</a></p><a href="mailto:x@y.z">mail</a>`;
    const text = `Follow this link:\n${link}\nOr visit https://example.com/help.`;
    expect(extractLinks(text, html)).toEqual([link, 'https://example.com/help']);
  });
});
