import { performance } from 'node:perf_hooks';
import type { JoinedChannel } from './channel';
import { encode, type Serializer } from './protocol';

/** A frame's bytes, and whether they go as a binary frame (a broadcast of bytes to a V2 client). */
export interface EncodedFrame {
  bytes: Buffer;
  binary: boolean;
}

/**
 * One message as the frame every recipient gets: its payload encoded once, spliced into the frame of each serializer
 * the first time a recipient of that serializer needs it, and then the same bytes go to every socket (as Phoenix's
 * fastlane: a broadcast is encoded once per serializer, with no join_ref, whatever the audience).
 */
export class SharedFrame {
  private readonly frames: Partial<Record<Serializer, EncodedFrame | null>> = {};
  private json: string | undefined;

  constructor(
    private readonly topic: string,
    private readonly event: string,
    private readonly payload: unknown,
  ) {}

  /** A frame whose payload is already JSON (a postgres_changes payload around a change encoded once). */
  static fromJson(topic: string, event: string, payloadJson: string): SharedFrame {
    const frame = new SharedFrame(topic, event, undefined);
    frame.json = payloadJson;
    return frame;
  }

  /** A broadcast of bytes (REST `application/octet-stream`): its bytes, else undefined. */
  private bytesPayload(): Uint8Array | undefined {
    const inner = (this.payload as { payload?: unknown } | null | undefined)?.payload;
    return this.event === 'broadcast' && inner instanceof Uint8Array ? inner : undefined;
  }

  /** What one recipient's copy costs, in bytes (about: the payload as sent). */
  size(): number {
    return this.bytesPayload()?.byteLength ?? Buffer.byteLength(this.payloadJson());
  }

  /** The payload as JSON (encoded on the first call only). */
  payloadJson(): string {
    return (this.json ??= JSON.stringify(this.payload ?? {}));
  }

  /** The frame for clients of this serializer (undefined: nothing they can be sent, e.g. bytes to a V1 client). */
  for(vsn: Serializer): EncodedFrame | undefined {
    const known = this.frames[vsn];
    if (known !== undefined) return known ?? undefined;
    let frame: EncodedFrame | null;
    if (this.bytesPayload()) {
      const encoded = encode({ join_ref: null, ref: null, topic: this.topic, event: this.event, payload: this.payload }, vsn);
      frame =
        encoded === undefined
          ? null
          : { bytes: Buffer.isBuffer(encoded) ? encoded : Buffer.from(encoded), binary: Buffer.isBuffer(encoded) };
    } else {
      const topic = JSON.stringify(this.topic);
      const event = JSON.stringify(this.event);
      const text =
        vsn === '2.0.0'
          ? `[null,null,${topic},${event},${this.payloadJson()}]`
          : `{"join_ref":null,"ref":null,"topic":${topic},"event":${event},"payload":${this.payloadJson()}}`;
      frame = { bytes: Buffer.from(text), binary: false };
    }
    this.frames[vsn] = frame;
    return frame ?? undefined;
  }
}

/** How long one slice of fan-out may hold the event loop before auth, REST and storage get their turn. */
export const FAN_OUT_SLICE_MS = 4;

interface Job {
  frame: SharedFrame;
  targets: JoinedChannel[];
  next: number;
  /** A presence_state: it may exceed the output a socket may leave unread (it is sent whole or not at all). */
  whole: boolean;
}

/** Frames sent to one member before the next topic's turn. */
const TURN = 8;

/**
 * Every frame that goes to many channels (broadcasts, presence diffs and states, postgres_changes) goes out through
 * this queue in slices of at most FAN_OUT_SLICE_MS: a 240 KB broadcast to 200 sockets never holds the event loop that
 * serves the rest of the stack for more than a slice; what is left continues on the next turn (setImmediate, after
 * the pending I/O). Each topic has its lane, in order (a member gets a topic's frames in the order they were sent);
 * the lanes take turns, TURN recipients each, so a chat message is never queued behind a large broadcast to another
 * topic. A channel closed meanwhile gets nothing.
 */
export class FanOut {
  private readonly lanes = new Map<string, Job[]>();
  private scheduled = false;
  /** Sends waiting in the queue (bench, tests). */
  pending = 0;

  send(frame: SharedFrame, targets: JoinedChannel[], whole = false): void {
    if (targets.length === 0) return;
    const lane = targets[0].topic;
    const jobs = this.lanes.get(lane);
    const job = { frame, targets, next: 0, whole };
    if (jobs) jobs.push(job);
    else this.lanes.set(lane, [job]);
    this.pending += targets.length;
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    const until = performance.now() + FAN_OUT_SLICE_MS;
    while (this.lanes.size > 0) {
      for (const [lane, jobs] of this.lanes) {
        const job = jobs[0];
        const end = Math.min(job.targets.length, job.next + TURN);
        while (job.next < end) {
          const channel = job.targets[job.next++];
          this.pending--;
          try {
            const frame = channel.closed ? undefined : job.frame.for(channel.serializer);
            if (frame) channel.sendFrame(frame.bytes, job.whole, frame.binary);
          } catch {
            // A socket that cannot take a frame is its own problem; the others still get theirs.
          }
        }
        if (job.next >= job.targets.length) jobs.shift();
        // The lane goes to the back of the turn (or away when empty): Map order is insertion order.
        this.lanes.delete(lane);
        if (jobs.length > 0) this.lanes.set(lane, jobs);
        if (performance.now() >= until) {
          if (this.lanes.size > 0) this.schedule();
          return;
        }
        break;
      }
    }
  }
}
