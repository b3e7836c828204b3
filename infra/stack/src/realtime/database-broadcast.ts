import type { CapturedChange } from './dispatch';
import { REALTIME_LIMITS as LIMITS } from './limits';
import { topicKey, type Topics } from './topics';

/** Hosted validate_payload_size's padding over the payload limit. */
const PADDING = 500;

/** Whether a captured change is a broadcast from the database (realtime.send / realtime.broadcast_changes). */
export const isDatabaseBroadcast = (change: CapturedChange) => change.schema === 'realtime' && change.table === 'messages';

/**
 * Broadcasts from the database, as hosted Realtime's ReplicationConnection sends realtime.messages inserts: to the
 * topic's private channels (those whose read policies allow broadcast) or public ones, as
 * `{type: 'broadcast', event, payload, meta: {id}}`, to every member (the database is nobody's own socket). A payload
 * over the limit is dropped, as hosted drops it (UnableToBroadcastChanges).
 */
export function deliverDatabaseBroadcasts(topics: Topics, changes: CapturedChange[]): void {
  for (const change of changes) {
    const row = change.record;
    if (!row || typeof row.topic !== 'string' || typeof row.event !== 'string' || row.payload == null) continue;
    if (Buffer.byteLength(JSON.stringify(row.payload)) > LIMITS.maxPayloadBytes + PADDING) {
      process.stderr.write(`stack: realtime: UnableToBroadcastChanges: a payload over the limit on ${row.topic}\n`);
      continue;
    }
    topics.broadcast(
      topicKey(row.topic, row.private !== false),
      { type: 'broadcast', event: row.event, payload: row.payload, meta: { id: row.id } },
      // The stack's own: no sender address (not budgeted), no sender channel.
      undefined,
      undefined,
      true,
    );
  }
}
