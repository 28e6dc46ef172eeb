import { Link, type Actor } from '@fedify/vocab';

/** The longest a kept name may be: a card's worth, whatever another server sends. */
export const NAME_MAX = 200;

/** A web address another server gave, kept only when it is http(s). */
export function webAddress(value: URL | Link | null | undefined): string | null {
  const url = value instanceof Link ? value.href : value;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** What a username elsewhere may be to be shown: letters, digits, '_', '.' and '-', as the servers we know allow. */
const USERNAME = /^[\p{L}\p{N}_.-]{1,64}$/u;

/**
 * The handle an actor is shown by: @name@host. The name is another server's to choose and goes into
 * mail subjects and pushes, so one that is not a username (a sentence, say) is shown as '?'.
 */
export const handleOf = (actor: Actor) => {
  const name = actor.preferredUsername?.toString() ?? '';
  return `@${USERNAME.test(name) ? name : '?'}@${actor.id?.host ?? '?'}`;
};

/** How an account elsewhere is shown here: its handle, name, picture and profile page. */
export async function accountOf(
  actor: Actor,
): Promise<{ handle: string; name: string | null; iconUrl: string | null; url: string | null }> {
  const icon = await actor.getIcon({ suppressError: true });
  return {
    handle: handleOf(actor),
    name: actor.name?.toString().slice(0, NAME_MAX) || null,
    iconUrl: webAddress(icon?.url as URL | Link | null | undefined),
    url: webAddress(actor.url as URL | Link | null | undefined),
  };
}
