import { SetCareScheduleSchema, type CareSchedule } from '@rootshare/contracts/care-reminders';
import { formatDate, dateLocaleOf } from '@rootshare/contracts/format';
import { Bell } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useLanguage, useT, type Translate } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useCareSchedules, useSetCareSchedule } from '../api/schedules';

const DAY_MS = 86_400_000;

/** A date input's value ("2026-07-03") for an instant, in the member's own calendar. */
function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from a date input's day to today, in the member's own calendar (negative for a day still to come). */
function daysAgo(value: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const picked = new Date(year, month - 1, day);
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((midnight.getTime() - picked.getTime()) / DAY_MS);
}

/** Where the suggested interval comes from, as the row says it. */
const suggestion = (t: Translate, schedule: CareSchedule) =>
  t('garden.care.suggested', {
    from: schedule.default_from,
    every: t('garden.care.every', { days: schedule.default_interval_days }),
  });

/** The row's form: how often, and the day it was last done (optional); saving turns the reminder on. */
function ScheduleForm({ userPlantId, schedule, onDone }: { userPlantId: string; schedule: CareSchedule; onDone: () => void }) {
  const t = useT();
  const translate = useContractMessage();
  const set = useSetCareSchedule(userPlantId);
  const id = useId();
  const kind = schedule.kind;
  const [intervalDays, setIntervalDays] = useState(String(schedule.interval_days));
  const [lastDone, setLastDone] = useState(schedule.last_done_at ? dateInputValue(new Date(schedule.last_done_at)) : '');
  const [errors, setErrors] = useState<{ interval_days?: string; last_done_days_ago?: string }>({});

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = SetCareScheduleSchema.safeParse({
      enabled: true,
      interval_days: intervalDays.trim() === '' ? Number.NaN : Number(intervalDays),
      ...(lastDone ? { last_done_days_ago: daysAgo(lastDone) } : {}),
    });
    if (!checked.success) {
      const found: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'interval_days' || field === 'last_done_days_ago') found[field] ??= translate(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    set.mutate(
      { kind, ...checked.data },
      {
        onSuccess: () => {
          toast.success(t('garden.care.saved', { kind }));
          onDone();
        },
        onError: (failure) => toast.error(translate(failure.message)),
      },
    );
  }

  return (
    <form
      onSubmit={save}
      noValidate
      className="mt-3 space-y-3 rounded-2xl bg-muted/40 p-3"
      aria-label={t('garden.care.reminder', { kind })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${id}-interval`}
          label={t('garden.care.howOften')}
          type="number"
          inputMode="numeric"
          min={1}
          value={intervalDays}
          onChange={(event) => setIntervalDays(event.target.value)}
          error={errors.interval_days}
        />
        <FormField
          id={`${id}-last`}
          label={t('garden.care.lastDoneOptional', { kind })}
          type="date"
          max={dateInputValue(new Date())}
          value={lastDone}
          onChange={(event) => setLastDone(event.target.value)}
          error={errors.last_done_days_ago}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('garden.care.hint', { suggestion: suggestion(t, schedule) })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={set.isPending}>
          {t(set.isPending ? 'garden.care.saving' : 'garden.save')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          {t('garden.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ScheduleRow({ userPlantId, schedule }: { userPlantId: string; schedule: CareSchedule }) {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  // English keeps the browser's own English dates ('20 Nov 2026' in en-GB); another language writes its own.
  const locale = dateLocaleOf(language);
  const set = useSetCareSchedule(userPlantId);
  const [editing, setEditing] = useState(false);
  const id = useId();
  const kind = schedule.kind;
  const facts = schedule.enabled
    ? [
        schedule.last_done_at && t('garden.care.lastDoneOn', { kind, date: formatDate(schedule.last_done_at, locale) }),
        schedule.due_at && t('garden.care.next', { date: formatDate(schedule.due_at, locale) }),
      ].filter(Boolean)
    : [suggestion(t, schedule)];
  return (
    <li className="py-2">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0">
          <Label htmlFor={id} className="block font-semibold">
            {t('garden.care.row', { kind, every: t('garden.care.every', { days: schedule.interval_days }) })}
          </Label>
          <span className="block text-xs text-muted-foreground">{facts.join(' · ')}</span>
        </span>
        <Switch
          id={id}
          checked={schedule.enabled}
          disabled={set.isPending}
          onCheckedChange={(enabled) => set.mutate({ kind, enabled }, { onError: (failure) => toast.error(translate(failure.message)) })}
        />
      </div>
      {editing ? (
        <ScheduleForm userPlantId={userPlantId} schedule={schedule} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="link" size="sm" onClick={() => setEditing(true)}>
          {t('garden.care.edit', { kind })}
        </Button>
      )}
    </li>
  );
}

/** On the owner's plant page: water, feed and repot reminders, each on or off, with how often and when last done. */
export function CareSchedulesCard({ userPlantId }: { userPlantId: string }) {
  // The plant's page draws it, so it waits for the garden's words in the page's language.
  return (
    <CatalogGate part="garden" fallback={<Skeleton className="h-40 w-full" />}>
      <CareSchedules userPlantId={userPlantId} />
    </CatalogGate>
  );
}

function CareSchedules({ userPlantId }: { userPlantId: string }) {
  const t = useT();
  const schedules = useCareSchedules(userPlantId);
  return (
    <Card className="p-5" aria-labelledby="care-reminders-heading">
      <h2 id="care-reminders-heading" className="flex items-center gap-2 text-lg font-bold">
        <Bell className="h-5 w-5 text-accent" aria-hidden="true" /> {t('garden.care.title')}
      </h2>
      {schedules.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : schedules.isError ? (
        <p className="mt-2 text-sm text-muted-foreground" role="alert">
          {t('garden.care.loadFailed')}
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-border/70">
          {schedules.data.map((schedule) => (
            <ScheduleRow key={schedule.kind} userPlantId={userPlantId} schedule={schedule} />
          ))}
        </ul>
      )}
    </Card>
  );
}
