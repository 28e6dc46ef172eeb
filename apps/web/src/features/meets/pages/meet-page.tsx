import { MEET_BRING_LABELS } from '@rootshare/contracts/meets-constants';
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
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportButton } from '@/features/reports/components/report-menu';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDownloadCalendar } from '../api/download-calendar';
import { useMeet } from '../api/get-meet';
import { AttendeeList } from '../components/attendee-list';
import { HostPanel } from '../components/host-panel';
import { RsvpPanel } from '../components/rsvp-panel';
import { meetWhen } from '../lib/meet-time';

/** A swap meet's page at /meets/{id}: kept after the meet (and after a cancellation), marked so. */
export function MeetPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const meet = useMeet(id);
  const unit = useDistanceUnit();
  const download = useDownloadCalendar();
  useEffect(() => {
    document.title = `${meet.data?.title ?? 'Swap meet'} — Rootshare`;
  }, [meet.data?.title]);

  if (meet.isPending) {
    return (
      <Page width="narrow">
        <div role="status" aria-label="Loading the swap meet" className="space-y-4">
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
          title="Swap meet not found"
          description="It may have been removed, or it is not shown to you."
          action={<Link to="/browse?tab=events">See swap meets</Link>}
        />
      </Page>
    );
  }
  const m = meet.data;
  const places = m.capacity === null ? `${m.going_count} going` : `${m.going_count} of ${m.capacity} places taken`;
  const saveCalendar = () =>
    download.mutate({ path: `/meets/${m.id}/calendar.ics`, name: 'swap-meet.ics' }, { onError: (failure) => toast.error(failure.message) });

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
        <div className="space-y-5 p-5 sm:p-6">
          {m.hidden && <HiddenNote />}
          <div className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {m.cancelled && <Badge tone="danger">Cancelled</Badge>}
              {m.is_past && !m.cancelled && <Badge tone="neutral">This meet is over</Badge>}
            </div>
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{m.title}</h1>
            <p className="flex items-center gap-2 font-semibold text-primary">
              <CalendarDays className="h-5 w-5 shrink-0" aria-hidden="true" /> {meetWhen(m)}
            </p>
            <p className="flex items-start gap-2 text-muted-foreground">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                {m.venue ? <span className="block font-semibold text-foreground">{m.venue}</span> : null}
                {m.town} · {formatDistance(m.distance_miles, unit)}
                {!m.venue && <span className="block text-xs">Sign in to see the exact venue.</span>}
              </span>
            </p>
            <p className="flex items-center gap-2 text-muted-foreground">
              <Users className="h-5 w-5 shrink-0" aria-hidden="true" /> {places}
              {m.maybe_count > 0 && ` · ${m.maybe_count} maybe`}
              {m.waitlist_count > 0 && ` · ${m.waitlist_count} waiting`}
            </p>
            <p className="text-sm">Attendees bring {m.brings.map((kind) => MEET_BRING_LABELS[kind].toLowerCase()).join(', ')}.</p>
          </div>
          <div className="flex items-center gap-3">
            <Avatar src={m.host.avatar_url} name={m.host.full_name ?? m.host.username} size="sm" />
            <p className="text-sm">
              Hosted by{' '}
              <Link to={`/profile/${encodeURIComponent(m.host.username)}`} className="font-semibold hover:underline">
                {m.host.full_name ?? m.host.username}
              </Link>
            </p>
          </div>
          {m.description && <p className="whitespace-pre-line">{m.description}</p>}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={saveCalendar} disabled={download.isPending}>
              <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Add to calendar (.ics)
            </Button>
            <ReportButton target={{ type: 'meet', id: m.id }} ownerId={m.host.id} />
          </div>
          {m.is_host && <HostPanel meet={m} />}
          {!user ? (
            <SignInPrompt message="Sign in to join this swap meet and see who is coming." />
          ) : !m.is_host && !m.cancelled && !m.is_past ? (
            <RsvpPanel key={m.my_bringing.join()} meet={m} me={user.profile.id} />
          ) : null}
          {m.attendees && (
            <section className="space-y-2" aria-labelledby="attendees-heading">
              <h2 id="attendees-heading" className="text-lg font-bold">
                Who is coming
              </h2>
              <AttendeeList attendees={m.attendees} />
            </section>
          )}
        </div>
      </Card>
    </Page>
  );
}
