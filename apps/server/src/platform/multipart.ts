import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { badRequest } from './errors';

/** A file part of a multipart form, to be consumed (stored or drained) before the next part arrives. */
export interface IncomingFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  stream: Readable;
}

/**
 * Walks a multipart form: text fields are collected (a repeated field is refused) and each file
 * part is handed to onFile as it arrives, streaming. If anything fails, the files onFile already
 * stored are passed to discard before the error goes on, so nothing is left behind.
 */
export async function collectMultipart<T>(
  parts: AsyncIterable<Multipart>,
  onFile: (file: IncomingFile) => Promise<T>,
  discard: (stored: T[]) => Promise<void>,
): Promise<{ fields: Record<string, string>; files: Map<string, T> }> {
  const fields: Record<string, string> = {};
  const files = new Map<string, T>();
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (files.has(part.fieldname)) {
          part.file.resume();
          throw badRequest(`Only one ${part.fieldname} file may be sent`);
        }
        files.set(
          part.fieldname,
          await onFile({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, stream: part.file }),
        );
      } else {
        if (Object.hasOwn(fields, part.fieldname)) throw badRequest(`The field ${part.fieldname} was sent twice`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await discard([...files.values()]);
    throw error;
  }
  return { fields, files };
}
