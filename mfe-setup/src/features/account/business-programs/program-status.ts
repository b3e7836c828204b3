/**
 * Where a program request stands for its owner (issue 51 item 4, review M5, m11): Requested, then Contacted (the
 * admin's status), then Paid once the completed payments recorded against it reach what its plan comes to. A request
 * the admin closed is Closed, and no longer open. Figures follow from the data (DECISIONS 13).
 */
import { planTotal, programNamed } from './programs';

export type RequestState = 'Requested' | 'Contacted' | 'Paid' | 'Closed';

/** The steps an open request goes through, in order. */
export const REQUEST_STEPS: readonly RequestState[] = ['Requested', 'Contacted', 'Paid'];

export interface StoredRequest {
  id: string;
  program: string;
  plan: string | null;
  status: string;
  created_at: string;
}

export interface RequestPayment {
  program_request_id: string | null;
  amount: number | string;
  status: string;
}

export interface RequestStanding {
  request: StoredRequest;
  state: RequestState;
  /** Completed payments recorded against it. */
  paid: number;
  /** What its plan comes to (the installments' sum or the price in full). */
  due: number;
  /** New or Contacted: a second request for the program is refused until it is closed. */
  isOpen: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function requestStanding(request: StoredRequest, payments: readonly RequestPayment[]): RequestStanding {
  const program = programNamed(request.program);
  const due = program ? planTotal(program, request.plan) : 0;
  const paid = cents(
    payments
      .filter((p) => p.program_request_id === request.id && p.status === 'completed')
      .reduce((sum, p) => sum + (Number.isFinite(Number(p.amount)) ? Number(p.amount) : 0), 0),
  );
  const isOpen = request.status === 'new' || request.status === 'contacted';
  const state: RequestState =
    due > 0 && paid >= due ? 'Paid' : request.status === 'closed' ? 'Closed' : request.status === 'contacted' ? 'Contacted' : 'Requested';
  return { request, state, paid, due, isOpen };
}

/** Each program's request to show: its open one, else its newest; newest first. */
export function currentRequests(requests: readonly StoredRequest[], payments: readonly RequestPayment[]): RequestStanding[] {
  const byProgram = new Map<string, StoredRequest>();
  const newestFirst = [...requests].sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const r of newestFirst) {
    const held = byProgram.get(r.program);
    const isOpen = (s: string) => s === 'new' || s === 'contacted';
    if (!held || (!isOpen(held.status) && isOpen(r.status))) byProgram.set(r.program, r);
  }
  return [...byProgram.values()].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((r) => requestStanding(r, payments));
}
