import crypto from 'node:crypto';
import type { EventBus } from '../../platform/bus';
import { sendText, type SocketRegistry } from './socket-registry';

// Bus payloads are text: the sending instance's origin, then "to1,to2\n<event JSON>" for members or
// "!name\n<body>" for a signal between instances ("!close\n<session ids>" ends sessions).
const SIGNAL = '!';
// 9 random bytes are 12 base64url characters: a fixed-length origin needs no separator to read.
const ORIGIN_BYTES = 9;
const ORIGIN_LENGTH = 12;

/** Carries events and signals between instances over the bus, delivering each to this instance's sockets. */
export function createBusRelay(bus: EventBus, registry: SocketRegistry) {
  const signals = new Map<string, (body: string) => void>();

  /** Hands an event to this instance's sockets of the members in `head`, or runs the signal it names. */
  const deliverHere = (head: string, body: string) => {
    if (head.startsWith(SIGNAL)) {
      signals.get(head.slice(SIGNAL.length))?.(body);
      return;
    }
    for (const userId of head.split(',')) {
      for (const client of registry.ofMember(userId)) sendText(client, body);
    }
  };

  // What this instance publishes it has already delivered here (ADR 0058), so its own echo is skipped.
  const origin = crypto.randomBytes(ORIGIN_BYTES).toString('base64url');
  const hear = (payload: string) => {
    if (payload.startsWith(origin)) return;
    const newline = payload.indexOf('\n', ORIGIN_LENGTH);
    if (newline < 0) return;
    deliverHere(payload.slice(ORIGIN_LENGTH, newline), payload.slice(newline + 1));
  };

  /** Delivers here at once, then to every other instance; answers how many instances hear it, this one included. */
  const broadcast = async (head: string, body: string): Promise<number> => {
    deliverHere(head, body);
    return bus.publish(`${origin}${head}\n${body}`);
  };

  return {
    /** Starts hearing the bus. */
    start: () => bus.subscribe(hear),
    broadcast,
    /** Tells every instance (this one first, at once) something, heard by onSignal(name). */
    signal: (name: string, body: string) => broadcast(`${SIGNAL}${name}`, body),
    /** What to do when an instance signals `name` (one handler per name). */
    onSignal(name: string, handler: (body: string) => void): void {
      signals.set(name, handler);
    },
  };
}
