import ws from 'ws';
import { runBenchChild } from './child';

/**
 * Child process of the realtime bench (issue 31's abuse run): from BENCH_ABUSE_ADDRESS (127.0.0.2), against the
 * Realtime websocket BENCH_ABUSE_URL, one client sends 1 MiB join frames without pause, 1,000 sockets are opened
 * and one client never reads. It runs apart from the bench's probes, so that the `/health` figure they measure is
 * the server's, not the abusers' own event loop. Prints `READY {}` once every socket has its answer and the flood
 * has begun; on SIGTERM, `RESULT <counts>` and exits.
 */
export interface AbuseCounts {
  opened: number;
  refused: number;
  joinsSent: number;
}

const SOCKETS = 1000;
const url = process.env.BENCH_ABUSE_URL!;
const address = process.env.BENCH_ABUSE_ADDRESS ?? '127.0.0.2';

runBenchChild<Record<string, never>>('realtime abuse', async () => {
  const sockets: ws[] = [];
  const counts: AbuseCounts = { opened: 0, refused: 0, joinsSent: 0 };
  let stopped = false;
  let floodAnswered = false;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const check = () => {
    if (floodAnswered && counts.opened + counts.refused >= SOCKETS) settle();
  };
  const connect = () => new ws(url, { localAddress: address });
  const frame = JSON.stringify({
    topic: 'realtime:abuse',
    event: 'phx_join',
    ref: '1',
    join_ref: '1',
    payload: {
      config: { postgres_changes: [{ event: '*', schema: 'public', table: 'notifications', filter: ','.repeat(1024 * 1024 - 300) }] },
    },
  });
  const flood = () => {
    if (stopped) return;
    const socket = connect();
    sockets.push(socket);
    const send = () => {
      if (stopped || socket.readyState !== socket.OPEN) return;
      // As fast as the socket takes them (the stack reads this socket at 100,000 bytes a second).
      if (socket.bufferedAmount < 4 * 1024 * 1024) {
        socket.send(frame);
        counts.joinsSent++;
        floodAnswered = true;
        check();
      }
      setTimeout(send, 5);
    };
    socket.on('open', send);
    // Refused (too many sockets from this address): that is an answer too.
    socket.on('error', () => {
      floodAnswered = true;
      check();
    });
    // The stack closes a socket past its limits: the flood opens another, ten a second at most.
    socket.on('close', () => setTimeout(flood, 100));
  };
  flood();
  const lazy = connect();
  sockets.push(lazy);
  lazy.on('open', () => {
    lazy.send(JSON.stringify({ topic: 'realtime:lazy', event: 'phx_join', ref: '1', join_ref: '1', payload: { config: {} } }));
    lazy.pause(); // never reads again
  });
  lazy.on('error', () => undefined);
  for (let i = 0; i < SOCKETS; i++) {
    const socket = connect();
    sockets.push(socket);
    socket.on('open', () => {
      counts.opened++;
      check();
    });
    socket.on('unexpected-response', () => {
      counts.refused++;
      check();
    });
    socket.on('error', () => undefined);
  }
  await settled;
  return {
    info: {},
    async stop() {
      stopped = true;
      for (const socket of sockets) socket.terminate();
      process.stdout.write(`RESULT ${JSON.stringify(counts)}\n`);
    },
  };
});
