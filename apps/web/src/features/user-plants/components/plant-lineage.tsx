import { formatDate, dateLocaleOf } from '@rootshare/contracts/format';
import type { Lineage, LineageEntry } from '@rootshare/contracts/user-plants';
import { GitBranch, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useLanguage, useT } from '@/lib/i18n/i18n';

function EntryLine({ entry, verb }: { entry: LineageEntry; verb: string }) {
  const t = useT();
  const { language } = useLanguage();
  // English keeps the browser's own way of writing a date ('20 Nov' or 'Nov 20'), as the rest of the app does.
  const locale = dateLocaleOf(language);
  // "@alice" or, for a member who left or whom the viewer cannot see, "a gardener".
  const who = entry.username ? `@${entry.username}` : t('plants.lineage.gardener');
  const words = t.rich(entry.town ? 'plants.lineage.whoIn' : 'plants.lineage.who', {
    who,
    town: entry.town ?? '',
    b: (chunks) => <span className="font-semibold">{chunks}</span>,
  });
  return (
    // Each generation further away sits a step further in.
    <li className="flex gap-2 text-sm" style={{ paddingLeft: `${Math.min(entry.generation - 1, 5)}rem` }}>
      <Sprout className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {verb}{' '}
        {entry.user_plant_id ? (
          <Link
            to={`/plant/${encodeURIComponent(entry.user_plant_id)}`}
            className="underline decoration-primary/40 underline-offset-2 hover:decoration-primary"
          >
            {words}
          </Link>
        ) : (
          words
        )}
        <span className="text-muted-foreground">
          {' · '}
          <time dateTime={entry.swapped_at}>{formatDate(entry.swapped_at, locale)}</time>
        </span>
      </span>
    </li>
  );
}

/**
 * A plant's journey: where it came from (nearest first) and where its cuttings went, generation by
 * generation, with towns and dates only. Nothing shows for a plant that never travelled.
 */
export function PlantLineage({ lineage }: { lineage: Lineage }) {
  const t = useT();
  if (lineage.parents.length === 0 && lineage.children.length === 0) return null;
  return (
    <Card className="space-y-4 p-5" aria-labelledby="lineage-heading">
      <h2 id="lineage-heading" className="flex items-center gap-2 text-lg font-bold">
        <GitBranch className="h-5 w-5 text-primary" aria-hidden="true" /> {t('plants.lineage.title')}
      </h2>
      {lineage.parents.length > 0 && (
        <section className="space-y-2" aria-label={t('plants.lineage.cameFrom')}>
          <h3 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{t('plants.lineage.cameFrom')}</h3>
          <ul className="space-y-1.5">
            {lineage.parents.map((entry) => (
              <EntryLine
                key={`p${entry.generation}`}
                entry={entry}
                verb={t(entry.generation === 1 ? 'plants.lineage.from' : 'plants.lineage.grownBefore')}
              />
            ))}
          </ul>
        </section>
      )}
      {lineage.children.length > 0 && (
        <section className="space-y-2" aria-label={t('plants.lineage.cuttingsWent')}>
          <h3 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{t('plants.lineage.cuttingsWent')}</h3>
          <ul className="space-y-1.5">
            {lineage.children.map((entry, index) => (
              <EntryLine key={`c${index}`} entry={entry} verb={t(entry.generation === 1 ? 'plants.lineage.to' : 'plants.lineage.thenOn')} />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}
