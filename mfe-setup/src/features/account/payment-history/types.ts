/** A payment recorded by an admin for the client (`payments`). */
export interface Payment {
  id: string;
  user_id: string;
  description: string;
  amount: number | string;
  /** `YYYY-MM-DD` */
  date: string;
  status: 'completed' | 'pending';
  included: boolean;
}
