import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './web-push';

const folders: string[] = [];
const dataDir = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-vapid-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const unset = { publicKey: undefined, privateKey: undefined };

describe('the web push keys', () => {
  it('are made once into the data folder, readable by the server alone, and read again on the next start', () => {
    const folder = dataDir();
    const first = resolveVapidKeys(unset, folder);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(folder, 'web-push-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(unset, folder)).toEqual(first);
    expect(fs.readdirSync(folder)).toEqual(['web-push-keys.json']);
  });

  it('come from the configuration when it sets them, and nothing is written', () => {
    const folder = dataDir();
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) };
    expect(resolveVapidKeys(configured, folder)).toEqual(configured);
    expect(fs.readdirSync(folder)).toEqual([]);
  });
});
