/** Members this browser has greeted as new, so it never does so twice (docs/product-decisions.md#home). */
const GREETED_KEY = 'greeted_as_new';
/** The member whose first visit this browser tab is. */
const FIRST_VISIT_KEY = 'first_visit_member';
/** An account older than this is not new, even on a browser that has never seen it. */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

function greetedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GREETED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether this is the member's first visit: the tab in which a day-old account is first greeted.
 * The first call for such a member marks it, so later tabs and sign-ins say "Welcome back".
 */
export function isFirstVisit(member: { id: string; created_at: string }, now = Date.now()): boolean {
  if (sessionStorage.getItem(FIRST_VISIT_KEY) === member.id) return true;
  const greeted = greetedIds();
  if (greeted.includes(member.id) || now - Date.parse(member.created_at) > NEW_ACCOUNT_MS) return false;
  localStorage.setItem(GREETED_KEY, JSON.stringify([...greeted, member.id].slice(-20)));
  sessionStorage.setItem(FIRST_VISIT_KEY, member.id);
  return true;
}

/** Ends the tab's first visit at sign-out, so signing back in is a return, greeted as one. */
export function endFirstVisit(): void {
  sessionStorage.removeItem(FIRST_VISIT_KEY);
}
