import type { MeetSummary } from '@rootshare/contracts/meets';
import { formatDistance, type DistanceUnit } from '@rootshare/contracts/units';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { meetWhen } from '../lib/meet-time';
import { useBringWords } from '../lib/meet-words';

/** A swap meet in Browse's Events tab, drawn once the meets' words have loaded in the page's language. */
export function MeetCard({ meet, unit }: { meet: MeetSummary; unit: DistanceUnit }) {
  return (
    <CatalogGate part="meets" fallback={<Skeleton className="h-64" />}>
      <MeetCardBody meet={meet} unit={unit} />
    </CatalogGate>
  );
}

/** A swap meet in a list: cover, title, when, town and distance, places taken, the member's answer. */
function MeetCardBody({ meet, unit }: { meet: MeetSummary; unit: DistanceUnit }) {
  const t = useT();
  const { language } = useLanguage();
  const bringWords = useBringWords();
  const places =
    meet.capacity === null
      ? t('meets.going', { count: meet.going_count })
      : t('meets.placesTaken', { count: meet.going_count, capacity: meet.capacity });
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
            {meet.my_rsvp && <Badge tone={meet.my_rsvp === 'going' ? 'success' : 'neutral'}>{t(`meets.status.${meet.my_rsvp}`)}</Badge>}
          </div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" /> {meetWhen(meet, language)}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" /> {meet.town} · {formatDistance(meet.distance_miles, unit)}
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Users className="h-4 w-4 shrink-0" aria-hidden="true" /> {places}
          </p>
          <p className="mt-auto pt-1 text-xs text-muted-foreground">{t('meets.card.bring', { kinds: bringWords(meet.brings) })}</p>
        </div>
      </Link>
    </Card>
  );
}
