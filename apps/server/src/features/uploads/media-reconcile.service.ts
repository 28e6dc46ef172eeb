import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import type { MediaRemovalReason } from '../../platform/metrics';
import { isMediaKey, type DiskStorage, type S3Storage } from '../../platform/storage';
import { findReferencedKeys, type StoredFileRef } from './uploads.repo';
import { mediaUrl } from './uploads.presenter';
import { slotIdOfKey, type UploadsService } from './uploads.service';

/**
 * How old a stored file no record names must be before it is taken for an orphan: an upload writes
 * its file first and its record a moment later, so a younger one may be a record on its way.
 */
export const ORPHAN_GRACE_MS = 6 * 3_600_000;
/** A temporary file nobody has written to for this long belongs to a write that will never finish (storage.ts keeps live ones fresh). */
export const PARTIAL_STALE_MS = 2 * 60_000;
/** The first reconciliation after a start waits this long, so starting up is not slowed by it. */
const FIRST_RECONCILE_AFTER_MS = 2 * 60_000;
const RECONCILE_EVERY_MS = 3_600_000;
const SWEEP_EVERY_MS = 60_000;
/** How many stored files one reference check asks about. */
const CHECK_BATCH = 500;

interface Deps {
  db: Database;
  storage: DiskStorage | S3Storage;
  uploads: Pick<UploadsService, 'sweepExpiredUploads'>;
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  /** Told how many files went, and why (the metrics). */
  onRemoved?: (reason: MediaRemovalReason, count: number) => void;
}

/** The first time on a grid of `everyMs` (counted from the epoch) strictly after `from`. */
const nextOnGrid = (from: Date, everyMs: number) => new Date((Math.floor(from.getTime() / everyMs) + 1) * everyMs);
const latest = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/** Throws the first failure of settled work, once all of it has settled. */
function throwFirstFailure(results: Array<PromiseSettledResult<unknown>>): void {
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Keeps storage and the database in step (docs/security.md S68, ADR 0043). The `media-reconcile`
 * job removes stored files no record names once they are older than ORPHAN_GRACE_MS (what a process
 * killed between writing a file and recording it leaves); the `upload-sweep` job removes expired
 * upload slots with their files and, on disk, temporary files of writes that stopped.
 */
export function createMediaReconcileService({ db, storage, uploads, jobs, clock, onRemoved }: Deps) {
  /** Queues a run of a job due `at`; the time is its key, so one waits however many instances ask. */
  async function queueRun(name: 'media-reconcile' | 'upload-sweep', at: Date): Promise<void> {
    const wait = Math.max(1, Math.ceil((at.getTime() - clock().getTime()) / 1000));
    await jobs.send(name, { at: at.toISOString() }, { key: at.toISOString(), startAfterSeconds: wait });
  }

  /** Removes the files of a batch that no record names; answers how many went. */
  async function removeUnreferenced(files: StoredFileRef[]): Promise<number> {
    const referenced = await findReferencedKeys(db, files);
    const results = await Promise.allSettled(files.filter((file) => !referenced.has(file.key)).map((file) => storage.delete(file.key)));
    const removed = results.filter((result) => result.status === 'fulfilled').length;
    if (removed > 0) onRemoved?.('orphan', removed);
    throwFirstFailure(results);
    return removed;
  }

  /**
   * Removes every stored media file older than the grace period that no record names: a media
   * record (file or thumbnail), an upload slot, or a place that shows it. Answers how many went.
   */
  async function reconcile(): Promise<number> {
    const writtenBefore = clock().getTime() - ORPHAN_GRACE_MS;
    let removed = 0;
    let batch: StoredFileRef[] = [];
    for await (const { key, modifiedAt } of storage.list()) {
      // Objects outside the media folders are not Rootshare's to judge.
      if (modifiedAt.getTime() > writtenBefore || !isMediaKey(key)) continue;
      batch.push({ key, url: mediaUrl(key), slotId: slotIdOfKey(key) });
      if (batch.length === CHECK_BATCH) {
        removed += await removeUnreferenced(batch);
        batch = [];
      }
    }
    if (batch.length > 0) removed += await removeUnreferenced(batch);
    return removed;
  }

  /** Removes expired upload slots with their files and, on disk, temporary files nobody has written to for PARTIAL_STALE_MS. */
  async function sweepUploads(): Promise<void> {
    const [slots, partials] = await Promise.allSettled([
      uploads.sweepExpiredUploads(),
      storage.kind === 'disk' ? storage.removeStaleTemporaryFiles(PARTIAL_STALE_MS, clock()) : Promise.resolve(0),
    ]);
    if (partials.status === 'fulfilled' && partials.value > 0) onRemoved?.('partial', partials.value);
    throwFirstFailure([slots, partials]);
  }

  return {
    reconcile,
    sweepUploads,

    /**
     * Queues the first reconciliation a couple of minutes from now and the next upload sweep. Every
     * instance does so at start; each run then queues the next one on its grid (the hour, the
     * minute), where runs queued by other instances or earlier starts share its key.
     */
    async schedule(): Promise<void> {
      const now = clock();
      await queueRun('media-reconcile', nextOnGrid(new Date(now.getTime() + FIRST_RECONCILE_AFTER_MS), SWEEP_EVERY_MS));
      await queueRun('upload-sweep', nextOnGrid(now, SWEEP_EVERY_MS));
    },

    /** The media-reconcile job: queues the next hour's run first (so a failure here loses no later one), then reconciles. */
    async runReconcile(at: string): Promise<void> {
      await queueRun('media-reconcile', nextOnGrid(latest(new Date(at), clock()), RECONCILE_EVERY_MS));
      await reconcile();
    },

    /** The upload-sweep job: queues the next minute's run first, then sweeps. */
    async runUploadSweep(at: string): Promise<void> {
      await queueRun('upload-sweep', nextOnGrid(latest(new Date(at), clock()), SWEEP_EVERY_MS));
      await sweepUploads();
    },
  };
}

export type MediaReconcileService = ReturnType<typeof createMediaReconcileService>;
