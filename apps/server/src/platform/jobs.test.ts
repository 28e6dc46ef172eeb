import { afterEach, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../test/helpers';
import { eachJob, overlappingJobs, startJobQueue, type JobQueue, type QueuedJob } from './jobs';

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
    for (const userId of ids) await queue.send('password-changed-mail', { userId }, { key: userId });
    const allHandled = new Promise<void>((resolve) => {
      void queue?.workInBatches('password-changed-mail', (jobs) =>
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

  it('ends a rest as soon as members stop keeping the server busy, not when the rest would have run out', async () => {
    const database = await openFreshDatabase();
    drop = async () => {
      await database.handle.close();
      await database.drop();
    };
    let busy = true;
    queue = await startJobQueue(database.handle, () => undefined, 60, { busy: () => busy });
    // A batch that took ten minutes: the rest it earns would last twenty while the server stays busy.
    const rest = queue.giveWay(performance.now() - 600_000);
    let rested = false;
    void rest.then(() => (rested = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(rested).toBe(false);
    busy = false;
    await rest;
    expect(rested).toBe(true);
  });
});

describe('a batch of jobs run overlapping', () => {
  it('runs every job, never more than eight at once, and fails only the jobs that threw', async () => {
    const jobs: Array<QueuedJob<'password-changed-mail'>> = Array.from({ length: 30 }, (_, i) => ({
      id: `job-${i}`,
      data: { userId: `user-${i}` },
    }));
    let running = 0;
    let most = 0;
    const ran: string[] = [];
    const failures = await overlappingJobs(jobs, async (job) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      ran.push(job.data.userId);
      if (job.id === 'job-7' || job.id === 'job-29') throw new Error(`${job.id} could not be sent`);
    });
    expect(ran.toSorted()).toEqual(jobs.map((job) => job.data.userId).toSorted());
    expect(most).toBe(8);
    expect([...failures].map(([id, error]) => [id, error.message])).toEqual([
      ['job-7', 'job-7 could not be sent'],
      ['job-29', 'job-29 could not be sent'],
    ]);
  });
});
