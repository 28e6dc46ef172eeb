import type { ReplySpeed } from '@rootshare/contracts/profiles-constants';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { profileStatsQueryOptions } from '../api/get-profile-stats';

/** "Usually replies within …", or nothing before the member has answered enough first messages. */
export function ReplySpeedText({ speed, className }: { speed: ReplySpeed | null | undefined; className?: string }) {
  const t = useT();
  if (!speed) return null;
  return (
    <span className={cn('flex items-center gap-1 text-sm text-muted-foreground', className)}>
      <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {t('profiles.replySpeed', { speed })}
    </span>
  );
}

/** A member's reply speed read from their profile stats; nothing while loading, on an error, or before its words load. */
export function ReplySpeedNote({ profileId, className }: { profileId: string; className?: string }) {
  const speed = useQuery(profileStatsQueryOptions(profileId)).data?.reply_speed;
  return (
    <CatalogGate part="profiles" fallback={null}>
      <ReplySpeedText speed={speed} {...(className ? { className } : {})} />
    </CatalogGate>
  );
}
