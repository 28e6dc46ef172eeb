import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

/** How many arrival times the sink can note (the mail scenario sends about 19,000). */
const CAPACITY = 200_000;

/**
 * An SMTP server that accepts everything and reads each message to its end, on its own thread: it
 * stands in for a mail server elsewhere, so taking the mails never delays the bench's own clock
 * (the message-delivery timings are read on the main thread). Arrival times (ms since the epoch,
 * fractional) are written into shared memory, so reading them costs the main thread nothing.
 */
export async function startSink() {
  const count = new Int32Array(new SharedArrayBuffer(4));
  const times = new Float64Array(new SharedArrayBuffer(CAPACITY * 8));
  const worker = new Worker(new URL(import.meta.url), { workerData: { count, times } });
  const port = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many mails have arrived. */
    arrived: () => Atomics.load(count, 0),
    /** When the i-th mail arrived, in ms since the epoch. */
    arrivedAt: (i) => times[i],
    close: () => worker.terminate(),
  };
}

if (!isMainThread) {
  const { count, times } = workerData;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const i = Atomics.load(count, 0);
        if (i < CAPACITY) times[i] = performance.timeOrigin + performance.now();
        Atomics.add(count, 0, 1);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.server.address().port));
}
