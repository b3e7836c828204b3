/** What a participant tracks on a channel, as realtime-js reports it (`presence_ref`: the server's phx_ref). */
export type PresenceMeta = { online_at?: string; typing_at?: string; presence_ref?: string };
export type PresenceState = Record<string, PresenceMeta[]>;

interface PresenceEvents {
  on(
    type: 'presence',
    filter: { event: 'join' | 'leave' | 'sync' },
    callback: (payload: { key?: string; newPresences?: PresenceMeta[]; leftPresences?: PresenceMeta[] }) => void,
  ): unknown;
}

/**
 * Who is on a channel, kept from the join and leave events rather than from `presenceState()`. realtime-js 2.x
 * rewrites, in place, the metas of its own state when it reports a join or a leave for a key already present (its
 * presence adapter turns `phx_ref` into `presence_ref` on the objects the state holds), so after a re-track (a
 * keystroke: "typing") every meta of that key has lost its ref: the leave that follows removes nothing, and the
 * state shows both the old and the new meta, neither with a `presence_ref`. The events themselves carry copies with
 * their refs, so a ledger of them is what the server holds.
 */
export function followPresence(channel: PresenceEvents, onSync: (state: PresenceState) => void): void {
  const byKey = new Map<string, Map<string, PresenceMeta>>();
  channel.on('presence', { event: 'join' }, ({ key, newPresences }) => {
    if (!key) return;
    const metas = byKey.get(key) ?? new Map<string, PresenceMeta>();
    for (const meta of newPresences ?? []) if (meta.presence_ref) metas.set(meta.presence_ref, meta);
    if (metas.size > 0) byKey.set(key, metas);
  });
  channel.on('presence', { event: 'leave' }, ({ key, leftPresences }) => {
    const metas = key ? byKey.get(key) : undefined;
    if (!key || !metas) return;
    for (const meta of leftPresences ?? []) if (meta.presence_ref) metas.delete(meta.presence_ref);
    if (metas.size === 0) byKey.delete(key);
  });
  channel.on('presence', { event: 'sync' }, () => onSync(Object.fromEntries([...byKey].map(([key, metas]) => [key, [...metas.values()]]))));
}
