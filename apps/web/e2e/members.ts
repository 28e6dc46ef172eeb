import type { Language } from '@rootshare/contracts/languages';
import { type ApiInit, callApi, uniqueName } from './browser';

/** Where a member lives: the town they show, and its centre when distances are measured from it. */
interface Place {
  location: string;
  latitude?: number;
  longitude?: number;
}

/** The password of every member the journeys make through the API. */
export const MEMBER_PASSWORD = 'a long garden passphrase';

export interface Member {
  username: string;
  id: string;
  token: string;
  /** Plant ids by the names given. */
  plants: Map<string, string>;
}

/** A member with a full profile (so pages do not send them to set-up) and swappable plants named as given. */
export async function memberWithPlants(
  baseUrl: string,
  prefix: string,
  plants: Array<{ name: string; query: string }>,
  { language = 'en', place = { location: 'Portland, Oregon' } }: { language?: Language; place?: Place } = {},
): Promise<Member> {
  const api = <T>(path: string, init?: ApiInit) => callApi<T>(baseUrl, path, init);
  const username = uniqueName(prefix);
  const signUp = await api<{ token: string; profile: { id: string } }>('/api/auth/signup', {
    method: 'POST',
    body: { username, email: `${username}@example.test`, password: MEMBER_PASSWORD, language },
  });
  const member: Member = { username, id: signUp.profile.id, token: signUp.token, plants: new Map() };
  await api(`/api/profiles/${member.id}`, {
    method: 'PUT',
    token: member.token,
    body: { full_name: `${prefix} gardener`, ...place },
  });
  for (const plant of plants) {
    const { plants: found } = await api<{ plants: Array<{ id: string }> }>('/api/plants/search', {
      method: 'POST',
      body: { query: plant.query },
    });
    const added = await api<{ userPlant: { id: string } }>('/api/user-plants', {
      method: 'POST',
      token: member.token,
      body: { plant_id: found[0]?.id, custom_name: plant.name, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
    });
    member.plants.set(plant.name, added.userPlant.id);
  }
  return member;
}
