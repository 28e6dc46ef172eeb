import type { Platform } from '../../platform/feature';
import { languageRoutes } from './language.routes';

/** The language each member reads Rootshare in, their mails included. */
export async function languageFeature({ app, db }: Platform): Promise<void> {
  await app.register(languageRoutes, { prefix: '/api/account', db });
}
