import { Readable } from 'node:stream';

/** Resolves once the stream has data to read, has ended or has failed. */
function readableOrEnd(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('readable', done).off('end', done).off('error', done);
      resolve();
    };
    stream.on('readable', done).on('end', done).on('error', done);
  });
}

/**
 * Reads at least `bytes` from the start of a stream (less if it ends first) and answers them with
 * a stream that yields the same bytes again followed by the rest, so a file can be sniffed before
 * it is stored without holding more than its head in memory. The head is put back with unshift,
 * so the answer is the source itself and destroying it ends the upload at once.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes && !source.readableEnded && !source.destroyed) {
    const chunk: Buffer | null = source.read();
    if (chunk === null) {
      await readableOrEnd(source);
      continue;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  if (source.readableEnded) return { head, stream: Readable.from([head]) };
  source.unshift(head);
  return { head, stream: source };
}

/** The whole stream as one buffer; past maxBytes it stops reading and calls tooLarge (which should throw). */
export async function readStreamWithin(stream: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
