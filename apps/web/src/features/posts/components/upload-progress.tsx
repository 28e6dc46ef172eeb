import { mediaKindOf } from '@rootshare/contracts/posts';
import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { PostMedia, UploadProgressOptions } from '../api/create-post';
import { prepareMedia } from '../lib/video-poster';

export type UploadStage = 'idle' | 'preparing' | 'uploading';

/**
 * Sends a post with its media: makes a video's poster first, then reports real upload progress;
 * cancel() stops it.
 */
export function useUploadTask() {
  const [stage, setStage] = useState<UploadStage>('idle');
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);

  async function run<T>(
    file: File | null | undefined,
    send: (media: PostMedia | null | undefined, options: Required<UploadProgressOptions>) => Promise<T>,
  ): Promise<T> {
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    setStage(file && mediaKindOf(file) === 'video' ? 'preparing' : 'uploading');
    try {
      const media = file ? await prepareMedia(file) : file;
      abort.signal.throwIfAborted();
      setStage('uploading');
      return await send(media, { onProgress: setPercent, signal: abort.signal });
    } finally {
      controller.current = null;
      setStage('idle');
    }
  }

  return { stage, percent, busy: stage !== 'idle', run, cancel: () => controller.current?.abort() };
}

/** The send progress: a real percentage while the form goes up, then the server's turn. */
export function UploadProgress({ stage, percent }: { stage: Exclude<UploadStage, 'idle'>; percent: number }) {
  const t = useT();
  const text = t(
    stage === 'preparing' ? 'postForms.upload.preparing' : percent >= 100 ? 'postForms.upload.processing' : 'postForms.upload.uploading',
  );
  const share = t('postForms.upload.percent', { percent });
  return (
    <div className="space-y-1.5 rounded-2xl bg-muted/60 p-3">
      <div className="flex items-center justify-between gap-2 text-sm font-semibold">
        <span className="flex items-center gap-2">
          <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" /> {text}
        </span>
        <span className="tabular-nums">{share}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('postForms.upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${share} ${text}`}
        className="h-2 overflow-hidden rounded-full bg-card"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
