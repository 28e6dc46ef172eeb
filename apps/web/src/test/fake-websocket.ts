/**
 * Stands in for the browser's WebSocket: records the frames sent; the test opens it, answers with
 * server events and closes it.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.drop(code);
  }
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  receive(event: unknown) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  /** Opens and answers the authenticate frame, as the server does for a good token. */
  accept(userId = 'me') {
    this.open();
    this.receive({ type: 'authenticated', userId });
  }
  /** The connection ends with this close code. */
  drop(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

/** The socket opened last. */
export function latestSocket(): FakeWebSocket {
  const socket = FakeWebSocket.made.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
