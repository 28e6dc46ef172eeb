import { randomUUID } from 'node:crypto';
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { JobQueue } from '../../platform/jobs';

const delaySeconds = (options?: MessageQueueEnqueueOptions) =>
  options?.delay ? Math.max(0, Math.ceil(options.delay.total({ unit: 'second' }))) : 0;

/**
 * Fedify's message queue on the app's job lanes (platform/jobs.ts): deliveries to other servers and
 * the activities they send us wait in the database with every other background job, survive a
 * crash, and give way to members' requests as mail does. Fedify retries a failed delivery itself
 * with its backoff, so each message is a job of its own under a fresh key.
 */
export function createJobMessageQueue(jobs: JobQueue): MessageQueue {
  const send = (message: unknown, options?: MessageQueueEnqueueOptions) => {
    const startAfterSeconds = delaySeconds(options);
    return { data: { message }, key: randomUUID(), ...(startAfterSeconds ? { startAfterSeconds } : {}) };
  };
  return {
    nativeRetrial: false,
    async enqueue(message, options) {
      const { data, ...rest } = send(message, options);
      await jobs.send('federation', data, rest);
    },
    async enqueueMany(messages, options) {
      await jobs.sendMany(
        'federation',
        messages.map((message) => send(message, options)),
      );
    },
    async listen(handler, options?: MessageQueueListenOptions) {
      await jobs.work('federation', async ({ message }) => {
        await handler(message);
      });
      // Fedify holds this promise while it listens: it settles when the listening is stopped.
      await new Promise<void>((resolve) => {
        if (!options?.signal) return;
        if (options.signal.aborted) resolve();
        else options.signal.addEventListener('abort', () => resolve(), { once: true });
      });
    },
  };
}
