import type { PhotoCredit as Credit } from '@rootshare/contracts/catalogue';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const LINK_CLASSES = 'font-semibold text-foreground/80 underline underline-offset-2 hover:text-foreground';

/**
 * The credit a catalogue photo carries wherever it is shown large: author, licence, and a link to
 * the original. `label` names the photo ('Catalogue photo' beside a listing, 'Photo' on a post). A
 * photo a member offered reads "Photo: <name>, CC BY 4.0" with their name linking to their profile.
 */
export function PhotoCredit({ credit, className, label = 'Catalogue photo' }: { credit: Credit; className?: string; label?: string }) {
  if (credit.by_member)
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        Photo:{' '}
        <Link to={credit.source_url} className={LINK_CLASSES}>
          {credit.author}
        </Link>
        , {credit.licence}
      </p>
    );
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {label} by {credit.author}, {credit.licence}.{' '}
      <a href={credit.source_url} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        Original<span className="sr-only"> photo (opens in a new tab)</span>
      </a>
    </p>
  );
}
