import type { Tables } from 'shared-ui';
/** A payment recorded by an admin for the client (`payments`). */
export type Payment = Pick<Tables<'payments'>, 'id' | 'user_id' | 'description' | 'amount' | 'date' | 'included'> & {
  /** The table's check constraint. */
  status: 'completed' | 'pending';
};
