import { currentRequests, requestStanding, type RequestPayment, type StoredRequest } from './program-status';

const advanced: StoredRequest = {
  id: 'r1',
  program: 'Advanced Business Build-Out Program',
  plan: '3 payments of $1,635 ($4,905 in all)',
  status: 'new',
  created_at: '2026-12-01T10:00:00Z',
};
const pay = (amount: number, status = 'completed', program_request_id: string | null = 'r1'): RequestPayment => ({
  program_request_id,
  amount,
  status,
});

describe('requestStanding: Requested, Contacted, Paid from the admin status and the payments against it', () => {
  it('a new request is Requested and open, with what its plan comes to', () => {
    expect(requestStanding(advanced, [])).toEqual({ request: advanced, state: 'Requested', paid: 0, due: 4905, isOpen: true });
  });

  it('Contacted follows the admin; payments count only when completed and recorded against this request', () => {
    const contacted = { ...advanced, status: 'contacted' };
    const payments = [pay(1635), pay(1635, 'pending'), pay(1000, 'completed', 'other'), pay(500, 'completed', null)];
    expect(requestStanding(contacted, payments)).toMatchObject({ state: 'Contacted', paid: 1635, due: 4905, isOpen: true });
  });

  it('Paid once the completed payments reach the plan (amounts as text from the REST layer too)', () => {
    expect(
      requestStanding(advanced, [pay(1635), pay(1635), { program_request_id: 'r1', amount: '1635.00', status: 'completed' }]),
    ).toMatchObject({ state: 'Paid', paid: 4905 });
    const inFull = { ...advanced, plan: 'Pay in full: $4,900' };
    expect(requestStanding(inFull, [pay(4900)])).toMatchObject({ state: 'Paid', due: 4900 });
    expect(requestStanding(inFull, [pay(4899.99)]).state).toBe('Requested');
  });

  it('a closed request is Closed and no longer open', () => {
    expect(requestStanding({ ...advanced, status: 'closed' }, [])).toMatchObject({ state: 'Closed', isOpen: false });
  });
});

describe('currentRequests', () => {
  it('shows each program once: its open request, else its newest; newest first', () => {
    const older = { ...advanced, id: 'r0', status: 'closed', created_at: '2026-11-01T00:00:00Z' };
    const closedLater = { ...advanced, id: 'r2', status: 'closed', created_at: '2026-12-05T00:00:00Z' };
    const standard: StoredRequest = {
      ...advanced,
      id: 's1',
      program: 'Standard Business Build-Out Program',
      plan: null,
      created_at: '2026-12-03T00:00:00Z',
    };
    const shown = currentRequests([older, advanced, closedLater, standard], []);
    expect(shown.map((s) => [s.request.id, s.state])).toEqual([
      ['s1', 'Requested'],
      ['r1', 'Requested'],
    ]);
  });
});
