/** Messages between the stack (main thread) and the edge-function worker thread. */
export type HeaderList = [string, string][];

export interface WireRequest {
  url: string;
  method: string;
  headers: HeaderList;
  body: Uint8Array<ArrayBuffer> | null;
}

export interface WireResponse {
  status: number;
  /** Every header, Set-Cookie once per cookie. */
  headers: HeaderList;
  body: Uint8Array<ArrayBuffer>;
}

export interface InvokeMessage {
  id: number;
  name: string;
  file: string;
  /** SUPABASE_URL, the keys...: what the handler reads through `_shared/env.ts` during this invocation. */
  env: Record<string, string>;
  request: WireRequest;
}

export type ResultMessage =
  | { id: number; ok: true; response: WireResponse }
  /** `log` is for the server log only (it may hold paths and a stack trace), never for the caller. */
  | { id: number; ok: false; log: string };
