import { listFormat } from '@rootshare/contracts/intl';
import type { InvasiveListing } from '@rootshare/contracts/catalogue';
import type { Language } from '@rootshare/contracts/languages';
import { TriangleAlert } from 'lucide-react';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useInvasiveListings } from '../api/invasive-listings';

/** "Oregon, Great Britain and the European Union"; British English joins the last one without a comma, as the app always has. */
function regionsOf(listings: InvasiveListing[], language: Language): string {
  const regions = [...new Set(listings.map((l) => l.region))];
  return listFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(regions);
}

interface NoticeProps {
  listings: InvasiveListing[];
  listing?: boolean;
}

/** The invasive notice, drawn on other pages once its words have loaded in the page's language. */
export function InvasiveNotice(props: NoticeProps) {
  return (
    <CatalogGate part="plants-search" fallback={null}>
      <Notice {...props} />
    </CatalogGate>
  );
}

/** 'Invasive in …': the lists that name this species invasive or prohibited, each linking to its source. */
function Notice({ listings, listing = false }: NoticeProps) {
  const t = useT();
  const { language } = useLanguage();
  if (listings.length === 0) return null;
  const title = t('plantsSearch.invasive.title', { regions: regionsOf(listings, language) });
  return (
    <div role="note" aria-label={title} className="space-y-1.5 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-sm">
      <p className="flex items-start gap-2 font-bold">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" /> {title}
      </p>
      <p className="text-foreground/90">{t(listing ? 'plantsSearch.invasive.listing' : 'plantsSearch.invasive.shown')}</p>
      <ul className="space-y-0.5">
        {listings.map((l) => (
          <li key={l.list}>
            <a href={l.source_url} target="_blank" rel="noreferrer noopener" className="font-semibold underline underline-offset-2">
              {l.list}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The notice for a catalogue plant chosen in a form, read from the server. */
export function InvasiveNoticeFor({ plantId }: { plantId: string }) {
  const listings = useInvasiveListings(plantId);
  return <InvasiveNotice listings={listings.data ?? []} listing />;
}
