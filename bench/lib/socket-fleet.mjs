// Many authenticated sockets held by several child processes (lib/socket-holder.mjs), so that no
// process, this one included, needs more file descriptors than `ulimit -n` allows.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { SIGN_IN_CONCURRENCY } from './sockets.mjs';

const holderScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'socket-holder.mjs');

function nextMessage(child, type, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${what}: no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const onMessage = (message) => message.type === type && done(null, message);
    const onExit = (code) => done(new Error(`${what}: socket holder exited (code ${code})`));
    const done = (error, message) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Opens one socket per token against baseUrl, split over `processes` children, each authenticating
 * with its token and sharing `concurrency` handshakes at a time. Resolves once every child has
 * answered; `close()` ends them all.
 */
export async function openSocketFleet(
  baseUrl,
  tokens,
  { processes = 4, concurrency = SIGN_IN_CONCURRENCY, timeoutMs = 120_000, onProgress } = {},
) {
  const share = Math.ceil(tokens.length / processes);
  const holders = [];
  for (let i = 0; i < processes; i++) {
    const slice = tokens.slice(i * share, (i + 1) * share);
    if (slice.length === 0) break;
    const child = fork(holderScript, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    holders.push({ child, first: i * share, count: slice.length, authenticated: 0 });
    child.on('message', (message) => {
      if (message.type !== 'progress') return;
      holders[i].authenticated = message.authenticated;
      onProgress?.(holders.reduce((n, h) => n + h.authenticated, 0));
    });
    child.send({ cmd: 'open', baseUrl, tokens: slice, concurrency: Math.max(1, Math.floor(concurrency / processes)) });
  }

  const fleet = {
    holders,
    async close() {
      await Promise.all(
        holders.map(async ({ child }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          try {
            child.send({ cmd: 'close' });
          } catch {
            child.kill('SIGKILL');
          }
          if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) child.kill('SIGKILL');
        }),
      );
    },
    /**
     * Tells the child holding tokens[index]'s socket to look out for a message; resolves once it
     * listens, with `delivered`, a promise of the performance.now() at which that socket's new_message
     * whose content is `marker` was reported here, or null after timeoutMs (it never rejects).
     * Content, not id: the id is only known once the POST has answered.
     */
    async watch(index, marker, timeoutMs) {
      const holder = holders.find((h) => index >= h.first && index < h.first + h.count);
      const watching = nextMessage(holder.child, 'watching', 5_000, 'watch');
      holder.child.send({ cmd: 'watch', index: index - holder.first, marker });
      await watching;
      const delivered = nextMessage(holder.child, 'delivered', timeoutMs, `delivery of the message "${marker}"`).then(
        () => performance.now(),
        () => null,
      );
      return { delivered };
    },
    /** Sockets still open in the children. */
    async openCount() {
      const counts = await Promise.all(
        holders.map(({ child }) => {
          const answer = nextMessage(child, 'count', 10_000, 'count');
          child.send({ cmd: 'count' });
          return answer;
        }),
      );
      return counts.reduce((n, c) => n + c.open, 0);
    },
  };

  try {
    const answers = await Promise.all(holders.map(({ child }, i) => nextMessage(child, 'opened', timeoutMs, `socket holder ${i + 1}`)));
    fleet.authenticated = answers.reduce((n, a) => n + a.authenticated, 0);
    fleet.failed = answers.reduce((n, a) => n + a.failed, 0);
    fleet.firstError = answers.find((a) => a.firstError)?.firstError ?? null;
    fleet.slowestMs = Math.max(...answers.map((a) => a.ms));
  } catch (error) {
    await fleet.close();
    throw error;
  }
  return fleet;
}
