import type { DueReminder } from '@rootshare/contracts/care-reminders';
import { SNOOZE_CHOICES, type CareKind } from '@rootshare/contracts/care-reminders-constants';
import { Bell, Check, Clock, Droplets, Flower2, Sprout } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useAnswerReminder, useTodayReminders } from '../api/today';

const CARD = 'flex flex-col gap-3 bg-accent-soft/60 p-5 sm:p-6';
const KIND_ICONS: Record<CareKind, typeof Droplets> = { water: Droplets, feed: Flower2, repot: Sprout };

function ReminderRow({ reminder }: { reminder: DueReminder }) {
  const t = useT();
  const translate = useContractMessage();
  const answer = useAnswerReminder();
  const [choosingSnooze, setChoosingSnooze] = useState(false);
  const snoozeId = useId();
  const Icon = KIND_ICONS[reminder.kind];
  const what = t('garden.today.what', { kind: reminder.kind, plant: reminder.plant_name });
  const reply = (choice: { done: true } | { snoozeDays: number }, said: string) =>
    answer.mutate(
      { id: reminder.id, answer: choice },
      { onSuccess: () => toast.success(said), onError: (failure) => toast.error(translate(failure.message)) },
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
            {t('garden.today.due', { days: Math.max(0, reminder.overdue_days) })}
          </span>
        )}
      </Link>
      <span className="flex flex-wrap gap-1.5">
        <Button
          size="sm"
          onClick={() => reply({ done: true }, t('garden.today.doneToast', { what }))}
          disabled={answer.isPending}
          aria-label={t('garden.today.doneLabel', { what })}
        >
          <Check className="h-4 w-4" aria-hidden="true" /> {t('garden.today.done')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setChoosingSnooze((open) => !open)}
          disabled={answer.isPending}
          aria-expanded={choosingSnooze}
          aria-controls={snoozeId}
          aria-label={t('garden.today.snoozeLabel', { what })}
        >
          <Clock className="h-4 w-4" aria-hidden="true" /> {t('garden.today.snooze')}
        </Button>
      </span>
      {choosingSnooze && (
        <span
          id={snoozeId}
          role="group"
          aria-label={t('garden.today.snoozeFor', { what })}
          className="flex flex-wrap items-center gap-1.5 text-sm"
        >
          <span className="text-muted-foreground">{t('garden.today.remindIn')}</span>
          {SNOOZE_CHOICES.map((days) => (
            <Button
              key={days}
              size="sm"
              variant="secondary"
              disabled={answer.isPending}
              onClick={() => reply({ snoozeDays: days }, t('garden.today.snoozedToast', { what, count: days }))}
            >
              {t('garden.today.days', { count: days })}
            </Button>
          ))}
        </span>
      )}
    </li>
  );
}

/** The home page's Today card: the care due today and overdue, each to mark Done or snooze for a day, three or a week. */
export function TodayCard() {
  const t = useT();
  // The home page draws it, so it waits for the garden's words in the page's language.
  return (
    <CatalogGate
      part="garden"
      fallback={
        <Card className={CARD}>
          <TodayLoading label={t('loading')} />
        </Card>
      }
    >
      <Today />
    </CatalogGate>
  );
}

/** The card's rows while its words or its reminders load. */
function TodayLoading({ label }: { label: string }) {
  return (
    <div className="space-y-2" role="status" aria-label={label}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

function Today() {
  const t = useT();
  const today = useTodayReminders();
  return (
    <Card className={CARD} aria-labelledby="today-heading">
      <h2 id="today-heading" className="flex items-center gap-2 text-lg font-bold">
        <Bell className="h-5 w-5 text-accent" aria-hidden="true" /> {t('garden.today.title')}
      </h2>
      {today.isPending ? (
        <TodayLoading label={t('garden.today.loading')} />
      ) : today.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="alert">
          {t('garden.today.loadFailed')}
          <Button size="sm" variant="outline" onClick={() => void today.refetch()}>
            {t('garden.tryAgain')}
          </Button>
        </div>
      ) : today.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('garden.today.nothing')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('garden.today.list')}>
          {today.data.map((reminder) => (
            <ReminderRow key={reminder.id} reminder={reminder} />
          ))}
        </ul>
      )}
    </Card>
  );
}
