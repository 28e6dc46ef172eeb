import { HANDOVER_PLACE_MAX } from '@rootshare/contracts/limits';
import { HandoverPlanInputSchema, type HandoverPlan } from '@rootshare/contracts/meets';
import type { SwapRequest } from '@rootshare/contracts/swaps';
import { browserLocale } from '@rootshare/contracts/format';
import { formatZonedRange } from '@rootshare/contracts/time-zones';
import { CalendarCheck, CalendarClock, CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useDownloadCalendar } from '../api/download-calendar';
import { handoverCalendarPath, useChangeHandoverPlan, useHandoverPlan } from '../api/handover-plan';
import { browserTimeZone, timeZoneChoices } from '../lib/meet-time';

const planWhen = (plan: HandoverPlan) => formatZonedRange(new Date(plan.starts_at), null, plan.time_zone, browserLocale());

/**
 * When and where an accepted swap's plants change hands: either member proposes, the other accepts
 * or proposes another. Agreed, it offers the .ics; both get a reminder two hours before.
 */
export function HandoverPlanPanel({ swap, me }: { swap: SwapRequest; me: string }) {
  const plan = useHandoverPlan(swap.id);
  const { propose, accept } = useChangeHandoverPlan(swap.id);
  const download = useDownloadCalendar();
  const [proposing, setProposing] = useState(false);
  const other = swap.requester_id === me ? swap.recipient.username : swap.requester.username;
  if (plan.isPending) return <Skeleton className="h-16" />;
  const current = plan.data?.plan ?? null;

  return (
    <section className="space-y-2 rounded-xl border border-border p-3" aria-label="Handover time and place">
      {current?.status === 'agreed' ? (
        <>
          <p className="flex items-start gap-2 text-sm">
            <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              <strong>Handover agreed:</strong> {planWhen(current)} at {current.place}. We remind you both two hours before.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(
                  { path: handoverCalendarPath(swap.id), name: 'plant-handover.ics' },
                  { onError: (failure) => toast.error(failure.message) },
                )
              }
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Add to calendar (.ics)
            </Button>
            {!proposing && (
              <Button size="sm" variant="ghost" onClick={() => setProposing(true)}>
                Propose a change
              </Button>
            )}
          </div>
        </>
      ) : current ? (
        <>
          <p className="flex items-start gap-2 text-sm">
            <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" />
            <span>
              {current.proposed_by === me
                ? `You proposed ${planWhen(current)} at ${current.place}. Waiting for ${other} to answer.`
                : `${other} proposed ${planWhen(current)} at ${current.place}.`}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            {current.proposed_by !== me && (
              <Button
                size="sm"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: () => toast.success('Handover agreed'),
                    onError: (failure) => toast.error(failure.message),
                  })
                }
              >
                Accept
              </Button>
            )}
            {!proposing && (
              <Button size="sm" variant="outline" onClick={() => setProposing(true)}>
                Propose another time
              </Button>
            )}
          </div>
        </>
      ) : (
        !proposing && (
          <Button size="sm" variant="outline" onClick={() => setProposing(true)}>
            <CalendarClock className="h-4 w-4" aria-hidden="true" /> Propose a handover time and place
          </Button>
        )
      )}
      {proposing && (
        <ProposeForm swapId={swap.id} onDone={() => setProposing(false)} pending={propose.isPending} submit={propose.mutateAsync} />
      )}
    </section>
  );
}

function ProposeForm({
  swapId,
  onDone,
  pending,
  submit,
}: {
  swapId: string;
  onDone: () => void;
  pending: boolean;
  submit: (input: { starts_at: string; time_zone: string; place: string }) => Promise<unknown>;
}) {
  const [startsAt, setStartsAt] = useState('');
  const [zone, setZone] = useState(browserTimeZone);
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ids = `handover-${swapId}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = HandoverPlanInputSchema.safeParse({ starts_at: startsAt, time_zone: zone, place });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await submit(parsed.data);
      toast.success('Handover proposed');
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The proposal could not be sent');
    }
  }

  return (
    <form className="space-y-3" onSubmit={(e) => void send(e)} noValidate aria-label="Propose a handover">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${ids}-time`} label="When" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        <div className="space-y-1.5">
          <Label htmlFor={`${ids}-zone`}>Time zone</Label>
          <select
            id={`${ids}-zone`}
            className="h-11 w-full rounded-xl border border-border bg-card px-3"
            value={zone}
            onChange={(e) => setZone(e.target.value)}
          >
            {timeZoneChoices(zone).map((choice) => (
              <option key={choice} value={choice}>
                {choice.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormField
        id={`${ids}-place`}
        label="Where"
        placeholder="e.g. the library steps"
        maxLength={HANDOVER_PLACE_MAX}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
      />
      <FieldError id={`${ids}-error`} message={error} />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send proposal'}
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
