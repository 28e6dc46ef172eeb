import { CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { toast } from '@/lib/toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * Settings: the member's private calendar address (their swap meets and agreed handovers). Only a
 * hash is kept, so the address shows once, when made; a new one or revoking ends the old one.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [revoking, setRevoking] = useState(false);
  const url = create.data?.url;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => toast.success('Calendar address copied'),
      () => toast.error('Copy the address from the field instead'),
    );
  };

  return (
    <SettingsSection
      id="calendar-feed"
      title="Calendar feed"
      description="A private address your calendar app can subscribe to: your swap meets and agreed handovers, kept up to date. Anyone with the address can read it, so keep it to yourself."
    >
      {feed.isPending ? (
        <Skeleton className="h-11" />
      ) : (
        <div className="space-y-3">
          {url ? (
            <div className="space-y-2">
              <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
                Your calendar address (shown only now)
              </label>
              <div className="flex gap-2">
                <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.target.select()} />
                <Button variant="outline" onClick={() => void copy()} aria-label="Copy calendar address">
                  <Copy className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
          ) : (
            <p className="text-sm" aria-live="polite">
              {feed.data?.active
                ? 'You have a calendar address. Make a new one to see it again: the old one then stops working.'
                : 'You have no calendar address yet.'}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant={feed.data?.active ? 'outline' : 'primary'}
              disabled={create.isPending}
              onClick={() => create.mutate(undefined, { onError: (failure) => toast.error(failure.message) })}
            >
              {feed.data?.active ? (
                <RefreshCw className="h-4 w-4" aria-hidden="true" />
              ) : (
                <CalendarSync className="h-4 w-4" aria-hidden="true" />
              )}
              {feed.data?.active ? 'Make a new address' : 'Make my calendar address'}
            </Button>
            {feed.data?.active && (
              <Button variant="outline" onClick={() => setRevoking(true)} disabled={revoke.isPending}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Revoke
              </Button>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revoke your calendar address?"
        description="Calendars subscribed to it stop updating. You can make a new address at any time."
        confirmLabel="Revoke"
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              create.reset();
              toast.success('Calendar address revoked');
            },
            onError: (failure) => toast.error(failure.message),
          })
        }
      />
    </SettingsSection>
  );
}
