import { POST_POSTER_MAX_BYTES } from '@rootshare/contracts/limits';
import { mediaKindOf } from '@rootshare/contracts/posts';
import type { PostMedia } from '../api/create-post';

export const POSTER_MAX_WIDTH = 1280;
const POSTER_QUALITY = 0.8;
const POSTER_AT_SECONDS = 0.1;
const POSTER_TIMEOUT_MS = 8_000;

function waitForEvent(target: HTMLVideoElement, name: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(name, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error('The video could not be read')), { once: true });
  });
}

async function drawPoster(video: HTMLVideoElement, url: string): Promise<Blob | null> {
  const loaded = waitForEvent(video, 'loadeddata');
  video.src = url;
  await loaded;
  // A frame just after the start avoids the black first frame many phones record.
  const at = Number.isFinite(video.duration) && video.duration > 0 ? Math.min(POSTER_AT_SECONDS, video.duration / 2) : 0;
  if (at > 0) {
    const seeked = waitForEvent(video, 'seeked');
    video.currentTime = at;
    await seeked;
  }
  if (!video.videoWidth || !video.videoHeight) return null;
  const scale = Math.min(1, POSTER_MAX_WIDTH / video.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', POSTER_QUALITY));
  return blob && blob.size > 0 && blob.size <= POST_POSTER_MAX_BYTES ? blob : null;
}

/**
 * A JPEG still of a video, at most 1280 px wide, made in the browser from a frame near 0.1 s. Null
 * when the browser cannot decode the video (or takes too long): the upload then goes without one.
 */
export async function createVideoPoster(file: Blob, timeoutMs = POSTER_TIMEOUT_MS): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      drawPoster(video, url).catch(() => null),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** The file to send and, for a video, its poster. */
export async function prepareMedia(file: File): Promise<PostMedia> {
  return { media: file, poster: mediaKindOf(file) === 'video' ? await createVideoPoster(file) : null };
}
