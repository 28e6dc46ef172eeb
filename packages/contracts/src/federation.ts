import { z } from 'zod';

/** The refusal of a choice that is not a plain true or false. */
export const FEDERATES_INVALID = 'federates must be true or false';

/**
 * GET and PUT /api/account/federation: whether the member lets people on other servers follow them;
 * whether this server federates at all (FEDERATION); and, when it does, the handle they share
 * (`@username@host`), else null.
 */
export const FederationSettingsSchema = z.object({
  federates: z.boolean(),
  available: z.boolean(),
  handle: z.string().nullable(),
});
export type FederationSettings = z.infer<typeof FederationSettingsSchema>;

/** PUT /api/account/federation: the member's own choice only, so no id and no other field. */
export const FederationSettingsUpdateSchema = z.strictObject({ federates: z.boolean(FEDERATES_INVALID) });
export type FederationSettingsUpdate = z.infer<typeof FederationSettingsUpdateSchema>;
