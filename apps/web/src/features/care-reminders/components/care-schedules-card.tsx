import { CARE_KIND_LABELS, type CareSchedule } from '@rootshare/contracts/care-reminders';
import { formatDate } from '@rootshare/contracts/format';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { useCareSchedules, useSetCareSchedule } from '../api/schedules';

const every = (days: number) => (days === 1 ? 'every day' : `every ${days} days`);

function ScheduleRow({ userPlantId, schedule }: { userPlantId: string; schedule: CareSchedule }) {
  const set = useSetCareSchedule(userPlantId);
  const id = useId();
  const label = CARE_KIND_LABELS[schedule.kind].noun;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="min-w-0">
        <Label htmlFor={id} className="block font-semibold">
          {label} {every(schedule.interval_days)}
        </Label>
        <span className="block text-xs text-muted-foreground">
          {schedule.enabled && schedule.due_at
            ? `Next: ${formatDate(schedule.due_at)}`
            : `Suggested for the season: ${every(schedule.default_interval_days)}`}
        </span>
      </span>
      <Switch
        id={id}
        checked={schedule.enabled}
        disabled={set.isPending}
        onCheckedChange={(enabled) => set.mutate({ kind: schedule.kind, enabled }, { onError: (failure) => toast.error(failure.message) })}
      />
    </li>
  );
}

/** On the owner's plant page: water, feed and repot reminders, each on or off, with the season's suggested interval. */
export function CareSchedulesCard({ userPlantId }: { userPlantId: string }) {
  const schedules = useCareSchedules(userPlantId);
  return (
    <Card className="p-5" aria-labelledby="care-reminders-heading">
      <h2 id="care-reminders-heading" className="flex items-center gap-2 text-lg font-bold">
        <Bell className="h-5 w-5 text-accent" aria-hidden="true" /> Care reminders
      </h2>
      {schedules.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : schedules.isError ? (
        <p className="mt-2 text-sm text-muted-foreground" role="alert">
          Couldn&apos;t load the reminders.
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
