// A lean HTTP/1.1 client for open-loop sending: keep-alive connections on raw sockets, one request in
// flight per connection (Node's server answers a connection's requests one at a time anyway), the
// request written in one piece, and only the status line and Content-Length of the answer parsed.
// node:http's client spends several times more CPU per request, and on two shared cores the load
// generator's CPU is taken from the server it measures.
import net from 'node:net';

const HEADER_END = '\r\n\r\n';

/**
 * send(request, onDone): writes `request` (a Buffer, Content-Length included) on an idle connection,
 * opening one when none is idle (up to maxSockets, then queued), and calls onDone(status) once the
 * whole answer arrived, or onDone(null, 'error' | 'timeout'). Time to wait for a connection is the
 * caller's to count: stamp the request before calling send.
 */
export function createHttpSender(url, { maxSockets = 256, timeoutMs = 10_000 } = {}) {
  const target = new URL(url);
  const idle = [];
  const queue = [];
  const all = new Set();
  let closed = false;

  function open() {
    const socket = net.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    const conn = { socket, job: null, buffer: '', timer: null, dead: false };
    all.add(conn);
    socket.setEncoding('latin1');
    socket.on('connect', () => release(conn));
    socket.on('data', (chunk) => onData(conn, chunk));
    const fail = (kind) => {
      if (conn.dead) return;
      conn.dead = true;
      all.delete(conn);
      const index = idle.indexOf(conn);
      if (index >= 0) idle.splice(index, 1);
      finish(conn, null, kind);
      socket.destroy();
      // Requests that were waiting for this connection get another.
      if (!closed && queue.length > 0 && all.size < maxSockets) open();
    };
    socket.on('error', () => fail('error'));
    socket.on('close', () => fail('error'));
    return conn;
  }

  function finish(conn, status, kind) {
    const job = conn.job;
    if (!job) return;
    conn.job = null;
    conn.buffer = '';
    clearTimeout(conn.timer);
    job.onDone(status, kind);
  }

  function start(conn, job) {
    conn.job = job;
    conn.timer = setTimeout(() => {
      finish(conn, null, 'timeout');
      conn.socket.destroy();
    }, timeoutMs);
    conn.socket.write(job.request);
  }

  /** A connection has nothing in flight: give it the next queued request or keep it for later. */
  function release(conn) {
    if (closed) return;
    const job = queue.shift();
    if (job) start(conn, job);
    else idle.push(conn);
  }

  // Answers are read as latin1, one character per byte, so Content-Length compares with the text's
  // length. An answer without Content-Length (chunked) is not understood: the API always sends one.
  function onData(conn, chunk) {
    conn.buffer += chunk;
    const end = conn.buffer.indexOf(HEADER_END);
    if (end < 0) return;
    const head = conn.buffer.slice(0, end).toLowerCase();
    const match = /\r\ncontent-length:\s*(\d+)/.exec(head);
    const length = match ? Number(match[1]) : 0;
    if (conn.buffer.length - end - HEADER_END.length < length) return;
    const status = Number(head.slice(9, 12));
    finish(conn, status);
    release(conn);
  }

  return {
    send(request, onDone) {
      const job = { request, onDone };
      const conn = idle.pop();
      if (conn) return start(conn, job);
      queue.push(job);
      if (all.size < maxSockets) open();
    },
    close() {
      closed = true;
      for (const conn of all) conn.socket.destroy();
      for (const job of queue.splice(0)) job.onDone(null, 'error');
    },
  };
}

/** A request with a JSON body, ready to write; `host` as in the URL (`127.0.0.1:3000`). */
export function jsonRequest(host, method, path, headers, body) {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `host: ${host}`,
    'connection: keep-alive',
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}${HEADER_END}${body}`);
}
