import { SOCKET_RECONNECT_MAX_MS, SOCKET_RECONNECT_MIN_MS } from '@rootshare/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, latestSocket } from '@/test/fake-websocket';
import { createSocketClient, reconnectDelay, socketUrl, type SocketClientOptions } from './socket';

const latest = latestSocket;

function connect(options: Partial<SocketClientOptions> = {}) {
  return createSocketClient({
    url: 'ws://example.test/ws',
    readToken: () => 'token-1',
    userId: 'me',
    WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
    random: () => 0.5,
    ...options,
  });
}

beforeEach(() => {
  FakeWebSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('waits at least 3 s, with jitter up to a ceiling that doubles from 6 s and stops at 60 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(SOCKET_RECONNECT_MIN_MS);
    expect(reconnectDelay(0, () => 1)).toBe(6_000);
    expect(reconnectDelay(1, () => 1)).toBe(12_000);
    expect(reconnectDelay(3, () => 1)).toBe(48_000);
    expect(reconnectDelay(4, () => 1)).toBe(SOCKET_RECONNECT_MAX_MS);
    expect(reconnectDelay(30, () => 1)).toBe(SOCKET_RECONNECT_MAX_MS);
    expect(reconnectDelay(30, () => 0)).toBe(SOCKET_RECONNECT_MIN_MS);
    expect(reconnectDelay(2, () => 0.5)).toBe(3_000 + 0.5 * (24_000 - 3_000));
  });
});

describe('socketUrl', () => {
  it('uses wss on an https page and ws otherwise, on the same host at /ws', () => {
    expect(socketUrl({ protocol: 'https:', host: 'rootshare.example' })).toBe('wss://rootshare.example/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });
});

describe('createSocketClient', () => {
  it('authenticates with the stored token in its first frame and passes server events to listeners', () => {
    const client = connect();
    const heard = vi.fn();
    client.subscribe(heard);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'authenticate', token: 'token-1', userId: 'me' }]);
    latest().receive({ type: 'authenticated', userId: 'me' });
    latest().receive({ type: 'typing', conversationId: 'c1', userId: 'other', isTyping: true });
    expect(heard.mock.calls.map(([event]) => event.type)).toEqual(['authenticated', 'typing']);
    client.close();
  });

  it('ignores frames that are not JSON or not a known event', () => {
    const client = connect();
    const heard = vi.fn();
    client.subscribe(heard);
    latest().accept();
    latest().receive('not json');
    latest().receive({ type: 'mystery' });
    latest().receive({ type: 'new_message', conversationId: 'c1' });
    expect(heard).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('reconnects after a drop with growing, jittered delays of at least 3 s, and starts over after authenticating', () => {
    const client = connect({ random: () => 1 });
    latest().accept();
    latest().drop();
    expect(FakeWebSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(5_999);
    expect(FakeWebSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(2);
    // The server is still away: the next wait doubles.
    latest().drop();
    vi.advanceTimersByTime(11_999);
    expect(FakeWebSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(3);
    // Authenticated again: the next drop waits the shortest time again.
    latest().accept();
    latest().drop();
    vi.advanceTimersByTime(6_000);
    expect(FakeWebSocket.made).toHaveLength(4);
    client.close();
  });

  it('never waits less than 3 s, even with no jitter', () => {
    const client = connect({ random: () => 0 });
    latest().drop();
    vi.advanceTimersByTime(2_999);
    expect(FakeWebSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(2);
    client.close();
  });

  it('asks for what was missed each time it has authenticated, the first connection included, and not before, saying when it was away', () => {
    const onAuthenticated = vi.fn();
    const client = connect({ onAuthenticated });
    latest().open();
    expect(onAuthenticated).not.toHaveBeenCalled();
    latest().receive({ type: 'authenticated', userId: 'me' });
    expect(onAuthenticated.mock.calls).toEqual([[false]]);
    latest().drop(1001);
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS);
    latest().open();
    expect(onAuthenticated).toHaveBeenCalledTimes(1);
    latest().receive({ type: 'authenticated', userId: 'me' });
    expect(onAuthenticated.mock.calls).toEqual([[false], [true]]);
    client.close();
  });

  it('does not reconnect once the server refuses the token (4001)', () => {
    const client = connect();
    latest().open();
    latest().drop(4001);
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MAX_MS);
    expect(FakeWebSocket.made).toHaveLength(1);
    client.close();
  });

  it('reads the token again at each reconnect and waits while there is none', () => {
    let token: string | null = 'token-1';
    const client = connect({ readToken: () => token });
    latest().accept();
    token = 'token-2';
    latest().drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MAX_MS);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'authenticate', token: 'token-2', userId: 'me' }]);
    client.close();
    const signedOut = connect({ readToken: () => null });
    expect(FakeWebSocket.made).toHaveLength(2);
    signedOut.close();
  });

  it('stops for good when closed: the socket closes and no reconnect follows', () => {
    const client = connect();
    const socket = latest();
    socket.accept();
    client.close();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(10 * SOCKET_RECONNECT_MAX_MS);
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('sends typing only while authenticated, and pings to keep the connection alive', () => {
    const client = connect({ pingIntervalMs: 1_000 });
    client.sendTyping('c1', true);
    latest().open();
    client.sendTyping('c1', true);
    expect(latest().sent).toHaveLength(1);
    latest().receive({ type: 'authenticated', userId: 'me' });
    client.sendTyping('c1', false);
    vi.advanceTimersByTime(1_000);
    expect(latest().sent.slice(1)).toEqual([{ type: 'typing', conversationId: 'c1', isTyping: false }, { type: 'ping' }]);
    client.close();
  });
});
