import type { TestStack } from '../../../stack/test/support/test-stack';
import type { FixtureContext, Parents } from './targets';

/** Parent rows (a business account, a receivable, a purchase order, an open conversation) for each user, and one video. */
export async function createFixtureContext(stack: TestStack, userIds: string[]): Promise<FixtureContext> {
  const [video] = await stack.sql(
    `insert into public.training_videos (title, description, duration, video_url, thumbnail_url)
     values ('Matrix parent video', 'd', '1:00', 'v.mp4', 't.png') returning id`,
  );
  const parents: Record<string, Parents> = {};
  for (const user of userIds) {
    const [ba] = await stack.sql(`insert into public.business_accounts (user_id, name) values ($1, 'Parent') returning id`, [user]);
    const [ar] = await stack.sql(`insert into public.account_receivables (user_id, vendor_name) values ($1, 'Parent') returning id`, [
      user,
    ]);
    const [po] = await stack.sql(`insert into public.purchase_orders (user_id, vendor_name) values ($1, 'Parent') returning id`, [user]);
    const [conversation] = await stack.sql(`insert into public.conversations (user_id) values ($1) returning id`, [user]);
    parents[user] = {
      businessAccount: String(ba.id),
      receivable: String(ar.id),
      purchaseOrder: String(po.id),
      conversation: String(conversation.id),
    };
  }
  return { video: String(video.id), parents };
}
