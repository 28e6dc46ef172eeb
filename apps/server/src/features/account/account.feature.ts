import type { Platform } from '../../platform/feature';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';

type Needs = Omit<Parameters<typeof createAccountService>[0], 'db' | 'rateLimits' | 'caches'>;

/** The signed-in member's own account: settings, export and deletion. */
export async function accountFeature({ app, db, rateLimits, caches }: Platform, needs: Needs): Promise<AccountService> {
  const account = createAccountService({ db, rateLimits, caches, ...needs });
  await app.register(accountRoutes, { prefix: '/api/account', account });
  return account;
}
