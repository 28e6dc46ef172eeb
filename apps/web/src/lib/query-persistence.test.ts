import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_QUERIES_MAX_AGE_MS } from './query-client';
import { forgetStoredQueries, persistQueries, queryPersister } from './query-persistence';
import { writeSession, type StoredUser } from './session-storage';

const member = (id: string): StoredUser => ({
  id,
  username: `member-${id}`,
  email: `${id}@example.test`,
  emailVerified: true,
  profile: { id } as StoredUser['profile'],
});

/** Signs the member in as the app stores a session, and stores one answer they read. */
async function readAs(id: string, answer: string): Promise<void> {
  writeSession(`token-${id}`, member(id));
  const client = new QueryClient();
  client.setQueryData(['plants', 'mine'], answer);
  await persistQueryClientSave({ queryClient: client, persister: queryPersister });
}

/** What a fresh tab of the signed-in member gets back from the device. */
async function restored(): Promise<unknown> {
  const client = new QueryClient();
  await persistQueryClientRestore({ queryClient: client, persister: queryPersister, maxAge: STORED_QUERIES_MAX_AGE_MS });
  return client.getQueryData(['plants', 'mine']);
}

afterEach(async () => {
  await forgetStoredQueries();
});

describe('answers stored for reading offline', () => {
  it("stores a member's answers under their id alone and restores none of them for another member", async () => {
    await readAs('ana', "Ana's monstera");
    await expect.poll(restored, { timeout: 5_000 }).toBe("Ana's monstera");
    writeSession('token-ben', member('ben'));
    expect(await restored()).toBeUndefined();
  });

  it('marks the answers it brings back for reading again, and not those read since the page opened', async () => {
    writeSession('token-ana', member('ana'));
    const lastVisit = new QueryClient();
    lastVisit.setQueryData(['plants', 'mine'], "Ana's monstera", { updatedAt: performance.timeOrigin - 60_000 });
    await persistQueryClientSave({ queryClient: lastVisit, persister: queryPersister });
    await expect.poll(restored, { timeout: 5_000 }).toBe("Ana's monstera");
    const client = new QueryClient();
    client.setQueryData(['conversations'], 'read as the page opened');
    await persistQueries(client);
    expect(client.getQueryData(['plants', 'mine'])).toBe("Ana's monstera");
    expect(client.getQueryState(['plants', 'mine'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['conversations'])?.isInvalidated).toBe(false);
  });

  it('forgets every member’s stored answers when a session ends', async () => {
    await readAs('ana', "Ana's monstera");
    await expect.poll(restored, { timeout: 5_000 }).toBe("Ana's monstera");
    await forgetStoredQueries();
    expect(await restored()).toBeUndefined();
  });
});
