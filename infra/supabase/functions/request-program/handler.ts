import { createClient } from '@supabase/supabase-js';
import { clientOptions, requireCaller } from '../_shared/caller.ts';
import { requireEnv, secretKey } from '../_shared/env.ts';
import { corsHeaders, jsonResponse } from '../_shared/http.ts';
import { MAIL_NOT_CONFIGURED, mailConfigured, sendMail } from './mail.ts';

export const PROGRAMS = [
  'Standard Business Build-Out Program',
  'Advanced Business Build-Out Program',
  'Enterprise Plan Business Build-Out Program',
] as const;

/** A second request for a program whose request is still New or Contacted (issue 51): refused by the table. */
export const ALREADY_REQUESTED = 'You already requested this program. Its status is on My Account; your advisor will be in touch.';

/** Longest plan or note (characters); the table enforces it too. */
export const MAX_TEXT_LENGTH = 2000;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * POST request-program {program, plan?, note?} → 201 {request, notified}.
 * Records the request as the caller (row-level security: their own row only), then e-mails every
 * admin the client's id, e-mail, name, program, plan and note. A plan or note over 2,000 characters
 * is a 400; more than 5 requests by one client in an hour a 429; a second request for a program whose request is still
 * open (New or Contacted) a 409 (all three enforced by the table as well).
 * Without a mail provider (MAIL_API_URL, MAIL_API_KEY) nothing is saved: 503. GET answers whether one
 * is configured (200/503), for the deploy check.
 */
export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  // The deploy check (infra/scripts/check-deploy.mjs): is a mail provider configured? Names nothing secret.
  if (req.method === 'GET')
    return mailConfigured()
      ? jsonResponse(200, { mail: 'configured' })
      : jsonResponse(503, { mail: 'missing', error: MAIL_NOT_CONFIGURED });
  if (req.method !== 'POST') return jsonResponse(405, { error: 'Use POST' });

  const caller = await requireCaller(req);
  if (caller instanceof Response) return caller;
  const user = caller.user;

  const input = (await req.json().catch(() => ({}))) as Record<string, unknown>;
  const program = typeof input.program === 'string' ? input.program : '';
  const plan = typeof input.plan === 'string' && input.plan.trim() ? input.plan.trim() : null;
  const note = typeof input.note === 'string' && input.note.trim() ? input.note.trim() : null;
  if (!(PROGRAMS as readonly string[]).includes(program))
    return jsonResponse(400, { error: `program must be one of: ${PROGRAMS.join('; ')}` });
  for (const [field, value] of [
    ['plan', plan],
    ['note', note],
  ] as const) {
    if (value !== null && value.length > MAX_TEXT_LENGTH) return jsonResponse(400, { error: `${field} must be at most 2,000 characters` });
  }
  // Refused before anything is saved: a request the admins would never hear of is worse than none.
  if (!mailConfigured()) return jsonResponse(503, { error: 'Program requests cannot be sent right now. Please try again later.' });

  const { data: request, error } = await caller.client
    .from('program_requests')
    .insert({ user_id: user.id, program, plan, note })
    .select()
    .single();
  if (error?.code === 'PT429')
    return jsonResponse(429, { error: 'Too many program requests: at most 5 per hour. Please try again later.' });
  // One open request per client and program (the table's unique index program_requests_one_open_per_program).
  if (error?.code === '23505') return jsonResponse(409, { error: ALREADY_REQUESTED });
  if (error) return jsonResponse(error.code === '42501' ? 403 : 400, { error: error.message });

  const service = createClient(requireEnv('SUPABASE_URL'), secretKey(), clientOptions);
  const { data: admins, error: adminsError } = await service.from('users').select('email').eq('role', 'admin');
  if (adminsError) return jsonResponse(502, { error: 'The request was recorded but the admins could not be found', request });

  const name = (user.user_metadata?.name as string | undefined) ?? '';
  const lines = [
    `Client id: ${user.id}`,
    `Email: ${user.email ?? ''}`,
    `Name: ${name}`,
    `Program: ${program}`,
    `Plan: ${plan ?? '-'}`,
    `Note: ${note ?? '-'}`,
  ];
  const recipients = (admins ?? []).map((a) => String(a.email)).filter(Boolean);
  try {
    for (const to of recipients) {
      await sendMail({
        to,
        subject: `Program request: ${program}`,
        text: `A client requested a build-out program.\n\n${lines.join('\n')}\n`,
        html: `<p>A client requested a build-out program.</p><ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul>`,
      });
    }
  } catch (mailError) {
    const message = mailError instanceof Error ? mailError.message : String(mailError);
    return jsonResponse(502, { error: `The request was recorded but the admins could not be e-mailed: ${message}`, request });
  }
  return jsonResponse(201, { request, notified: recipients.length });
}
