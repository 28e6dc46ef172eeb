import net from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { loggerOptions } from '../app';
import { registerErrorHandling } from './http';
import { LARGEST_REQUEST_BYTES, REQUEST_TIMEOUT_SECONDS_DEFAULT, SLOW_UPLINK_BYTES_PER_SECOND } from './request-limits';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A test app listening on the loopback with these settings; answers its port. */
async function listening(env: Record<string, string>): Promise<number> {
  t = await createTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** A raw TCP client: everything the server sent, and a promise that settles once the server closed the connection. */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A reset after the answer is still a closed connection; what arrived before it is kept.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

describe('request time limits', () => {
  it('derive the default from the largest upload at a slow uplink', () => {
    // 205 MiB at 1 Mbit/s is 1,720 s: the limit leaves it room, and not a whole hour.
    expect(LARGEST_REQUEST_BYTES / SLOW_UPLINK_BYTES_PER_SECOND).toBeLessThanOrEqual(REQUEST_TIMEOUT_SECONDS_DEFAULT);
    expect(REQUEST_TIMEOUT_SECONDS_DEFAULT).toBe(29 * 60);
  });

  it('close a connection whose client sent half its headers and then nothing for the idle limit', { timeout: 90_000 }, async () => {
    const port = await listening({ REQUEST_IDLE_SECONDS: '1' });
    const client = rawClient(port);
    await client.connected;
    client.socket.write('POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl');
    await client.closed;
    expect(client.socket.destroyed).toBe(true);
  });

  it('close a request whose body stops arriving for the idle limit', { timeout: 90_000 }, async () => {
    const port = await listening({ REQUEST_IDLE_SECONDS: '1' });
    const client = rawClient(port);
    await client.connected;
    client.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"user',
    );
    await client.closed;
    expect(client.received()).not.toContain('200 OK');
  });

  it('close a request that trickles its body, a byte at a time within the idle limit, once the request limit has passed', async () => {
    const port = await listening({ REQUEST_IDLE_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    const client = rawClient(port);
    await client.connected;
    client.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    let sent = 0;
    // Never silent for as long as the idle limit: only the request limit can end it.
    const trickle = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write(' ');
      sent++;
    }, 200);
    try {
      await client.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(sent).toBeLessThan(200);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('a refused oversized body', () => {
  it('reaches a client that is still sending it as a 413 answer, not as a reset connection', async () => {
    const port = await listening({});
    const client = rawClient(port);
    await client.connected;
    // Eight times the JSON body limit, all of it sent whatever the server answers meanwhile.
    const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
    client.socket.write(
      `POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    client.socket.write(body);
    await vi.waitFor(
      () => {
        if (!client.received().includes('too large') && !client.socket.destroyed) throw new Error('no answer yet');
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(client.received()).toContain('Request body is too large');
    client.socket.destroy();
  });
});

describe('a client that goes away mid-request', () => {
  it('is logged as such, not as the database being unavailable', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('debug') as object), stream } });
    registerErrorHandling(app);
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const client = rawClient(address.port);
      await client.connected;
      client.socket.write('POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
      // The body has started arriving when the client vanishes, as a phone losing signal does.
      await vi.waitFor(() => expect(output).toContain('incoming request'));
      client.socket.destroy();
      await vi.waitFor(() => expect(output).toContain('the client went away before its request arrived'), { timeout: 10_000 });
      expect(output).not.toContain('database unavailable');
    } finally {
      await app.close();
    }
  });
});
