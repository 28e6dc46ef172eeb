import type { PhotoCredit as Credit } from '@rootshare/contracts/catalogue';
import { cn } from '@/lib/cn';

/**
 * The credit a catalogue photo carries wherever it is shown large: author, licence, and a link to
 * the original. `label` names the photo ('Catalogue photo' beside a listing, 'Photo' on a post).
 */
export function PhotoCredit({ credit, className, label = 'Catalogue photo' }: { credit: Credit; className?: string; label?: string }) {
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {label} by {credit.author}, {credit.licence}.{' '}
      <a
        href={credit.source_url}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-foreground/80 underline underline-offset-2 hover:text-foreground"
      >
        Original<span className="sr-only"> photo (opens in a new tab)</span>
      </a>
    </p>
  );
}
