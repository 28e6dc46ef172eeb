import net from 'node:net';

const TIMEOUT_MS = 3_000;

/** One RESP array of bulk strings. */
const encode = (args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`;

/**
 * Sends commands to Redis over one short connection and answers how many replies came back without
 * an error. Enough for PING and DEL; a full client is not needed here. AUTH and SELECT come from the URL.
 */
export function redisCommands(url, commands) {
  const u = new URL(url);
  const prelude = [];
  if (u.password)
    prelude.push(
      u.username ? ['AUTH', decodeURIComponent(u.username), decodeURIComponent(u.password)] : ['AUTH', decodeURIComponent(u.password)],
    );
  const db = u.pathname.replace('/', '');
  if (db) prelude.push(['SELECT', db]);
  const all = [...prelude, ...commands];
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    let received = '';
    let replies = 0;
    let errors = 0;
    const timer = setTimeout(
      () => socket.destroy(new Error(`Redis at ${u.host} did not answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('connect', () => socket.write(all.map(encode).join('')));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      // PING, DEL, AUTH and SELECT all answer one line (+OK, +PONG, :n or -ERR).
      let end;
      while ((end = received.indexOf('\r\n')) >= 0) {
        if (received[0] === '-') errors += 1;
        received = received.slice(end + 2);
        replies += 1;
      }
      if (replies >= all.length) {
        clearTimeout(timer);
        socket.end();
        resolve({ ok: replies - errors, errors });
      }
    });
  });
}

/** True when Redis answers PING on this URL within a few seconds. */
export async function redisAnswers(url) {
  try {
    const { errors } = await redisCommands(url, [['PING']]);
    return errors === 0;
  } catch {
    return false;
  }
}
