import type { Platform } from '../../platform/feature';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService, type CalendarService } from './calendar.service';

type Needs = Omit<Parameters<typeof createCalendarService>[0], 'db' | 'publicUrl'>;

/** Each member's calendar feed of the events the other features name. */
export async function calendarFeature({ app, db, publicUrl }: Platform, needs: Needs): Promise<CalendarService> {
  const calendar = createCalendarService({ db, publicUrl, ...needs });
  await app.register(calendarRoutes, { prefix: '/api', calendar });
  return calendar;
}
