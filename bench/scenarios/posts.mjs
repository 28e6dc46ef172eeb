import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

export const name = 'posts';
export const description =
  "Posts issue figures: GET /api/posts first page over the community's 50,000 posts (PostgreSQL; 500 through the API on PGlite) at saturation " +
  'and at a fixed 1,000 req/s (as a visitor, signed in, and a later page by cursor); a 200 MB video upload must grow ' +
  'server RSS by less than 64 MB.';

export const fixedRate = 1000;

const API_POSTS = 500;
const UPLOAD_BYTES = 200 * 1024 * 1024;
const RSS_GROWTH_LIMIT_MIB = 64;
// The EBML header of a WebM file. The server sniffs it and streams the rest to storage through its
// metadata filter, which passes the Void element that follows (and so all the filler) as it is.
const WEBM_HEAD = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82,
  0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** The first bytes of a WebM of `size` bytes: its header and the head of a Void element (8-byte size) holding the rest. */
function webmStart(size) {
  const voidHead = Buffer.alloc(9);
  voidHead[0] = 0xec;
  voidHead[1] = 0x01;
  voidHead.writeUIntBE(size - WEBM_HEAD.length - voidHead.length, 3, 6);
  return Buffer.concat([WEBM_HEAD, voidHead]);
}

let member;

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Streams a multipart form with one file of `size` bytes to POST /api/posts; answers the status. */
function uploadVideo(baseUrl, token, size) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    ['type', 'title', 'content']
      .map(
        (field) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${field === 'type' ? 'reel' : `Bench ${field}`}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="bench.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 1);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/posts`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', reject);
    request.write(head);
    const start = webmStart(size);
    request.write(start);
    let left = size - start.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!request.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
}

const rssMiB = (pid) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The cursor that opens page n of the feed. */
async function cursorOfPage(baseUrl, n) {
  let cursor = '';
  for (let page = 1; page < n; page++) {
    const response = await fetch(`${baseUrl}/api/posts${cursor ? `?cursor=${cursor}` : ''}`);
    cursor = (await response.json()).nextCursor;
  }
  return cursor;
}

export async function setup({ baseUrl, community }) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `bench_posts_${suffix}`;
  member = await postJson(`${baseUrl}/api/auth/signup`, {
    username,
    email: `${username}@bench.example`,
    password: `bench-${suffix}-passphrase`,
  });
  // On PostgreSQL the feed is the run's community (50,000 posts, bench/lib/community.mjs).
  if (!community) {
    for (let i = 0; i < API_POSTS; i++) {
      const form = new FormData();
      form.set('type', 'blog_post');
      form.set('title', `Bench post ${i}`);
      form.set('content', 'Water when the top inch is dry.');
      const response = await fetch(`${baseUrl}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`POST /api/posts answered ${response.status}`);
    }
  }
  return [
    { phase: 'feed first page', url: `${baseUrl}/api/posts`, connections: 50, fixedRate: 1000 },
    {
      phase: 'feed first page, signed in',
      url: `${baseUrl}/api/posts`,
      headers: { authorization: `Bearer ${member.token}` },
      connections: 50,
      fixedRate: 1000,
    },
    {
      phase: 'feed page 3 (cursor)',
      url: `${baseUrl}/api/posts?cursor=${await cursorOfPage(baseUrl, 3)}`,
      connections: 50,
      fixedRate: 1000,
    },
  ];
}

export async function checks({ baseUrl, serverPid }) {
  const before = rssMiB(serverPid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(serverPid))), 25);
  let status;
  try {
    status = await uploadVideo(baseUrl, member.token, UPLOAD_BYTES);
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssMiB(serverPid));
  const growth = Math.round((peak - before) * 10) / 10;
  return [
    { check: '200 MB video upload answered 201', value: status, unit: '', comparison: '=', limit: 201, ok: status === 201 },
    {
      check: 'server RSS growth during a 200 MB upload',
      value: growth,
      unit: 'MiB',
      limit: RSS_GROWTH_LIMIT_MIB,
      ok: growth < RSS_GROWTH_LIMIT_MIB,
    },
  ];
}
