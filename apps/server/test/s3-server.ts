import fs from 'node:fs';
import { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** An S3-compatible server (s3rver) on the loopback with one empty bucket, for storage on S3 in tests. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The settings that point Rootshare's media at this bucket. */
  env: Record<string, string>;
  /** Requests the server saw, as `METHOD /path?query`. */
  requests: string[];
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-s3rver-'));
  // s3rver's default credentials; it checks the SigV4 signature against them.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, vhostBuckets: false });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;

  // The typings omit the listening server; read it to see which requests were made.
  const httpServer: unknown = Reflect.get(server, 'httpServer');
  if (!(httpServer instanceof Server)) throw new Error('s3rver did not expose its HTTP server');
  const requests: string[] = [];
  httpServer.prependListener('request', (request: { method?: string; url?: string }) => requests.push(`${request.method} ${request.url}`));

  const bucket = 'rootshare-media';
  const admin = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();

  return {
    endpoint,
    bucket,
    credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_REGION: 'us-east-1',
    },
    requests,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
