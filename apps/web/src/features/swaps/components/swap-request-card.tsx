import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import {
  HANDOVER_LABELS,
  SWAP_DETAILS_FAILED,
  SWAP_MARK_COMPLETE_FAILED,
  SWAP_MARKED_COMPLETE,
  SWAP_MARKED_COMPLETE_DETAIL,
  SWAP_MARKED_COMPLETE_FIRST,
  swapMarkedCompleteWaiting,
  type SwapRequest,
} from '@rootshare/contracts/swaps';
import { CheckCheck, ChevronDown, CircleCheck, Clock, Repeat2, Star, TriangleAlert } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ReceivedPlants } from '@/features/user-plants/components/received-plants';
import { SwapCareCards } from '@/features/user-plants/components/swap-care-cards';
import { cn } from '@/lib/cn';
import { useCompleteSwapRequest } from '../api/complete-swap-request';
import { useSwapRequest } from '../api/get-swap-request';
import { HandoverPlanPanel } from '@/features/meets/components/handover-plan-panel';
import { HandoverChoice } from './handover-choice';
import { RespondForm } from './respond-form';
import { SwapPlantList } from './swap-plant-list';
import { SwapStatusBadge } from './swap-status-badge';

// The review dialog loads when a member opens it.
const ReviewDialog = lazy(async () => ({ default: (await import('./review-dialog')).ReviewDialog }));

export interface SwapRequestCardProps {
  swapRequestId: string;
  /** A copy already at hand (a Swaps tab list), shown at once instead of fetching first. */
  initialSwap?: SwapRequest;
  /** The chat shows it open; lists may start it closed. */
  defaultExpanded?: boolean;
  className?: string;
}

/** 'Your Swap Request' for the requester, 'Swap Request from {username}' for the recipient. */
export const swapCardTitle = (swap: SwapRequest, me: string | undefined) =>
  swap.requester_id === me ? 'Your Swap Request' : `Swap Request from ${swap.requester.username}`;

function StatusNote({ tone, icon, children }: { tone: 'success' | 'danger' | 'info' | 'muted'; icon: ReactNode; children: ReactNode }) {
  const tones = {
    success: 'bg-success/10 text-success',
    danger: 'bg-destructive/10 text-destructive',
    info: 'bg-info/10 text-info',
    muted: 'bg-muted text-muted-foreground',
  } as const;
  return (
    <p className={cn('flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium', tones[tone])}>
      <span className="mt-0.5 shrink-0" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}

/** Mark Complete on an accepted swap, once per side; then who is still to mark it. */
function CompletionActions({ swap, isRequester }: { swap: SwapRequest; isRequester: boolean }) {
  const complete = useCompleteSwapRequest();
  const marked = isRequester ? swap.requester_completed : swap.recipient_completed;
  if (marked) {
    return (
      <StatusNote tone="muted" icon={<Clock className="h-4 w-4" />}>
        {isRequester ? 'Waiting for recipient to mark complete' : 'Waiting for requester to mark complete'}
      </StatusNote>
    );
  }
  // Awaited, not per-call callbacks: completing re-renders the card without this button before they would run.
  // The swap is completed, and reviews open, only once both sides have marked it: the toast says which.
  const markComplete = () =>
    void complete.mutateAsync(swap.id).then(
      (marked) =>
        marked.status === 'completed'
          ? toast.success(SWAP_MARKED_COMPLETE, { description: SWAP_MARKED_COMPLETE_DETAIL })
          : toast.success(SWAP_MARKED_COMPLETE_FIRST, {
              description: swapMarkedCompleteWaiting(isRequester ? swap.recipient.username : swap.requester.username),
            }),
      () => toast.error(SWAP_MARK_COMPLETE_FAILED),
    );
  return (
    <Button onClick={markComplete} disabled={complete.isPending} aria-busy={complete.isPending || undefined} className="w-full sm:w-auto">
      <CheckCheck className="h-4 w-4" aria-hidden="true" /> {complete.isPending ? 'Marking...' : 'Mark Complete'}
    </Button>
  );
}

/** Leave Review once both sides completed, Review Submitted after, a disabled Review Pending before. */
function ReviewAction({ swap, me }: { swap: SwapRequest; me: string }) {
  const [open, setOpen] = useState(false);
  const reviewed = swap.reviews.some((review) => review.reviewer_id === me);
  const bothCompleted = swap.requester_completed && swap.recipient_completed;
  if (!reviewed && !bothCompleted) {
    return (
      <Button variant="outline" disabled className="w-full sm:w-auto">
        <Star className="h-4 w-4" aria-hidden="true" /> Review Pending
      </Button>
    );
  }
  // Review Submitted opens the member's own review, read-only.
  const Icon = reviewed ? CircleCheck : Star;
  return (
    <>
      <Button variant={reviewed ? 'secondary' : 'accent'} onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Icon className="h-4 w-4" aria-hidden="true" /> {reviewed ? 'Review Submitted' : 'Leave Review'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog swapRequestId={swap.id} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** What the viewer can do now, and the status note, by status and side. */
function SwapActions({ swap, me }: { swap: SwapRequest; me: string }) {
  const isRequester = swap.requester_id === me;
  const myMark = isRequester ? swap.requester_completed : swap.recipient_completed;
  switch (swap.status) {
    case 'pending':
      return isRequester ? (
        <StatusNote tone="muted" icon={<Clock className="h-4 w-4" />}>
          Waiting for {swap.recipient.username} to respond.
        </StatusNote>
      ) : (
        <RespondForm swapRequestId={swap.id} me={me} />
      );
    case 'accepted':
      return (
        <div className="space-y-3">
          <StatusNote tone="success" icon={<CircleCheck className="h-4 w-4" />}>
            Swap accepted! Arrange the exchange in the chat, then mark it complete.
          </StatusNote>
          <HandoverChoice swap={swap} />
          <HandoverPlanPanel swap={swap} me={me} />
          <SwapCareCards swapRequestId={swap.id} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            <CompletionActions swap={swap} isRequester={isRequester} />
            {myMark && <ReviewAction swap={swap} me={me} />}
          </div>
        </div>
      );
    case 'declined':
      return (
        <StatusNote tone="danger" icon={<TriangleAlert className="h-4 w-4" />}>
          This swap request was declined.
        </StatusNote>
      );
    case 'completed':
      return (
        <div className="space-y-3">
          <StatusNote tone="info" icon={<CheckCheck className="h-4 w-4" />}>
            Swap completed{swap.handover ? ` (${HANDOVER_LABELS[swap.handover].toLowerCase()})` : ''}. Thanks for sharing your roots!
          </StatusNote>
          <ReceivedPlants swapRequestId={swap.id} />
          <SwapCareCards swapRequestId={swap.id} />
          <ReviewAction swap={swap} me={me} />
        </div>
      );
  }
}

/** A loading card in the shape of the real one. */
function SwapCardSkeleton({ className }: { className?: string | undefined }) {
  return (
    <Card className={cn('space-y-3 p-4', className)} role="status" aria-label="Loading swap request">
      <div className="flex items-center justify-between gap-3">
        <Skeleton className="h-5 w-44" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    </Card>
  );
}

/**
 * A swap request as the chat and the Swaps tab show it: a collapsible header with
 * the title and status, both sides' plants, the message, and what the viewer can do now. It
 * refetches when the socket reports the request changed.
 */
export function SwapRequestCard({ swapRequestId, initialSwap, defaultExpanded = true, className }: SwapRequestCardProps) {
  const { status, user } = useSession();
  const me = user?.profile.id;
  const query = useSwapRequest(swapRequestId, initialSwap);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const swap = query.data;

  if (query.isPending || status === 'loading') return <SwapCardSkeleton className={className} />;
  if (!swap || !me) {
    return (
      <Card
        className={cn('flex items-center gap-2 border-destructive/40 p-4 text-sm font-semibold text-destructive', className)}
        role="alert"
      >
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" /> {SWAP_DETAILS_FAILED}
      </Card>
    );
  }

  const isRequester = swap.requester_id === me;
  const requesterName = isRequester ? 'You' : swap.requester.username;
  const recipientName = isRequester ? swap.recipient.username : 'you';
  return (
    <Card className={cn('overflow-hidden', className)}>
      <Collapsible.Root open={expanded} onOpenChange={setExpanded}>
        <div className={cn('border-border/70 bg-sage/30 px-3 py-2.5 sm:px-4', expanded && 'border-b')}>
          <div className="flex items-center gap-2">
            <Repeat2 className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <h3 className="min-w-0 flex-1">
              <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-md text-left font-bold focus-visible:outline-2 focus-visible:outline-ring">
                {/* Wraps on a phone: the whole title shows, however long the username. */}
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{swapCardTitle(swap, me)}</span>
                <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
              </Collapsible.Trigger>
            </h3>
            <SwapStatusBadge status={swap.status} />
          </div>
          {/* Shown closed too, so a list of closed cards still says who and when. */}
          <p className="mt-0.5 pl-6 text-xs text-muted-foreground">
            {isRequester ? `To ${swap.recipient.username}` : `From ${swap.requester.username}`} ·{' '}
            <time dateTime={swap.created_at} title={formatDateTime(swap.created_at)}>
              {formatRelativeTime(swap.created_at)}
            </time>
          </p>
        </div>
        <Collapsible.Content className="space-y-4 p-3 sm:p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SwapPlantList heading={`${requesterName} ${isRequester ? 'offer' : 'offers'}`} plants={swap.offeredPlantsDetails} />
            <SwapPlantList
              heading={`${requesterName} ${isRequester ? 'ask' : 'asks'} ${recipientName} for`}
              plants={swap.requestedPlantsDetails}
            />
          </div>
          {swap.message && (
            <blockquote className="rounded-xl bg-muted px-3 py-2 text-sm break-words whitespace-pre-wrap">
              <span className="sr-only">Message: </span>
              {swap.message}
            </blockquote>
          )}
          <SwapActions swap={swap} me={me} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
