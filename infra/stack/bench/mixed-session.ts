import crypto from 'node:crypto';

/** The password of every bench user (bench-<i>@example.com). */
export const MIXED_PASSWORD = 'bench-password-1';

export interface MixedInfo {
  url: string;
  anonKey: string;
  emails: string[];
}

/** One request's outcome, by kind (sign-in, dashboard read, list, insert, upload). */
export interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
  status: number;
}

export interface SessionOptions {
  /** Wall-clock end of the run (ms since epoch). */
  until: number;
  /** Mean pause between a user's actions (uniform between half and one and a half of it). */
  thinkMs: number;
  record(sample: Sample): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(2048), Buffer.from('\n%%EOF\n')]);

/**
 * One simulated signed-in user of the portal, as the browser drives the API: sign in with a
 * password, then until the end, with a pause between actions: open the dashboard (profile, tasks,
 * recent activities, both scores, in parallel), add an activity, list and add bank accounts, and now
 * and then upload a small document into their own folder.
 */
export async function runSession(info: MixedInfo, email: string, options: SessionOptions): Promise<void> {
  const call = async (
    kind: string,
    path: string,
    init: RequestInit,
    expect: number[],
    headers: Record<string, string> = {},
  ): Promise<Response | undefined> => {
    const started = performance.now();
    try {
      const res = await fetch(`${info.url}${path}`, {
        ...init,
        headers: { apikey: info.anonKey, ...headers, ...(init.headers as Record<string, string>) },
      });
      const body = await res.arrayBuffer();
      const ok = expect.includes(res.status);
      options.record({ kind, ms: performance.now() - started, ok, status: res.status });
      return ok ? new Response(body, { status: res.status }) : undefined;
    } catch {
      options.record({ kind, ms: performance.now() - started, ok: false, status: 0 });
      return undefined;
    }
  };

  const signIn = await call(
    'sign-in',
    '/auth/v1/token?grant_type=password',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: MIXED_PASSWORD }),
    },
    [200],
  );
  if (!signIn) return;
  const session = (await signIn.json()) as { access_token: string; user: { id: string } };
  const auth = { authorization: `Bearer ${session.access_token}` };
  const uid = session.user.id;
  const get = (kind: string, path: string) => call(kind, `/rest/v1/${path}`, { method: 'GET' }, [200], auth);
  const insert = (table: string, row: unknown) =>
    call(
      'insert',
      `/rest/v1/${table}`,
      { method: 'POST', headers: { 'content-type': 'application/json', prefer: 'return=minimal' }, body: JSON.stringify(row) },
      [201],
      auth,
    );

  for (let step = 0; Date.now() < options.until; step++) {
    await sleep(options.thinkMs * (0.5 + Math.random()));
    if (Date.now() >= options.until) break;
    switch (step % 4) {
      case 0:
        await Promise.all([
          get('dashboard', `users?select=id,name,email,role&id=eq.${uid}`),
          get('dashboard', 'tasks?select=id,position,task_name,task_status,completed_at&order=position'),
          get('dashboard', 'activities?select=id,title,notes,status,created_at&order=created_at.desc&limit=5'),
          get('dashboard', 'capital_scores?select=score,last_updated_at&order=last_updated_at.desc&limit=1'),
          get('dashboard', 'paydex_scores?select=score,last_updated_at&order=last_updated_at.desc&limit=1'),
        ]);
        break;
      case 1:
        await insert('activities', { title: `Bench activity ${step}`, notes: 'mixed load', status: 'in-progress' });
        await get('list', 'activities?select=id,title,status,created_at&order=created_at.desc&limit=20');
        break;
      case 2:
        await get('list', 'bank_accounts?select=*&order=created_at.desc');
        if (step % 8 === 2) await insert('bank_accounts', { bank_name: `Bench bank ${step}`, account_owner: email, monthly_fees: 5 });
        break;
      default:
        if (step % 12 === 3) {
          await call(
            'upload',
            `/storage/v1/object/user-documents/${uid}/bench-${step}.pdf`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/pdf' },
              body: PDF,
            },
            [200],
            auth,
          );
        } else {
          await get('list', 'tasks?select=id,task_name,task_status&task_status=eq.Awaiting%20Completion&order=position&limit=10');
        }
    }
  }
}
