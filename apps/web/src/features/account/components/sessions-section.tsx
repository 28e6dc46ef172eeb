import type { AccountSession } from '@rootshare/contracts/account';
import { formatDate, formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useNow } from '@/lib/use-now';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';
import { SettingsSection } from '@/components/ui/settings-section';

const PHONE = /iPhone|iPad|Android/;

function SessionRow({ session, now, ending, onEnd }: { session: AccountSession; now: Date; ending: boolean; onEnd: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const Icon = PHONE.test(session.device) ? Smartphone : Monitor;
  const signedIn = formatRelativeTime(session.created_at, now, language);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        <Icon className="h-5 w-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current && <Badge tone="success">{t('settings.sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t.rich('settings.sessions.when', {
            signedIn,
            expires: formatDate(session.expires_at, language),
            signed: (chunks) => (
              <time dateTime={session.created_at} title={formatDateTime(session.created_at, language)}>
                {chunks}
              </time>
            ),
            expiry: (chunks) => <time dateTime={session.expires_at}>{chunks}</time>,
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={t('settings.sessions.signOutDevice', { device: session.device, signedIn })}
        >
          <LogOut className="h-4 w-4" aria-hidden="true" /> {t(ending ? 'settings.sessions.signingOut' : 'settings.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** Every device signed in to the account, this one marked; any other can be signed out. */
export function SessionsSection() {
  const t = useT();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const now = useNow();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <SettingsSection id="sessions" title={t('settings.sessions.title')} description={t('settings.sessions.text')}>
      {sessions.isPending ? (
        <div role="status" aria-label={t('settings.sessions.loading')} className="space-y-4">
          <PersonSkeleton />
          <PersonSkeleton />
        </div>
      ) : sessions.isError ? (
        <LoadError message={t('settings.sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul aria-label={t('settings.sessions.list')} className="divide-y divide-border/70">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                now={now}
                ending={endSession.isPending && endSession.variables === session.id}
                onEnd={() => endSession.mutate(session.id)}
              />
            ))}
          </ul>
          {others === 0 ? (
            <p className="text-sm text-muted-foreground">{t('settings.sessions.none')}</p>
          ) : (
            <Button variant="outline" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
              <LogOut className="h-4 w-4" aria-hidden="true" />{' '}
              {t(endOthers.isPending ? 'settings.sessions.signingOut' : 'settings.sessions.signOutOthers')}
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}
