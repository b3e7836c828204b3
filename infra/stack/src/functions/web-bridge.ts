import type { ApiRequest, ApiResponse } from '../http/types';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host', 'upgrade', 'expect']);

/** The stack's request as a web-standard Request: the full public URL, method, headers and body. */
export function toWebRequest(req: ApiRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body.length > 0;
  return new Request(publicUrl, { method: req.method, headers, body: hasBody ? new Uint8Array(req.body) : undefined });
}

/** The handler's Response as the stack's response: status, headers (several Set-Cookie kept) and body bytes. */
export async function fromWebResponse(res: Response): Promise<ApiResponse> {
  const headers: Record<string, string | string[]> = {};
  res.headers.forEach((value, name) => {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    headers[name] = value;
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers, body };
}
