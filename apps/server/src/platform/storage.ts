import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipelineCallback, Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';
import { HttpError } from './errors';

/** A byte range with both ends inclusive, as in `Range: bytes=start-end`; no end means through the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** An object read back: `body` holds only the requested bytes, `size` is always the whole object's size. */
export interface StoredObject {
  body: NodeJS.ReadableStream;
  size: number;
  contentType: string;
}

/** A stored object as a listing shows it: its key and when it was last written. */
export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded and generated media live. Keys are server-made (see newMediaKey); callers never
 * choose a path. A media key's content type follows its extension (contentTypeForKey), so both
 * adapters and the /media route agree on it; for other keys S3 keeps the type given to put and
 * the disk answers application/octet-stream.
 */
export interface Storage {
  /** Stores body under key; the object appears whole or not at all. contentType defaults to the key's. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /**
   * Streams body under key without holding it in memory and resolves with the bytes stored. Past
   * maxBytes the source is destroyed, nothing is kept and it rejects with HttpError 413.
   */
  putStream(key: string, body: NodeJS.ReadableStream, contentType: string, maxBytes: number): Promise<number>;
  /**
   * Reads an object, or a range of it (HttpError 416 when the range starts past the end); null when
   * absent. Drain or destroy the body: it holds a file handle or a pooled socket until then.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes an object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored object (not the temporary files of writes in progress), in no set order. */
  list(): AsyncIterable<StoredEntry>;
  readonly kind: 'disk' | 's3';
}

/** The disk adapter also names the folder that app.ts serves at /media. */
export interface DiskStorage extends Storage {
  readonly kind: 'disk';
  readonly root: string;
  /**
   * Removes temporary files nobody has written to for olderThanMs before `now`: what a process
   * killed in the middle of a write left behind (docs/security.md S34, S68). A streamed write in
   * progress touches its file at least every TEMPORARY_TOUCH_MS, even while its sender pauses, so
   * other processes sharing the folder keep theirs. Answers how many went.
   */
  removeStaleTemporaryFiles(olderThanMs: number, now?: Date): Promise<number>;
}

/** The S3 adapter holds an HTTP client whose pooled sockets close() releases on shutdown. */
export interface S3Storage extends Storage {
  readonly kind: 's3';
  close(): void;
}

export interface S3StorageOptions {
  /** e.g. `http://127.0.0.1:9000`; addressed path-style so any S3-compatible server works. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
};
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
const PLAIN_CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

// Each segment starts with a letter or digit: no '..', no empty segments, no dotfiles, which also
// keeps keys apart from the adapter's hidden temporary files.
const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;
// S3's smallest part; lib-storage buffers one part per concurrent request, so memory per upload
// stays near PART_SIZE * UPLOAD_QUEUE whatever the body's size.
const PART_SIZE = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;

/** The content type an object stored under key is served with, from the key's extension. */
export function contentTypeForKey(key: string): string {
  const extension = path.posix.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[extension] ?? FALLBACK_CONTENT_TYPE;
}

/**
 * The folders media keys live in: every object Rootshare stores is under one of them, and only
 * objects there are ever taken for orphans (features/uploads/media-reconcile.service.ts).
 */
export const MEDIA_FOLDERS = ['avatars', 'plants', 'posts', 'posters', 'videos', 'messages', 'gardens', 'meets', 'incoming'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * How often a streamed write on disk touches its temporary file while it lasts, whether or not bytes
 * arrive: well inside the two minutes after which the upload sweep takes such a file for abandoned.
 */
export const TEMPORARY_TOUCH_MS = 30_000;

/** A random key under a folder, e.g. `avatars/5f0c…e1.webp`. */
export function newMediaKey(folder: MediaFolder, extension: string): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}

/** True for a key storage accepts: plain segments, no empty one, no `..`; /media answers 404 to the rest. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 && key.length <= MAX_KEY_LENGTH && !key.includes('..') && key.split('/').every((segment) => SAFE_SEGMENT.test(segment))
  );
}

/** True for a key storage accepts under one of MEDIA_FOLDERS: the only objects Rootshare itself stores. */
export function isMediaKey(key: string): boolean {
  const [folder, ...rest] = key.split('/');
  return rest.length > 0 && MEDIA_FOLDERS.some((each) => each === folder) && isSafeKey(key);
}

function checkKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

// A media key's type is fixed by its extension, which is all the disk adapter and /media go by;
// a caller passing another type has a bug that would only show once the app moved to S3.
// Other keys (e.g. `incoming/<id>.bin`) take the caller's type, possibly a client's header, so
// anything but a plain `type/subtype` becomes octet-stream instead of failing the write.
function checkContentType(key: string, contentType: string | undefined): string {
  const expected = CONTENT_TYPES[path.posix.extname(key).slice(1).toLowerCase()];
  if (expected === undefined) {
    const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    return PLAIN_CONTENT_TYPE.test(essence) ? essence : FALLBACK_CONTENT_TYPE;
  }
  if (contentType !== undefined && contentType !== expected) {
    throw new Error(`content type ${contentType} does not match key ${key} (${expected})`);
  }
  return expected;
}

function checkMaxBytes(maxBytes: number): void {
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new Error(`invalid maxBytes: ${maxBytes}`);
}

const tooLarge = () => new HttpError(413, 'File too large');
const rangeNotSatisfiable = (size?: number) =>
  new HttpError(416, 'Range not satisfiable', size === undefined ? {} : { 'content-range': `bytes */${size}` });

function checkRange(range: ByteRange): void {
  const { start, end } = range;
  const valid = Number.isSafeInteger(start) && start >= 0 && (end === undefined || (Number.isSafeInteger(end) && end >= start));
  if (!valid) throw rangeNotSatisfiable();
}

/** Clamps a range to an object of size bytes, as HTTP does for an end past the last byte. */
function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  checkRange(range);
  if (range.start >= size) throw rangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** Passes bytes through and fails once more than maxBytes went by, before they reach storage. */
class ByteLimit extends Transform {
  bytes = 0;
  overflowed = false;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.overflowed = true;
      callback(tooLarge());
      return;
    }
    callback(null, chunk);
  }
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && codes.includes(error.code);
}

function waitForClose(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve();
    else stream.once('close', () => resolve());
  });
}

/** Media on the local disk under DATA_DIR/media, written to a temporary file and renamed into place. */
export function createDiskStorage(dataDir: string): DiskStorage {
  const root = path.resolve(dataDir, 'media');
  const target = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  // Beside the target so the rename stays on one filesystem (atomic); the leading dot keeps it
  // out of /media, which denies dotfiles, while it is being written.
  const temporaryFor = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomUUID()}.tmp`);
  const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

  return {
    kind: 'disk',
    root,
    async put(key, body, contentType) {
      const file = target(key);
      checkContentType(key, contentType);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = temporaryFor(file);
      try {
        // flush: the bytes reach the disk before the rename publishes the name (docs/security.md S34).
        await fs.writeFile(temporary, body, { flush: true, mode: PRIVATE_FILE_MODE });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async putStream(key, body, contentType, maxBytes) {
      const file = target(key);
      checkContentType(key, contentType);
      checkMaxBytes(maxBytes);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = temporaryFor(file);
      const limit = new ByteLimit(maxBytes);
      const out = createWriteStream(temporary, { flush: true, mode: PRIVATE_FILE_MODE });
      // A sender may pause for longer than the sweep waits: the file still counts as being written.
      const keepFresh = setInterval(() => {
        const now = new Date();
        fs.utimes(temporary, now, now).catch(() => undefined);
      }, TEMPORARY_TOUCH_MS);
      try {
        await pipeline(body, limit, out);
        await fs.rename(temporary, file);
        return limit.bytes;
      } catch (error) {
        // Removing the file while the stream still holds it open would let a late open recreate it.
        out.destroy();
        await waitForClose(out);
        await fs.rm(temporary, { force: true });
        throw limit.overflowed ? tooLarge() : error;
      } finally {
        clearInterval(keepFresh);
      }
    },
    async get(key, range) {
      const file = target(key);
      let handle: FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return null;
        throw error;
      }
      try {
        // One open handle for size and bytes, so a concurrent replace cannot mix two versions.
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const bounds = range ? resolveRange(range, stat.size) : undefined;
        const body = handle.createReadStream({ start: bounds?.start, end: bounds?.end });
        return { body, size: stat.size, contentType: contentTypeForKey(key) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(target(key), { force: true });
    },
    async exists(key) {
      try {
        return (await fs.stat(target(key))).isFile();
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return false;
        throw error;
      }
    },
    async *list() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (hasCode(error, 'ENOENT')) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || isTemporary(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        // A file deleted since the folder was read is no longer stored.
        const stat = await fs.stat(file).catch((error: unknown) => {
          if (hasCode(error, 'ENOENT')) return null;
          throw error;
        });
        if (stat) yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: stat.mtime };
      }
    },
    async removeStaleTemporaryFiles(olderThanMs, now = new Date()) {
      let names: string[];
      try {
        names = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if (hasCode(error, 'ENOENT')) return 0;
        throw error;
      }
      const cutoff = now.getTime() - olderThanMs;
      const stale = await Promise.all(
        names
          .filter((name) => isTemporary(path.basename(name)))
          .map(async (name) => {
            const file = path.join(root, name);
            const stat = await fs.stat(file).catch(() => null);
            if (!stat?.isFile() || stat.mtimeMs > cutoff) return false;
            await fs.rm(file, { force: true });
            return true;
          }),
      );
      return stale.filter(Boolean).length;
    },
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata;
  if (typeof metadata !== 'object' || metadata === null || !('httpStatusCode' in metadata)) return undefined;
  return typeof metadata.httpStatusCode === 'number' ? metadata.httpStatusCode : undefined;
}

/** Media in an S3-compatible bucket; objects only appear once complete, as S3 never shows a partial upload. */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region ?? 'us-east-1',
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: true,
    // The SDK's default CRC32 trailers (aws-chunked bodies) are refused by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function objectSize(key: string): Promise<number | undefined> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength;
    } catch {
      return undefined;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      const type = checkContentType(key, contentType);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type, ContentLength: body.length }));
    },
    async putStream(key, body, contentType, maxBytes) {
      checkKey(key);
      const type = checkContentType(key, contentType);
      checkMaxBytes(maxBytes);
      const limit = new ByteLimit(maxBytes);
      pipelineCallback(body, limit, () => {
        // Errors on either side surface through `limit`, which the upload reads.
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: limit, ContentType: type },
        partSize: PART_SIZE,
        queueSize: UPLOAD_QUEUE,
        // On any failure, lib-storage sends AbortMultipartUpload so no parts are left billed and the
        // object never completes. A server that cannot abort (s3rver) still shows no object.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        return limit.bytes;
      } catch (error) {
        limit.destroy();
        throw limit.overflowed ? tooLarge() : error;
      }
    },
    async get(key, range) {
      checkKey(key);
      if (range) checkRange(range);
      const header = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: header }));
        if (!(response.Body instanceof Readable)) throw new Error('S3 answered without a Node.js stream body');
        // With a range, ContentLength counts only the range; the whole size follows the slash.
        const whole = Number(response.ContentRange?.split('/')[1] ?? response.ContentLength);
        return {
          body: response.Body,
          size: Number.isFinite(whole) ? whole : 0,
          contentType: response.ContentType ?? contentTypeForKey(key),
        };
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 404) return null;
        if (status === 416) throw rangeNotSatisfiable(await objectSize(key));
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        // Without a date an object counts as written just now, so nothing takes it for old.
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async exists(key) {
      checkKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (httpStatusOf(error) === 404) return false;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
