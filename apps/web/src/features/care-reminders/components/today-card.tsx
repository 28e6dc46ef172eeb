import { CARE_KIND_LABELS, overdueLabel, SNOOZE_CHOICES, type CareKind, type DueReminder } from '@rootshare/contracts/care-reminders';
import { Bell, Check, Clock, Droplets, Flower2, Sprout } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAnswerReminder, useTodayReminders } from '../api/today';

const KIND_ICONS: Record<CareKind, typeof Droplets> = { water: Droplets, feed: Flower2, repot: Sprout };
const snoozeWords = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function ReminderRow({ reminder }: { reminder: DueReminder }) {
  const answer = useAnswerReminder();
  const [choosingSnooze, setChoosingSnooze] = useState(false);
  const snoozeId = useId();
  const Icon = KIND_ICONS[reminder.kind];
  const what = `${CARE_KIND_LABELS[reminder.kind].verb} ${reminder.plant_name}`;
  const reply = (choice: { done: true } | { snoozeDays: number }, said: string) =>
    answer.mutate(
      { id: reminder.id, answer: choice },
      { onSuccess: () => toast.success(said), onError: (failure) => toast.error(failure.message) },
    );
  return (
    <li className="space-y-2 rounded-2xl bg-card/70 p-3">
      <Link
        to={`/plant/${encodeURIComponent(reminder.user_plant_id)}`}
        className="flex min-w-0 flex-wrap items-center gap-2 font-semibold hover:underline"
      >
        <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 [overflow-wrap:anywhere]">{what}</span>
        {reminder.overdue && (
          <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-bold text-accent">
            {overdueLabel(reminder.overdue_days)}
          </span>
        )}
      </Link>
      <span className="flex flex-wrap gap-1.5">
        <Button size="sm" onClick={() => reply({ done: true }, `${what}: done`)} disabled={answer.isPending} aria-label={`Done: ${what}`}>
          <Check className="h-4 w-4" aria-hidden="true" /> Done
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setChoosingSnooze((open) => !open)}
          disabled={answer.isPending}
          aria-expanded={choosingSnooze}
          aria-controls={snoozeId}
          aria-label={`Snooze: ${what}`}
        >
          <Clock className="h-4 w-4" aria-hidden="true" /> Snooze
        </Button>
      </span>
      {choosingSnooze && (
        <span id={snoozeId} role="group" aria-label={`Snooze ${what} for`} className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="text-muted-foreground">Remind me in</span>
          {SNOOZE_CHOICES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => reply({ snoozeDays: days }, `${what}: in ${snoozeWords(days)}`)}
            >
              {snoozeWords(days)}
            </Button>
          ))}
        </span>
      )}
    </li>
  );
}

/** The home page's Today card: the care due today and overdue, each to mark Done or snooze for a day, three or a week. */
export function TodayCard() {
  const today = useTodayReminders();
  return (
    <Card className="flex flex-col gap-3 bg-accent-soft/60 p-5 sm:p-6" aria-labelledby="today-heading">
      <h2 id="today-heading" className="flex items-center gap-2 text-lg font-bold">
        <Bell className="h-5 w-5 text-accent" aria-hidden="true" /> Today
      </h2>
      {today.isPending ? (
        <div className="space-y-2" role="status" aria-label="Loading today's care">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : today.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="alert">
          Couldn&apos;t load today&apos;s care.
          <Button size="sm" variant="outline" onClick={() => void today.refetch()}>
            Try again
          </Button>
        </div>
      ) : today.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing to water, feed or repot today. Turn on care reminders from a plant&apos;s page, timed to the season where you live.
        </p>
      ) : (
        <ul className="space-y-2" aria-label="Care due today">
          {today.data.map((reminder) => (
            <ReminderRow key={reminder.id} reminder={reminder} />
          ))}
        </ul>
      )}
    </Card>
  );
}
