import { z } from 'zod';
import { isAppPath, PUSH_BODY_MAX_LENGTH, PUSH_TITLE_MAX_LENGTH } from './push-constants';

/** Web push: this device's subscription, and what a push carries to the service worker. */
export const PUSH_ENDPOINT_INVALID = 'The subscription must name an https push service';
export const PUSH_KEYS_INVALID = 'The subscription keys are not valid';
/** 409: the endpoint is another member's live subscription; the browser makes a new one and sends that. */
export const PUSH_ENDPOINT_TAKEN = "This browser's push subscription belongs to another member's sign-in";

const base64url = (bytes: number) =>
  z
    .string(PUSH_KEYS_INVALID)
    .length(Math.ceil((bytes * 4) / 3), PUSH_KEYS_INVALID)
    .regex(/^[A-Za-z0-9_-]+$/, PUSH_KEYS_INVALID);

/**
 * PUT /api/push/subscription: the browser's PushSubscription as `toJSON()` gives it. The public key
 * is an uncompressed P-256 point (65 bytes), the auth secret 16 bytes, both base64url without padding.
 * Whether the endpoint may be used (https, a push service's host) is the server's check.
 */
export const PushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: PUSH_ENDPOINT_INVALID }).max(2048, PUSH_ENDPOINT_INVALID),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }, PUSH_KEYS_INVALID),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** GET /api/push/subscription: the server's public key and the endpoint this sign-in is subscribed with. */
export const PushDeviceSchema = z.object({
  public_key: z.string(),
  endpoint: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** What one push shows: a notification whose click opens `url`, a path of the app. */
export const PushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_TITLE_MAX_LENGTH),
  body: z.string().max(PUSH_BODY_MAX_LENGTH),
  url: z.string().refine(isAppPath, 'The url must be a path of the app'),
  /** A notification with the same tag replaces the earlier one instead of piling up. */
  tag: z.string().max(100).optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
