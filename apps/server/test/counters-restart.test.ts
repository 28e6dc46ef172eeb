import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREATION_QUOTAS } from '@rootshare/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { AUTH_LIMITS } from '../src/features/auth/auth.service';
import { contentMaker } from './content';
import { bearer, nextIp, signUpMember } from './helpers';

// The embedded database in a data folder of its own, and no Redis: the counters live in the database.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-counters-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
let built: App;

const start = async () => {
  built = await buildApp({ config, webDir: null });
  await built.app.ready();
};

beforeAll(start, 60_000);
afterAll(async () => {
  await built.app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('throttles and quotas without Redis', () => {
  it('remember their counts across a restart of the server on the same data folder', async () => {
    const member = await signUpMember(built.app);
    const ip = nextIp();
    const signIn = (password: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerIp.max; i++) expect((await signIn('wrong-password')).statusCode).toBe(401);
    const make = contentMaker(built.app);
    const postId = await make.blogPost(member, 'Counting comments');
    for (let i = 0; i < CREATION_QUOTAS.comments.max; i++) await make.comment(member, postId, `comment ${i}`);

    await built.app.close();
    await start();

    expect((await signIn(member.password)).statusCode).toBe(429);
    const { token } = (
      await built.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password: member.password },
        remoteAddress: nextIp(),
      })
    ).json() as { token: string };
    const comment = await built.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      headers: bearer(token),
      payload: { content: 'one too many' },
    });
    expect(comment.statusCode).toBe(429);
  }, 120_000);
});
