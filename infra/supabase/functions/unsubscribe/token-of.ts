/** Longest body read for a token (a form or JSON with one short field). */
const MAX_BODY = 4096;

/**
 * The token of an unsubscribe request: `?token=` in the URL (the List-Unsubscribe link), else, for a POST,
 * a `token` field of a form or JSON body (RFC 8058's body is `List-Unsubscribe=One-Click`: the token stays in the URL).
 */
export async function tokenOf(req: Request): Promise<string | null> {
  const inUrl = new URL(req.url).searchParams.get('token');
  if (inUrl) return inUrl.slice(0, 512);
  if (req.method !== 'POST') return null;
  const text = (await req.text().catch(() => '')).slice(0, MAX_BODY);
  const type = req.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = JSON.parse(text) as { token?: unknown };
      return typeof body?.token === 'string' && body.token ? body.token.slice(0, 512) : null;
    } catch {
      return null;
    }
  }
  return new URLSearchParams(text).get('token')?.slice(0, 512) || null;
}
