import { POST_POSTER_MAX_BYTES } from '@rootshare/contracts/limits';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVideoPoster, POSTER_MAX_WIDTH, prepareMedia } from './video-poster';

/** Makes the next <video> act like a decodable clip of this size, and the canvas give a JPEG. */
function fakeDecoding({
  width,
  height,
  duration = 3,
  jpegBytes = 2048,
}: {
  width: number;
  height: number;
  duration?: number;
  jpegBytes?: number;
}) {
  const drawn: Array<{ width: number; height: number }> = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (element instanceof HTMLVideoElement) {
      Object.defineProperties(element, { videoWidth: { value: width }, videoHeight: { value: height }, duration: { value: duration } });
      let src = '';
      Object.defineProperty(element, 'src', {
        get: () => src,
        set: (value: string) => {
          src = value;
          setTimeout(() => element.dispatchEvent(new Event('loadeddata')), 0);
        },
      });
      Object.defineProperty(element, 'currentTime', { set: () => setTimeout(() => element.dispatchEvent(new Event('seeked')), 0) });
    }
    if (element instanceof HTMLCanvasElement) {
      vi.spyOn(element, 'getContext').mockReturnValue({
        drawImage: () => drawn.push({ width: element.width, height: element.height }),
      } as unknown as CanvasRenderingContext2D);
      vi.spyOn(element, 'toBlob').mockImplementation((callback, type) =>
        callback(new Blob([new Uint8Array(jpegBytes)], { type: type ?? '' })),
      );
    }
    return element;
  });
  return drawn;
}

const clip = () => new File(['....'], 'tour.mp4', { type: 'video/mp4' });

afterEach(() => vi.restoreAllMocks());

describe('createVideoPoster', () => {
  it('draws a frame into a JPEG at most 1280 px wide, keeping the proportions', async () => {
    const drawn = fakeDecoding({ width: 1920, height: 1080 });
    const poster = await createVideoPoster(clip());
    expect(poster?.type).toBe('image/jpeg');
    expect(drawn).toEqual([{ width: POSTER_MAX_WIDTH, height: 720 }]);
  });

  it('keeps a small video at its own size', async () => {
    const drawn = fakeDecoding({ width: 640, height: 360 });
    await createVideoPoster(clip());
    expect(drawn).toEqual([{ width: 640, height: 360 }]);
  });

  it('gives up without a poster when the browser cannot decode the video', async () => {
    await expect(createVideoPoster(clip(), 20)).resolves.toBeNull();
  });

  it('leaves out a poster larger than the server accepts', async () => {
    fakeDecoding({ width: 640, height: 360, jpegBytes: POST_POSTER_MAX_BYTES + 1 });
    await expect(createVideoPoster(clip())).resolves.toBeNull();
  });

  it('makes a poster for videos only', async () => {
    fakeDecoding({ width: 640, height: 360 });
    const photo = new File(['png'], 'leaf.png', { type: 'image/png' });
    await expect(prepareMedia(photo)).resolves.toEqual({ media: photo, poster: null });
    const video = clip();
    const prepared = await prepareMedia(video);
    expect(prepared.media).toBe(video);
    expect(prepared.poster).toBeInstanceOf(Blob);
  });
});
