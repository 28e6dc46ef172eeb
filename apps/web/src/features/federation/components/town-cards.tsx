import type { TownItem, TownItemKind } from '@rootshare/contracts/federation-towns';
import { formatDateTime } from '@rootshare/contracts/format';
import { formatDistance } from '@rootshare/contracts/units';
import { ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useDistanceUnit } from '@/lib/distance-unit';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { zonedEventTime } from '../lib/event-time';
import { RemotePicture } from './remote-picture';

function TownCard({ item }: { item: TownItem }) {
  const t = useT();
  const { language } = useLanguage();
  const unit = useDistanceUnit();
  const from = t('federation.towns.from', { host: item.home });
  const body = (
    <Card className="flex h-full flex-col gap-2 p-4">
      <p className="flex items-center gap-1 text-xs font-bold text-primary uppercase">
        {from} {item.url && <ExternalLink className="h-3 w-3" aria-hidden="true" />}
      </p>
      {item.image_url && <RemotePicture src={item.image_url} description={item.image_description} className="aspect-[4/3]" />}
      <p className="font-bold break-words">{item.name ?? item.text.slice(0, 80)}</p>
      {item.starts_at && (
        <p className="text-sm">
          {zonedEventTime(item.starts_at, null, item.time_zone, language) ?? formatDateTime(item.starts_at, language)}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{[item.place, formatDistance(item.distance_miles, unit)].filter(Boolean).join(' · ')}</p>
    </Card>
  );
  if (!item.url) return body;
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      className="block h-full rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-2"
      aria-label={t('federation.towns.open', { name: item.name ?? '', host: item.home })}
    >
      {body}
    </a>
  );
}

function Cards({ kind, items }: { kind: TownItemKind; items: TownItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby={`towns-${kind}`} className="space-y-2">
      <h2 id={`towns-${kind}`} className="text-base font-bold">
        {t('federation.towns.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('federation.towns.title')}>
        {items.map((item) => (
          <li key={item.uri}>
            <TownCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The connected towns' listings or meets, each marked with its home and opening there, once their words have loaded. */
export function TownCards({ kind, items }: { kind: TownItemKind; items: TownItem[] }) {
  return (
    <CatalogGate part="federation" fallback={null}>
      <Cards kind={kind} items={items} />
    </CatalogGate>
  );
}
