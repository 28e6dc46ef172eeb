import type { Platform } from '../../platform/feature';
import type { MediaRemovalReason } from '../../platform/metrics';
import { createMediaReconcileService, type MediaReconcileService } from './media-reconcile.service';
import { mediaRoutes } from './media.routes';
import { uploadRoutes } from './uploads.routes';
import { createUploadsService, type UploadsService } from './uploads.service';

/** Upload slots and the media they become, served under /media, with the sweeps that keep storage and records agreeing. */
export async function uploadsFeature({
  app,
  db,
  storage,
  quotas,
  jobs,
  clock,
  metrics,
}: Platform): Promise<{ uploads: UploadsService; mediaReconcile: MediaReconcileService }> {
  const uploads = createUploadsService(db, storage, quotas);
  const mediaReconcile = createMediaReconcileService({
    db,
    storage,
    uploads,
    jobs,
    clock,
    ...(metrics ? { onRemoved: (reason: MediaRemovalReason, count: number) => metrics.countMediaRemoved(reason, count) } : {}),
  });
  await jobs.work('media-reconcile', (data) => mediaReconcile.runReconcile(data.at));
  await jobs.work('upload-sweep', (data) => mediaReconcile.runUploadSweep(data.at));
  await mediaReconcile.schedule();
  await app.register(uploadRoutes, { prefix: '/api', uploads });
  await app.register(mediaRoutes, { storage });
  return { uploads, mediaReconcile };
}
