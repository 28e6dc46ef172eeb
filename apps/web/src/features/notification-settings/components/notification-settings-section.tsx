import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  NotificationSettingsSchema,
  UNREAD_MESSAGE_MAIL_DELAY_MINUTES,
  type NotificationGroup,
  type NotificationSettings,
} from '@rootshare/contracts/notification-settings';
import { Switch } from 'radix-ui';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';

/** The saved toast's English words (settings.notify.saved), as tests look for them. */
export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved';

/** One kind of event: its name and what it covers, then e-mail, push, both or off as a radio group of chips. */
function ChannelChoice({ group, registration }: { group: NotificationGroup; registration: UseFormRegisterReturn }) {
  const t = useT();
  const labelId = `notify-${group}-label`;
  const hintId = `notify-${group}-hint`;
  return (
    <div className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-semibold">
          {t('settings.notify.groupLabel', { group })}
        </p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('settings.notify.groupText', { group, minutes: UNREAD_MESSAGE_MAIL_DELAY_MINUTES })}
        </p>
      </div>
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={hintId} className="flex shrink-0 flex-wrap gap-1.5">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label key={channel} className="cursor-pointer">
            <input type="radio" value={channel} className="peer sr-only" {...registration} />
            <span className="inline-flex h-9 items-center rounded-full border border-input bg-card px-3.5 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
              {t('settings.notify.channel', { channel })}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

function SettingsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('settings.notify.loading')} className="space-y-5">
      {NOTIFICATION_GROUPS.map((group) => (
        <div key={group} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
          <Skeleton className="h-9 w-64 max-w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}

function SettingsForm({ saved }: { saved: NotificationSettings }) {
  const t = useT();
  const translate = useContractMessage();
  const save = useSaveNotificationSettings();
  const { register, control, handleSubmit, formState, reset } = useForm<NotificationSettings>({
    resolver: zodResolver(NotificationSettingsSchema),
    // The page may open on the copy kept for offline use: the server's answer replaces it, keeping what the member already changed.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (settings) => {
    try {
      reset(await save.mutateAsync(settings));
      toast.success(t('settings.notify.saved'));
    } catch (error) {
      toast.error(t('settings.notify.saveFailed'), { description: error instanceof Error ? translate(error.message) : undefined });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="divide-y divide-border/70 border-y border-border/70">
        {NOTIFICATION_GROUPS.map((group) => (
          <ChannelChoice key={group} group={group} registration={register(group)} />
        ))}
      </div>
      <div className="flex items-center justify-between gap-4 py-4">
        <div>
          <Label htmlFor="notify-weekly-digest">{t('settings.notify.digest')}</Label>
          <p id="notify-weekly-digest-hint" className="text-sm text-muted-foreground">
            {t('settings.notify.digestHint')}
          </p>
        </div>
        <Controller
          control={control}
          name="weekly_digest"
          render={({ field }) => (
            <Switch.Root
              id="notify-weekly-digest"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="notify-weekly-digest-hint"
              className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-card shadow-sm transition-transform data-[state=checked]:translate-x-6 motion-reduce:transition-none" />
            </Switch.Root>
          )}
        />
      </div>
      <Button type="submit" disabled={!formState.isDirty || formState.isSubmitting}>
        {t(formState.isSubmitting ? 'settings.notify.saving' : 'settings.notify.save')}
      </Button>
    </form>
  );
}

/** Settings: how Rootshare reaches the member while they are away, per kind of event, and the weekly digest. */
export function NotificationSettingsSection() {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <SettingsSection id="notifications" title={t('settings.notify.title')} description={t('settings.notify.text')}>
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <LoadError message={t('settings.notify.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </SettingsSection>
  );
}
