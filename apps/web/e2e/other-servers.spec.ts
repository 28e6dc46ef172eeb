import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';
import { freePort, startServer, type RunningServer } from './server';

const browser = sharedBrowser();
const LABEL = 'Let people on other servers follow me';

const port = String(await freePort());

describe('a member on a Rootshare connected to other servers', () => {
  // The shared server does not federate, so this journey runs its own with FEDERATION on, at its own address.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-federation-'));
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(dataDir, port, {
      FEDERATION: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns on following from other servers in Settings, still sees it on with their handle after a reload, and is found by WebFinger', async () => {
    const member = await memberWithPlants(server.baseUrl, 'fediverse', []);
    const handle = `@${member.username}@127.0.0.1:${port}`;
    const webfinger = () => fetch(`${server.baseUrl}/.well-known/webfinger?resource=acct:${member.username}@127.0.0.1:${port}`);
    expect((await webfinger()).status).toBe(404);

    const { context, page, errors } = await openPage(browser(), server.baseUrl);
    await signIn(page, member.username, MEMBER_PASSWORD);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Other servers' });
    const toggle = section.getByRole('switch', { name: LABEL });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText('People on other servers can now follow you').waitFor();
    expect(await section.getByLabel('Your handle to share').inputValue()).toBe(handle);

    await page.reload();
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await section.getByLabel('Your handle to share').inputValue()).toBe(handle);
    expect((await webfinger()).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a member on a Rootshare that is not connected to other servers', () => {
  it('sees the switch disabled and is told why', async () => {
    const { context, page, errors } = await openPage(browser(), inject('baseUrl'));
    await signIn(page, 'chloe.tremblay');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Other servers' });
    await section.getByText('This Rootshare is not connected to other servers.').waitFor();
    expect(await section.getByRole('switch', { name: LABEL }).isDisabled()).toBe(true);
    expect(await section.getByLabel('Your handle to share').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
