import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { CaughtMessage } from '../../src/mail';
import type { TestStack } from '../support/test-stack';

export const APP = 'http://localhost:8080';

/** A fresh address per test so suites never collide. */
export function email(tag: string): string {
  return `${tag}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** A supabase-js client with options the shared helper does not take (flowType 'pkce'). */
export function pkceClient(stack: TestStack): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** The claims of a JWT (not verified: the tests only read them). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Messages the mail catcher holds for an address (newest first), read through its JSON endpoint. */
export async function inbox(stack: TestStack, to: string): Promise<CaughtMessage[]> {
  const res = await fetch(`${stack.inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as CaughtMessage[];
}

/** The verify link of the newest message to `to`. */
export async function latestLink(stack: TestStack, to: string): Promise<string> {
  const [message] = await inbox(stack, to);
  const link = message?.links.find((l) => l.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link for ${to}`);
  return link;
}

/** Follows one browser navigation step without following the redirect (sending `cookie`, returning what was set). */
export async function navigate(url: string, cookie?: string): Promise<{ status: number; location: string; cookies: string[] }> {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie() };
}

/** The parameters of a URL's fragment. */
export function hashParams(url: string): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.slice(1));
}
