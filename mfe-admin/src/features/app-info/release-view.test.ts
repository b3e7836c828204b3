import { describeFigures, remoteReleases } from './release-view';
import type { CanaryRow } from './api/release-health-api';

const canary = (over: Partial<CanaryRow>): CanaryRow => ({
  id: 'c',
  remote: 'mfe_credit',
  release_id: 'r2',
  live_release_id: 'r1',
  percent: 50,
  status: 'running',
  reason: null,
  started_at: '2026-11-26T10:00:00Z',
  ended_at: null,
  ...over,
});

describe('remoteReleases', () => {
  it("gives each remote live's figures and its running canary's, else the last canary with its reason", () => {
    const health = [
      { remote: 'mfe_credit', release_id: 'r1', sessions: 10, failed_sessions: 1, errors: 2, error_rate: 0.1 },
      { remote: 'mfe_credit', release_id: 'r2', sessions: 4, failed_sessions: 4, errors: 8, error_rate: 1 },
    ];
    const [credit, setup] = remoteReleases({ mfe_credit: { live: 'r1' }, mfe_setup: { live: 's1' } }, health, [
      canary({ release_id: 'r0', status: 'rolled_back', reason: 'old', started_at: '2026-11-26T09:00:00Z' }),
      canary({ status: 'rolled_back', reason: 'Error rate 100%' }),
    ]);
    expect(credit.live).toEqual({ id: 'r1', sessions: 10, failedSessions: 1, errors: 2, errorRate: 0.1 });
    expect(credit.canary).toMatchObject({ id: 'r0', status: 'rolled_back', reason: 'old' });
    expect(setup).toEqual({
      remote: 'mfe_setup',
      live: { id: 's1', sessions: 0, failedSessions: 0, errors: 0, errorRate: null },
      canary: null,
    });
    const [running] = remoteReleases({ mfe_credit: { live: 'r1' } }, health, [canary({ release_id: 'r0', status: 'ended' }), canary({})]);
    expect(running.canary).toMatchObject({ id: 'r2', status: 'running', sessions: 4, errorRate: 1 });
  });

  it('describes figures in words', () => {
    expect(describeFigures({ id: 'x', sessions: 0, failedSessions: 0, errors: 0, errorRate: null })).toBe('no sessions');
    expect(describeFigures({ id: 'x', sessions: 3, failedSessions: 1, errors: 2, errorRate: 0.3333 })).toBe(
      '3 sessions, error rate 33% (2 reports)',
    );
    expect(describeFigures({ id: 'x', sessions: 1, failedSessions: 0, errors: 0, errorRate: 0 })).toBe('1 session, error rate 0%');
  });
});
