/**
 * Answers that must not reveal whether an address is registered (/recover, sign-up with confirmations)
 * take at least this long, whether a mail goes out or not; a mail is waited for at most this long too,
 * so a slow mail provider no longer shows in the response time (it finishes in the background).
 */
export const STEADY_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Waits for the mail (at most `STEADY_ANSWER_MS`) and until `STEADY_ANSWER_MS` after `startedAt` (performance.now()). */
export async function steadyAnswer(startedAt: number, mail?: Promise<void>): Promise<void> {
  // A failed mail was already logged by its sender; the answer stays the same.
  if (mail) await Promise.race([mail.catch(() => undefined), sleep(STEADY_ANSWER_MS)]);
  await sleep(STEADY_ANSWER_MS - (performance.now() - startedAt));
}
