import type { ConversationPlant } from '@rootshare/contracts/messaging';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/**
 * The plant a conversation is about, as a link to its page: its thumbnail and its name, so threads
 * with the same member about different plants tell apart at a glance.
 */
export function ConversationPlantLink({ plant, className }: { plant: ConversationPlant; className?: string }) {
  const t = useT();
  return (
    <Link
      to={`/plant/${encodeURIComponent(plant.id)}`}
      title={t('messaging.about', { plant: plant.name })}
      className={cn('inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-lg hover:underline focus-visible:outline-2', className)}
    >
      <img src={plant.thumbnail_url} alt="" className="h-6 w-6 shrink-0 rounded-md bg-muted object-cover" loading="lazy" />
      <span className="truncate">
        {t.rich('messaging.aboutLink', {
          plant: plant.name,
          hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        })}
      </span>
    </Link>
  );
}
