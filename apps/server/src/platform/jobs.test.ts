import { afterEach, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../test/helpers';
import { eachJob, startJobQueue, type JobQueue } from './jobs';

describe('job queue while the server is busy', () => {
  let queue: JobQueue | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await queue?.stop();
    await drop?.();
    queue = undefined;
  });

  it('still runs every waiting job while members keep the server busy', async () => {
    const database = await openFreshDatabase();
    drop = async () => {
      await database.handle.close();
      await database.drop();
    };
    const failures: Error[] = [];
    queue = await startJobQueue(database.handle, (error) => failures.push(error), 60, { busy: () => true });
    const handled = new Set<string>();
    // More than two batches, so the lane rests between them.
    const ids = Array.from({ length: 60 }, (_, i) => `user-${i}`);
    for (const userId of ids) await queue.send('password-reset-mail', { userId }, { key: userId });
    const allHandled = new Promise<void>((resolve) => {
      void queue?.workInBatches('password-reset-mail', (jobs) =>
        eachJob(jobs, async (job) => {
          handled.add(job.data.userId);
          if (handled.size === ids.length) resolve();
        }),
      );
    });
    await allHandled;
    expect([...handled].sort()).toEqual([...ids].sort());
    expect(failures).toEqual([]);
  });
});
