import type { CaughtMessage } from './catcher';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageHtml(m: CaughtMessage): string {
  return `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(m.date)}</span></header>
  <pre>${linkify(m.text)}</pre>
</article>`;
}

/** The inbox page: every caught message, newest first, with its links clickable. */
export function inboxPage(messages: CaughtMessage[], to: string | null): string {
  const filter = to ? ` for ${escapeHtml(to)}` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1f2937}
h1{font-size:22px}form{margin:12px 0}input{padding:6px;width:260px}
article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#6b7280;font-size:13px}
pre{white-space:pre-wrap;word-break:break-all;font:14px/1.5 ui-monospace,monospace}a{color:#2563eb}
</style></head><body>
<h1>Local inbox${filter}</h1>
<p>Every e-mail the local stack sends is kept here (nothing leaves this machine). JSON: <a href="/api/messages">/api/messages</a></p>
<form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}"> <button>Filter</button> <a href="/">All</a></form>
${messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n')}
</body></html>`;
}
