import { formatUsd } from 'shared-ui';

/** The three build-out programs of spec 2 section 9 (names are the values `request-program` accepts). */
export type ProgramName =
  'Standard Business Build-Out Program' | 'Advanced Business Build-Out Program' | 'Enterprise Plan Business Build-Out Program';

export interface Program {
  name: ProgramName;
  /** Short name for the card ("Standard"). */
  tier: string;
  total: number;
  installments: number;
  installmentAmount: number;
  /** "Individual services worth over $X", where the spec gives it. */
  worthOver?: number;
  features: readonly string[];
}

export const PROGRAMS: readonly Program[] = [
  {
    name: 'Standard Business Build-Out Program',
    tier: 'Standard',
    total: 3200,
    installments: 2,
    installmentAmount: 1600,
    worthOver: 5800,
    features: ['Business registration', 'Basic compliance', 'Standard support'],
  },
  {
    name: 'Advanced Business Build-Out Program',
    tier: 'Advanced',
    total: 4900,
    installments: 3,
    installmentAmount: 1635,
    worthOver: 12400,
    features: [],
  },
  {
    name: 'Enterprise Plan Business Build-Out Program',
    tier: 'Enterprise Plan',
    total: 9595,
    installments: 3,
    installmentAmount: 3199,
    features: ['Priority support', 'Custom solutions', 'Exclusive resources'],
  },
];

const usd = (amount: number) => formatUsd(amount, { wholeDollars: true });

/** What the installments add up to (3 x $1,635 = $4,905): the figure shown with them (DECISIONS 13). */
export function installmentsTotal(program: Program): number {
  return program.installments * program.installmentAmount;
}

/** "3 payments of $1,635 ($4,905 in all)": the installments with what they add up to. */
export function installmentsLine(program: Program): string {
  return `${program.installments} payments of ${usd(program.installmentAmount)} (${usd(installmentsTotal(program))} in all)`;
}

/** What paying in full saves against the installments ("Pay in full and save $5"), or null when they agree. */
export function payInFullSaving(program: Program): string | null {
  const saving = installmentsTotal(program) - program.total;
  return saving > 0 ? `Pay in full and save ${usd(saving)}` : null;
}

/** The two ways to pay a program; the label is what the request stores as its plan. */
export function programPlans(program: Program): string[] {
  return [`Pay in full: ${usd(program.total)}`, installmentsLine(program)];
}

/** What a request's plan comes to: the installments' sum for the installment plan, else the price in full. */
export function planTotal(program: Program, plan: string | null): number {
  return plan === installmentsLine(program) || plan?.startsWith(`${program.installments} payments of`)
    ? installmentsTotal(program)
    : program.total;
}

/** The program of a stored request's name (null: not one of the three). */
export function programNamed(name: string): Program | null {
  return PROGRAMS.find((p) => p.name === name) ?? null;
}

export function worthLine(program: Program): string | null {
  return program.worthOver === undefined ? null : `Individual services worth over ${formatUsd(program.worthOver, { wholeDollars: true })}`;
}
