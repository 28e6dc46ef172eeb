import { ApiError } from './api';

/**
 * For a met creation quota (429): the limit and the local time it resets, rounded up to the
 * minute ("You can upload 220 photos and videos an hour. Try again after 21:40."). Null for any
 * other error. Unlike the server's "in 12 minutes", it stays true while it is on screen.
 */
export function quotaNotice(error: unknown, now = new Date()): string | null {
  if (!(error instanceof ApiError) || !error.quota) return null;
  const reset = new Date(Math.ceil((now.getTime() + error.quota.retry_after_seconds * 1000) / 60_000) * 60_000);
  const sameDay = reset.toDateString() === now.toDateString();
  const time = reset.toLocaleString(undefined, { ...(sameDay ? {} : { weekday: 'long' }), hour: '2-digit', minute: '2-digit' });
  return `${error.quota.limit} Try again after ${time}.`;
}
