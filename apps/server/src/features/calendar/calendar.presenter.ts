import type { CalendarFeedCreated, CalendarFeedState } from '@rootshare/contracts/meets';

/** Whether the member has a feed and since when; never its address, which is shown only when made. */
export const presentFeedState = (feed: { createdAt: Date } | undefined): CalendarFeedState => ({
  active: Boolean(feed),
  created_at: feed?.createdAt.toISOString() ?? null,
});

/** A new feed's address with its token, answered once. */
export const presentFeedCreated = (publicUrl: string, token: string, createdAt: Date): CalendarFeedCreated => ({
  url: `${publicUrl}/api/calendar-feed.ics?token=${token}`,
  created_at: createdAt.toISOString(),
});
