/** CapitalScore rules (spec 2 sections 4, 5, 9): range, clamping, tiers. */
import { clampScore } from './clamp-score';

export const CAPITAL_MIN = 500;
export const CAPITAL_MAX = 1000;
/** Tick labels under the range bar. */
export const CAPITAL_TICKS = [500, 625, 750, 875, 1000] as const;

export type TierName = 'Foundational' | 'Emerging' | 'Established' | 'Prime';

export interface Tier {
  name: TierName;
  min: number;
  max: number;
  /** Funding potential (spec 2 section 4). */
  funding: string;
}

export const TIERS: readonly Tier[] = [
  { name: 'Foundational', min: 500, max: 624, funding: 'Very limited funding: microloans and secured cards.' },
  { name: 'Emerging', min: 625, max: 749, funding: 'Net 30 vendor accounts and some business cards.' },
  { name: 'Established', min: 750, max: 874, funding: 'Unsecured cards, lines of credit, equipment financing and SBA loans.' },
  { name: 'Prime', min: 875, max: 1000, funding: 'The best rates and larger loans.' },
];

/** Clamped to 500-1000 and rounded; a non-numeric value (or empty input) becomes 500. */
export const clampCapitalScore = (value: unknown): number => clampScore(value, CAPITAL_MIN, CAPITAL_MAX);

/** The slider's bands: 875+ Prime, 750+ Established, 625+ Emerging, below Foundational. */
export function tierOf(score: number): Tier {
  if (score >= 875) return TIERS[3];
  if (score >= 750) return TIERS[2];
  if (score >= 625) return TIERS[1];
  return TIERS[0];
}

/** Where a score sits on the range bar, 0..1. */
export const capitalFraction = (score: number): number => (clampCapitalScore(score) - CAPITAL_MIN) / (CAPITAL_MAX - CAPITAL_MIN);

/** The score at a point of the range bar (fraction 0..1 of its width), clamped. */
export const capitalAt = (fraction: number): number => clampCapitalScore(CAPITAL_MIN + fraction * (CAPITAL_MAX - CAPITAL_MIN));
