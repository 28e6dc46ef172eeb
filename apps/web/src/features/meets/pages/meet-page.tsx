import type { Meet } from '@rootshare/contracts/meets';
import { formatDistance } from '@rootshare/contracts/units';
import { CalendarDays, CalendarPlus, MapPin, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportButton } from '@/features/reports/components/report-menu';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDownloadCalendar } from '../api/download-calendar';
import { useMeet } from '../api/get-meet';
import { AttendeeList } from '../components/attendee-list';
import { HostPanel } from '../components/host-panel';
import { RsvpPanel } from '../components/rsvp-panel';
import { useBringWords } from '../lib/meet-words';
import { meetWhen } from '../lib/meet-time';

/** The meet's state, title, time, place, places taken and what attendees bring. */
function MeetFacts({ meet: m }: { meet: Meet }) {
  const t = useT();
  const { language } = useLanguage();
  const unit = useDistanceUnit();
  const bringWords = useBringWords();
  const places =
    m.capacity === null
      ? t('meets.going', { count: m.going_count })
      : t('meets.placesTaken', { count: m.going_count, capacity: m.capacity });
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {m.cancelled && <Badge tone="danger">{t('meets.cancelled')}</Badge>}
        {m.is_past && !m.cancelled && <Badge tone="neutral">{t('meets.over')}</Badge>}
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{m.title}</h1>
      <p className="flex items-center gap-2 font-semibold text-primary">
        <CalendarDays className="h-5 w-5 shrink-0" aria-hidden="true" /> {meetWhen(m, language)}
      </p>
      <p className="flex items-start gap-2 text-muted-foreground">
        <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          {m.venue ? <span className="block font-semibold text-foreground">{m.venue}</span> : null}
          {m.town} · {formatDistance(m.distance_miles, unit)}
          {!m.venue && <span className="block text-xs">{t('meets.venueHidden')}</span>}
        </span>
      </p>
      <p className="flex items-center gap-2 text-muted-foreground">
        <Users className="h-5 w-5 shrink-0" aria-hidden="true" /> {places}
        {m.maybe_count > 0 && ` · ${t('meets.maybeCount', { count: m.maybe_count })}`}
        {m.waitlist_count > 0 && ` · ${t('meets.waitingCount', { count: m.waitlist_count })}`}
      </p>
      <p className="text-sm">{t('meets.attendeesBring', { kinds: bringWords(m.brings) })}</p>
    </div>
  );
}

/** Who hosts the meet, linking to their profile. */
function MeetHost({ host }: { host: Meet['host'] }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <Avatar src={host.avatar_url} name={host.full_name ?? host.username} size="sm" />
      <p className="text-sm">
        {t.rich('meets.hostedBy', {
          name: host.full_name ?? host.username,
          link: (chunks) => (
            <Link to={`/profile/${encodeURIComponent(host.username)}`} className="font-semibold hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

/** The meet's body below its cover: facts, host, description, actions, the member's part and who is coming. */
function MeetDetails({ meet: m }: { meet: Meet }) {
  const t = useT();
  const translate = useContractMessage();
  const { user } = useSession();
  const download = useDownloadCalendar();
  const saveCalendar = () =>
    download.mutate(
      { path: `/meets/${m.id}/calendar.ics`, name: 'swap-meet.ics' },
      { onError: (failure) => toast.error(translate(failure.message)) },
    );
  return (
    <div className="space-y-5 p-5 sm:p-6">
      {m.hidden && <HiddenNote />}
      <MeetFacts meet={m} />
      <MeetHost host={m.host} />
      {m.description && <p className="whitespace-pre-line">{m.description}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={saveCalendar} disabled={download.isPending}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {t('meets.addToCalendar')}
        </Button>
        <ReportButton target={{ type: 'meet', id: m.id }} ownerId={m.host.id} />
      </div>
      {m.is_host && <HostPanel meet={m} />}
      {!user ? (
        <SignInPrompt message={t('meets.signInToJoin')} />
      ) : !m.is_host && !m.cancelled && !m.is_past ? (
        <RsvpPanel key={m.my_bringing.join()} meet={m} me={user.profile.id} />
      ) : null}
      {m.attendees && (
        <section className="space-y-2" aria-labelledby="attendees-heading">
          <h2 id="attendees-heading" className="text-lg font-bold">
            {t('meets.whoIsComing')}
          </h2>
          <AttendeeList attendees={m.attendees} />
        </section>
      )}
    </div>
  );
}

/** A swap meet's page at /meets/{id}: kept after the meet (and after a cancellation), marked so. */
export function MeetPage() {
  const { id = '' } = useParams();
  const meet = useMeet(id);
  const t = useT();
  const fallbackTitle = t('meets.docTitle');
  useEffect(() => {
    document.title = `${meet.data?.title ?? fallbackTitle} — Rootshare`;
  }, [meet.data?.title, fallbackTitle]);

  if (meet.isPending) {
    return (
      <Page width="narrow">
        <div role="status" aria-label={t('meets.loading')} className="space-y-4">
          <Skeleton className="aspect-[16/7] w-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      </Page>
    );
  }
  if (!meet.data) {
    return (
      <Page width="narrow">
        <EmptyState
          title={t('meets.notFound')}
          description={t('meets.notFoundText')}
          action={<Link to="/browse?tab=events">{t('meets.seeMeets')}</Link>}
        />
      </Page>
    );
  }
  const m = meet.data;
  return (
    <Page width="narrow" className="pt-4">
      <Card className="overflow-hidden">
        {m.cover ? (
          <img src={m.cover.url} alt="" className="aspect-[16/7] w-full bg-sage object-cover" />
        ) : (
          <div className="flex aspect-[16/7] w-full items-center justify-center bg-sage text-primary" aria-hidden="true">
            <CalendarDays className="h-14 w-14" />
          </div>
        )}
        <MeetDetails meet={m} />
      </Card>
    </Page>
  );
}
