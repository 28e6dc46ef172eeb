import crypto from 'node:crypto';
import { Readable } from 'node:stream';

/** A file part: its bytes, or a stream of them (for uploads too big to hold). */
export interface FilePart {
  name: string;
  filename: string;
  type: string;
  body: Buffer | (() => AsyncIterable<Buffer>);
}

/** A multipart/form-data body built as a stream, fields first, files in order. */
export function multipartForm(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----rootshare${crypto.randomBytes(8).toString('hex')}`;
  async function* parts(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    for (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      );
      if (Buffer.isBuffer(file.body)) yield file.body;
      else for await (const chunk of file.body()) yield chunk;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(parts(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `head` followed by zeros up to `total` bytes, in 1 MB chunks. */
export function paddedBytes(head: Buffer, total: number): () => AsyncIterable<Buffer> {
  return async function* () {
    yield head;
    const chunk = Buffer.alloc(1024 * 1024);
    let left = total - head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      yield n === chunk.length ? chunk : chunk.subarray(0, n);
      left -= n;
    }
  };
}
