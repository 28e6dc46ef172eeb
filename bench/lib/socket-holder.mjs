// A child process that opens and holds a share of the capacity test's sockets (one process may not
// hold more files than `ulimit -n`). Driven over IPC by lib/socket-fleet.mjs:
//   → { cmd: 'open', baseUrl, tokens, concurrency }   ← { type: 'progress', authenticated } …, { type: 'opened', authenticated, failed, firstError, ms }
//   → { cmd: 'watch', index, marker }                 ← { type: 'watching' }, then { type: 'delivered', index } when that
//                                                        socket receives a new_message whose content is `marker`
//   → { cmd: 'count' }                                ← { type: 'count', open }
//   → { cmd: 'close' }                                   closes every socket and exits
import { performance } from 'node:perf_hooks';
import { openMemberSocket } from './sockets.mjs';

const OPEN = 1;
const sockets = [];
const watches = new Map();

const reply = (message) => process.send?.(message);

function onEvent(index, data) {
  const marker = watches.get(index);
  if (!marker) return;
  const text = data.toString();
  if (text.startsWith('{"type":"new_message"') && text.includes(`"content":${JSON.stringify(marker)}`)) {
    watches.delete(index);
    reply({ type: 'delivered', index });
  }
}

async function open({ baseUrl, tokens, concurrency }) {
  const started = performance.now();
  let next = 0;
  let authenticated = 0;
  let failed = 0;
  let firstError = null;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      try {
        sockets[index] = await openMemberSocket(baseUrl, tokens[index], { onEvent: (data) => onEvent(index, data) });
        authenticated += 1;
        if (authenticated % 500 === 0) reply({ type: 'progress', authenticated });
      } catch (error) {
        failed += 1;
        firstError ??= error.message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, worker));
  reply({ type: 'opened', authenticated, failed, firstError, ms: Math.round(performance.now() - started) });
}

process.on('message', (message) => {
  if (message.cmd === 'open') {
    open(message).catch((error) =>
      reply({ type: 'opened', authenticated: 0, failed: message.tokens.length, firstError: error.message, ms: 0 }),
    );
  } else if (message.cmd === 'watch') {
    watches.set(message.index, message.marker);
    reply({ type: 'watching' });
  } else if (message.cmd === 'count') {
    reply({ type: 'count', open: sockets.filter((s) => s?.readyState === OPEN).length });
  } else if (message.cmd === 'close') {
    for (const socket of sockets) socket?.terminate();
    process.exit(0);
  }
});
// The harness going away takes its children with it.
process.on('disconnect', () => process.exit(0));
