import type { Language } from '@rootshare/contracts/languages';
import type { Multipart } from '@fastify/multipart';
import type { RsvpAnswer } from '@rootshare/contracts/meets';
import type { JobData } from '../../platform/jobs';
import { answerMeet } from './use-cases/answer-meet';
import { cancelMeet } from './use-cases/cancel-meet';
import { createMeetsContext, type MeetInput, type MeetsDeps } from './use-cases/context';
import { createMeet } from './use-cases/create-meet';
import { setMeetHidden } from './use-cases/hide-meet';
import { listMeetsPage, meetPagesBody, nearbyMeets, type MeetsQuery } from './use-cases/list-meets';
import { meetCalendarFile, memberCalendarEvents } from './use-cases/meet-calendar';
import { messageAttendees } from './use-cases/message-attendees';
import { remindOfMeet } from './use-cases/remind-meet';
import { setBringing } from './use-cases/set-bringing';
import { setCover } from './use-cases/set-meet-cover';
import { updateMeetDetails } from './use-cases/update-meet';

/**
 * Swap meets (docs/architecture.md#meets): hosting, answers with a first-come waitlist, what
 * members bring, notices to those who answered, reminders through the job queue, calendar files.
 * Each use case is a file of its own under use-cases/; this is the object the routes and other
 * features call.
 */
export function createMeetsService(deps: MeetsDeps) {
  const ctx = createMeetsContext(deps);
  const listBody = meetPagesBody(ctx);
  return {
    create: (hostId: string, input: MeetInput) => createMeet(ctx, hostId, input),
    get: (id: string, viewerId: string | undefined) => ctx.present(id, viewerId),
    update: (hostId: string, id: string, input: MeetInput) => updateMeetDetails(ctx, hostId, id, input),
    cancel: (hostId: string, id: string) => cancelMeet(ctx, hostId, id),
    setCover: (hostId: string, id: string, parts: AsyncIterable<Multipart>) => setCover(ctx, hostId, id, parts),
    rsvp: (userId: string, id: string, answer: RsvpAnswer) => answerMeet(ctx, userId, id, answer),
    setBringing: (userId: string, id: string, plantIds: string[]) => setBringing(ctx, userId, id, plantIds),
    messageAttendees: (hostId: string, id: string, text: string) => messageAttendees(ctx, hostId, id, text),
    listBody,
    list: (viewerId: string | undefined, query: MeetsQuery) => listMeetsPage(ctx, viewerId, query),
    nearby: (userId: string) => nearbyMeets(ctx, userId),
    calendar: (id: string, viewerId: string | undefined, visitorLanguage: Language) => meetCalendarFile(ctx, id, viewerId, visitorLanguage),
    calendarEvents: (userId: string, language: Language) => memberCalendarEvents(ctx, userId, language),
    remind: (data: JobData['meet-reminder']) => remindOfMeet(ctx, data),
    /** The host of a meet the reporter can see (reports); 404 otherwise. */
    hostOfVisibleMeet: async (id: string, viewerId: string): Promise<string> => (await ctx.visibleMeet(id, viewerId)).meet.hostId,
    setMeetHidden: (id: string, hidden: boolean) => setMeetHidden(ctx, id, hidden),
  };
}

export type MeetsService = ReturnType<typeof createMeetsService>;
