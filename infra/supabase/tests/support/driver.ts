import type { Actor } from '../permission-matrix';
import type { Target } from './targets';
import type { TestUser } from './users';

export interface Failure {
  code?: string;
  message: string;
}

/** What happened to a fixture row/object after an operation, read with full rights. */
export interface FixtureTruth {
  exists: boolean;
  patched: boolean;
}

/** One way of acting as a caller (plain SQL under RLS, or supabase-js through the stack's HTTP API). */
export interface Driver {
  readonly name: string;
  actor(actor: Actor): TestUser | null;
  /** Keys among `keys` the caller can read. */
  select(actor: Actor, target: Target, keys: string[]): Promise<string[]>;
  /** Creates a row/object (for buckets `row.name` is the path); null when it worked. */
  insert(actor: Actor, target: Target, row: Record<string, unknown>): Promise<Failure | null>;
  update(actor: Actor, target: Target, keys: string[]): Promise<Failure | null>;
  remove(actor: Actor, target: Target, keys: string[]): Promise<Failure | null>;
  /** Full-rights helpers for fixtures and ground truth. */
  createFixture(target: Target, row: Record<string, unknown>): Promise<void>;
  dropFixtures(target: Target, keys: string[]): Promise<void>;
  /** Clears the patched column of rows that are kept between runs (the users themselves). */
  restore(target: Target, keys: string[]): Promise<void>;
  truth(target: Target, keys: string[]): Promise<Map<string, FixtureTruth>>;
}
