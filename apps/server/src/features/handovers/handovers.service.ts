import type { Language } from '@rootshare/contracts/languages';
import type { JobData } from '../../platform/jobs';
import { acceptPlan } from './use-cases/accept-plan';
import { createHandoversContext, type HandoversDeps } from './use-cases/context';
import { handoverCalendar, handoverCalendarByLink, handoverCalendarEvents, handoverCalendarPath } from './use-cases/handover-calendar';
import { getPlan, proposePlan, type PlanInput } from './use-cases/propose-plan';
import { remindOfHandover } from './use-cases/remind-handover';

/**
 * When and where the members of an accepted swap hand over their plants (docs/architecture.md#handovers):
 * one proposes, the other agrees or proposes another; an agreed plan gets a reminder two hours
 * before and a place in both members' calendars. Each use case is a file of its own under use-cases/.
 */
export function createHandoversService(deps: HandoversDeps) {
  const ctx = createHandoversContext(deps);
  return {
    get: (userId: string, swapId: string) => getPlan(ctx, userId, swapId),
    propose: (userId: string, swapId: string, input: PlanInput) => proposePlan(ctx, userId, swapId, input),
    accept: (userId: string, swapId: string) => acceptPlan(ctx, userId, swapId),
    calendar: (userId: string, swapId: string) => handoverCalendar(ctx, userId, swapId),
    calendarPath: (userId: string, swapId: string) => handoverCalendarPath(ctx, userId, swapId),
    calendarByLink: (token: string) => handoverCalendarByLink(ctx, token),
    calendarEvents: (userId: string, language: Language) => handoverCalendarEvents(ctx, userId, language),
    remind: (data: JobData['handover-reminder']) => remindOfHandover(ctx, data),
  };
}

export type HandoversService = ReturnType<typeof createHandoversService>;
