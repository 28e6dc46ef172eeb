import type { PhotoCredit as Credit } from '@rootshare/contracts/catalogue';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CatalogGate, useT } from '@/lib/i18n/i18n';

const LINK_CLASSES = 'font-semibold text-foreground/80 underline underline-offset-2 hover:text-foreground';

/**
 * The credit a catalogue photo carries wherever it is shown large: author, licence, and a link to
 * the original. `label` names the photo ('Catalogue photo' beside a listing, 'Photo' on a post). A
 * photo a member offered reads "Photo: <name>, CC BY 4.0" with their name linking to their profile.
 * Drawn on other pages, it waits for its words in the page's language.
 */
export function PhotoCredit(props: CreditProps) {
  return (
    <CatalogGate part="plants-search" fallback={null}>
      <CreditLine {...props} />
    </CatalogGate>
  );
}

interface CreditProps {
  credit: Credit;
  className?: string;
  label?: string;
}

function CreditLine({ credit, className, label }: CreditProps) {
  const t = useT();
  if (credit.by_member)
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        {t.rich('plantsSearch.credit.member', {
          author: credit.author,
          licence: credit.licence,
          link: (chunks) => (
            <Link to={credit.source_url} className={LINK_CLASSES}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {t('plantsSearch.credit.by', {
        label: label ?? t('plantsSearch.credit.cataloguePhoto'),
        author: credit.author,
        licence: credit.licence,
      })}{' '}
      <a href={credit.source_url} target="_blank" rel="noopener noreferrer" className={LINK_CLASSES}>
        {t.rich('plantsSearch.credit.original', { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
      </a>
    </p>
  );
}
