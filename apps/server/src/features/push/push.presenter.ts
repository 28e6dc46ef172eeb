import type { PushDevice } from '@rootshare/contracts/push';

/** What a device needs to subscribe: the server's public key, and the endpoint this sign-in already uses. */
export const presentDevice = (publicKey: string, endpoint: string | null): PushDevice => ({ public_key: publicKey, endpoint });
