import type { InvasiveListing } from '@rootshare/contracts/catalogue';
import { TriangleAlert } from 'lucide-react';
import { useInvasiveListings } from '../api/invasive-listings';

/** "Oregon, Great Britain and the European Union". */
function regionsOf(listings: InvasiveListing[]): string {
  const regions = [...new Set(listings.map((l) => l.region))];
  return regions.length > 1 ? `${regions.slice(0, -1).join(', ')} and ${regions.at(-1)}` : (regions[0] ?? '');
}

/** 'Invasive in …': the lists that name this species invasive or prohibited, each linking to its source. */
export function InvasiveNotice({ listings, listing = false }: { listings: InvasiveListing[]; listing?: boolean }) {
  if (listings.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={`Invasive in ${regionsOf(listings)}`}
      className="space-y-1.5 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-bold">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" /> Invasive in {regionsOf(listings)}
      </p>
      <p className="text-foreground/90">
        {listing
          ? 'This species is listed as invasive or prohibited there. Check your local rules before you swap it, and never plant it out or move it into the wild.'
          : 'This species is listed as invasive or prohibited there: check your local rules before swapping it, and keep it out of the wild.'}
      </p>
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
