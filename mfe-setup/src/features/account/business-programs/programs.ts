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

/** The two ways to pay a program; the label is what the request stores as its plan. */
export function programPlans(program: Program): string[] {
  return [
    `Pay in full: ${formatUsd(program.total, { wholeDollars: true })}`,
    `${program.installments} payments of ${formatUsd(program.installmentAmount, { wholeDollars: true })}`,
  ];
}

export function worthLine(program: Program): string | null {
  return program.worthOver === undefined ? null : `Individual services worth over ${formatUsd(program.worthOver, { wholeDollars: true })}`;
}
