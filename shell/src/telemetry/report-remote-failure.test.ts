import { waitFor } from '@testing-library/react';
import { failureKind, initReleaseReporting, reportRemoteFailure, reportRemoteSession, scrubMessage } from './report-remote-failure';

// The reporter's one boundary is the injected rpc: a recording function stands in for the database (its
// refusals are tested against the stack in release-health.itest.ts).
function setup(signedIn = true) {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  initReleaseReporting({
    rpc: (fn, args) => {
      calls.push({ fn, args });
      return Promise.resolve({ error: null });
    },
    signedIn: () => signedIn,
    releaseOf: (remote) => (remote === 'mfe_credit' ? '0.2.0-abc' : null),
    screenNow: () => 'term-loan',
  });
  return calls;
}
/** Resolves once `count` requests went out (each error report waits for its session's). */
const sent = (calls: unknown[], count: number) => waitFor(() => expect(calls).toHaveLength(count));

describe('reportRemoteFailure', () => {
  it('sends the remote, its release, the screen and a scrubbed message, once per page, after the session', async () => {
    const calls = setup();
    reportRemoteFailure({ remote: 'mfe_credit', kind: 'render', message: 'x of jane@example.com failed, see /a?token=eyJabc.def.ghi' });
    reportRemoteFailure({ remote: 'mfe_credit', kind: 'render', message: 'x of jane@example.com failed, see /a?token=eyJabc.def.ghi' });
    await sent(calls, 2);
    const session = calls[0].args.session_id;
    expect(calls).toEqual([
      { fn: 'report_release_session', args: { remote: 'mfe_credit', release_id: '0.2.0-abc', session_id: session } },
      {
        fn: 'report_release_error',
        args: expect.objectContaining({
          remote: 'mfe_credit',
          release_id: '0.2.0-abc',
          kind: 'render',
          message: 'x of [email] failed, see /a',
          screen_id: 'term-loan',
          session_id: session,
        }),
      },
    ]);
  });

  it('sends nothing for a signed-out page or a remote without a release, and at most 20 reports a page', async () => {
    expect((setup(false), reportRemoteFailure({ remote: 'mfe_credit', kind: 'chunk', message: 'm' }))).toBeUndefined();
    const calls = setup();
    reportRemoteFailure({ remote: 'mfe_setup', kind: 'chunk', message: 'm' });
    for (let i = 0; i < 30; i++) reportRemoteFailure({ remote: 'mfe_credit', kind: 'rejection', message: `m${i}` });
    await sent(calls, 21);
    expect(calls.filter((c) => c.fn === 'report_release_error')).toHaveLength(20);
    expect(calls.filter((c) => c.fn === 'report_release_session')).toHaveLength(1);
  });

  it('counts one session per remote and page, also when a failure came first', async () => {
    const calls = setup();
    reportRemoteSession('mfe_credit');
    reportRemoteSession('mfe_credit');
    reportRemoteFailure({ remote: 'mfe_credit', kind: 'render', message: 'm' });
    await sent(calls, 2);
    calls.pop();
    expect(calls).toEqual([
      { fn: 'report_release_session', args: expect.objectContaining({ remote: 'mfe_credit', release_id: '0.2.0-abc' }) },
    ]);
  });

  it('keeps messages within 300 characters and tells chunk, manifest and render failures apart', () => {
    expect(scrubMessage('y'.repeat(400))).toHaveLength(300);
    expect(failureKind(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }), 'mount')).toBe('chunk');
    expect(failureKind(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'), 'load')).toBe('manifest');
    expect(failureKind(new TypeError('x is undefined'), 'mount')).toBe('render');
  });
});
