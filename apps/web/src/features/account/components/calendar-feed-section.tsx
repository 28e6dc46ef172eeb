import { CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * Settings: the member's private calendar address (their swap meets and agreed handovers). Only a
 * hash is kept, so the address shows once, when made; a new one or revoking ends the old one.
 */
export function CalendarFeedSection() {
  const t = useT();
  const translate = useContractMessage();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [revoking, setRevoking] = useState(false);
  const url = create.data?.url;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => toast.success(t('settings.calendar.copied')),
      () => toast.error(t('settings.calendar.copyFailed')),
    );
  };

  return (
    <SettingsSection id="calendar-feed" title={t('settings.calendar.title')} description={t('settings.calendar.text')}>
      {feed.isPending ? (
        <Skeleton className="h-11" />
      ) : (
        <div className="space-y-3">
          {url ? (
            <div className="space-y-2">
              <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
                {t('settings.calendar.urlLabel')}
              </label>
              <div className="flex gap-2">
                <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
                <Button variant="outline" onClick={() => void copy()} aria-label={t('settings.calendar.copy')}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
          ) : (
            <p className="text-sm" aria-live="polite">
              {t(feed.data?.active ? 'settings.calendar.active' : 'settings.calendar.none')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant={feed.data?.active ? 'outline' : 'primary'}
              disabled={create.isPending}
              onClick={() => create.mutate(undefined, { onError: (failure) => toast.error(translate(failure.message)) })}
            >
              {feed.data?.active ? (
                <RefreshCw className="h-4 w-4" aria-hidden="true" />
              ) : (
                <CalendarSync className="h-4 w-4" aria-hidden="true" />
              )}
              {t(feed.data?.active ? 'settings.calendar.makeNew' : 'settings.calendar.make')}
            </Button>
            {feed.data?.active && (
              <Button variant="outline" onClick={() => setRevoking(true)} disabled={revoke.isPending}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('settings.calendar.revoke')}
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={t('settings.calendar.revokeTitle')}
        description={t('settings.calendar.revokeText')}
        confirmLabel={t('settings.calendar.revoke')}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              create.reset();
              toast.success(t('settings.calendar.revoked'));
            },
            onError: (failure) => toast.error(translate(failure.message)),
          })
        }
      />
    </SettingsSection>
  );
}
