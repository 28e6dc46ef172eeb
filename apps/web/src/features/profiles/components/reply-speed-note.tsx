import { replySpeedLabel, type ReplySpeed } from '@rootshare/contracts/profiles-constants';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { profileStatsQueryOptions } from '../api/get-profile-stats';

/** "Usually replies within …", or nothing before the member has answered enough first messages. */
export function ReplySpeedText({ speed, className }: { speed: ReplySpeed | null | undefined; className?: string }) {
  if (!speed) return null;
  return (
    <span className={cn('flex items-center gap-1 text-sm text-muted-foreground', className)}>
      <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> {replySpeedLabel(speed)}
    </span>
  );
}

/** A member's reply speed read from their profile stats; nothing while loading or on an error. */
export function ReplySpeedNote({ profileId, className }: { profileId: string; className?: string }) {
  const speed = useQuery(profileStatsQueryOptions(profileId)).data?.reply_speed;
  return <ReplySpeedText speed={speed} {...(className ? { className } : {})} />;
}
