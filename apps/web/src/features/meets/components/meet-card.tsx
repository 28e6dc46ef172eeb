import type { MeetSummary } from '@rootshare/contracts/meets';
import { MEET_BRING_LABELS, RSVP_STATUS_LABELS } from '@rootshare/contracts/meets-constants';
import { formatDistance, type DistanceUnit } from '@rootshare/contracts/units';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { meetWhen } from '../lib/meet-time';

/** A swap meet in a list: cover, title, when, town and distance, places taken, the member's answer. */
export function MeetCard({ meet, unit }: { meet: MeetSummary; unit: DistanceUnit }) {
  const places = meet.capacity === null ? `${meet.going_count} going` : `${meet.going_count} of ${meet.capacity} places taken`;
  return (
    <Card className="overflow-hidden">
      <Link to={`/meets/${meet.id}`} className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-offset-2">
        {meet.cover ? (
          <img src={meet.cover.thumbnail_url} alt="" className="aspect-[16/7] w-full bg-sage object-cover" loading="lazy" />
        ) : (
          <div className="flex aspect-[16/7] w-full items-center justify-center bg-sage text-primary" aria-hidden="true">
            <CalendarDays className="h-10 w-10" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-lg leading-tight font-bold">{meet.title}</h3>
            {meet.my_rsvp && <Badge tone={meet.my_rsvp === 'going' ? 'success' : 'neutral'}>{RSVP_STATUS_LABELS[meet.my_rsvp]}</Badge>}
          </div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" /> {meetWhen(meet)}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" /> {meet.town} · {formatDistance(meet.distance_miles, unit)}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users className="h-4 w-4 shrink-0" aria-hidden="true" /> {places}
          </p>
          <p className="mt-auto pt-1 text-xs text-muted-foreground">
            Bring: {meet.brings.map((kind) => MEET_BRING_LABELS[kind].toLowerCase()).join(', ')}
          </p>
        </div>
      </Link>
    </Card>
  );
}
