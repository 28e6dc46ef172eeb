import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBE_TOPIC_LABELS } from '@rootshare/contracts/notification-settings';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

const SETTINGS_LINK = (
  <Link to="/settings" className={buttonClasses('outline', 'md', 'w-full')}>
    Open Settings
  </Link>
);

/**
 * /unsubscribe?token=…: where a mail's unsubscribe link leads, signed in or not. Opening it changes
 * nothing (mail scanners open links too); the button turns the e-mails off, as a mail client's
 * one-click unsubscribe does.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe(token);
  useEffect(() => {
    document.title = 'Unsubscribe — Rootshare';
  }, []);

  if (!token || link.isError) {
    // A link this server did not make answers 400; anything else (no network) may work on a retry.
    const invalid = !token || (link.error instanceof ApiError && link.error.status === 400);
    return (
      <AuthCard
        title={invalid ? 'Link not valid' : 'Could not check your link'}
        subtitle={invalid ? 'We could not tell which e-mails this link is for.' : 'Please try again in a moment.'}
      >
        <div role="alert" className="space-y-4 text-center">
          <p className="text-sm">{invalid ? UNSUBSCRIBE_LINK_INVALID : link.error?.message}</p>
          {!invalid && (
            <Button className="w-full" onClick={() => void link.refetch()}>
              Try again
            </Button>
          )}
          {SETTINGS_LINK}
        </div>
      </AuthCard>
    );
  }
  if (link.isPending) {
    return (
      <AuthCard title="Unsubscribe" subtitle="Checking your link…">
        <div role="status" aria-label="Checking your link" className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </AuthCard>
    );
  }
  const topic = UNSUBSCRIBE_TOPIC_LABELS[link.data.topic];
  if (link.data.unsubscribed) {
    return (
      <AuthCard title="You are unsubscribed" subtitle={`Rootshare will not e-mail you about ${topic} any more.`}>
        <div role="status" className="space-y-4 text-center">
          <p className="text-sm text-muted-foreground">Changed your mind? Turn them back on, or choose push instead, in Settings.</p>
          {SETTINGS_LINK}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Unsubscribe?" subtitle={`Stop e-mails about ${topic}.`}>
      <div className="space-y-4 text-center">
        <p className="text-sm text-muted-foreground">
          Push notifications you turned on stay as they are. Every other e-mail choice stays as it is too.
        </p>
        {confirm.isError && (
          <p role="alert" className="text-sm text-destructive">
            {confirm.error.message}
          </p>
        )}
        <Button size="lg" className="w-full" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {confirm.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
        {SETTINGS_LINK}
      </div>
    </AuthCard>
  );
}
