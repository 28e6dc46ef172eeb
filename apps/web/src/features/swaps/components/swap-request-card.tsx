import type { SwapRequest } from '@rootshare/contracts/swaps';
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
import { CatalogGate, useT, type Translate } from '@/lib/i18n/i18n';
import { useCompleteSwapRequest } from '../api/complete-swap-request';
import { useSwapRequest } from '../api/get-swap-request';
import { useWhen } from '../lib/when';
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
const swapCardTitle = (t: Translate, swap: SwapRequest, me: string) =>
  swap.requester_id === me ? t('swaps.card.mine') : t('swaps.card.from', { username: swap.requester.username });

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
  const t = useT();
  const complete = useCompleteSwapRequest();
  const marked = isRequester ? swap.requester_completed : swap.recipient_completed;
  if (marked) {
    return (
      <StatusNote tone="muted" icon={<Clock className="h-4 w-4" />}>
        {t(isRequester ? 'swaps.card.waitingRecipient' : 'swaps.card.waitingRequester')}
      </StatusNote>
    );
  }
  // Awaited, not per-call callbacks: completing re-renders the card without this button before they would run.
  // The swap is completed, and reviews open, only once both sides have marked it: the toast says which.
  const markComplete = () =>
    void complete.mutateAsync(swap.id).then(
      (marked) =>
        marked.status === 'completed'
          ? toast.success(t('swaps.complete.done'), { description: t('swaps.complete.doneDetail') })
          : toast.success(t('swaps.complete.first'), {
              description: t('swaps.complete.waiting', { username: isRequester ? swap.recipient.username : swap.requester.username }),
            }),
      () => toast.error(t('swaps.complete.failed')),
    );
  return (
    <Button onClick={markComplete} disabled={complete.isPending} aria-busy={complete.isPending || undefined} className="w-full sm:w-auto">
      <CheckCheck className="h-4 w-4" aria-hidden="true" /> {t(complete.isPending ? 'swaps.complete.marking' : 'swaps.complete.mark')}
    </Button>
  );
}

/** Leave Review once both sides completed, Review Submitted after, a disabled Review Pending before. */
function ReviewAction({ swap, me }: { swap: SwapRequest; me: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const reviewed = swap.reviews.some((review) => review.reviewer_id === me);
  const bothCompleted = swap.requester_completed && swap.recipient_completed;
  if (!reviewed && !bothCompleted) {
    return (
      <Button variant="outline" disabled className="w-full sm:w-auto">
        <Star className="h-4 w-4" aria-hidden="true" /> {t('swaps.review.pending')}
      </Button>
    );
  }
  // Review Submitted opens the member's own review, read-only.
  const Icon = reviewed ? CircleCheck : Star;
  return (
    <>
      <Button variant={reviewed ? 'secondary' : 'accent'} onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Icon className="h-4 w-4" aria-hidden="true" /> {t(reviewed ? 'swaps.review.submittedLabel' : 'swaps.review.leaveAction')}
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
  const t = useT();
  const isRequester = swap.requester_id === me;
  const myMark = isRequester ? swap.requester_completed : swap.recipient_completed;
  switch (swap.status) {
    case 'pending':
      return isRequester ? (
        <StatusNote tone="muted" icon={<Clock className="h-4 w-4" />}>
          {t('swaps.card.waitingFor', { username: swap.recipient.username })}
        </StatusNote>
      ) : (
        <RespondForm swapRequestId={swap.id} me={me} />
      );
    case 'accepted':
      return (
        <div className="space-y-3">
          <StatusNote tone="success" icon={<CircleCheck className="h-4 w-4" />}>
            {t('swaps.card.accepted')}
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
          {t('swaps.card.declined')}
        </StatusNote>
      );
    case 'completed':
      return (
        <div className="space-y-3">
          <StatusNote tone="info" icon={<CheckCheck className="h-4 w-4" />}>
            {t('swaps.card.completed', { handover: swap.handover ?? 'none' })}
          </StatusNote>
          <ReceivedPlants swapRequestId={swap.id} />
          <SwapCareCards swapRequestId={swap.id} />
          <ReviewAction swap={swap} me={me} />
        </div>
      );
  }
}

/** A loading card in the shape of the real one. */
function SwapCardSkeleton({ className, label }: { className?: string | undefined; label: string }) {
  return (
    <Card className={cn('space-y-3 p-4', className)} role="status" aria-label={label}>
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
 * refetches when the socket reports the request changed. The chat draws it, so it waits for the
 * swaps' words in the page's language.
 */
export function SwapRequestCard(props: SwapRequestCardProps) {
  const t = useT();
  return (
    <CatalogGate part="swaps" fallback={<SwapCardSkeleton className={props.className} label={t('loading')} />}>
      <SwapCard {...props} />
    </CatalogGate>
  );
}

function SwapCard({ swapRequestId, initialSwap, defaultExpanded = true, className }: SwapRequestCardProps) {
  const t = useT();
  const when = useWhen();
  const { status, user } = useSession();
  const me = user?.profile.id;
  const query = useSwapRequest(swapRequestId, initialSwap);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const swap = query.data;

  if (query.isPending || status === 'loading') return <SwapCardSkeleton className={className} label={t('swaps.card.loading')} />;
  if (!swap || !me) {
    return (
      <Card
        className={cn('flex items-center gap-2 border-destructive/40 p-4 text-sm font-semibold text-destructive', className)}
        role="alert"
      >
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" /> {t('swaps.card.loadFailed')}
      </Card>
    );
  }

  const isRequester = swap.requester_id === me;
  const created = when(swap.created_at);
  return (
    <Card className={cn('overflow-hidden', className)}>
      <Collapsible.Root open={expanded} onOpenChange={setExpanded}>
        <div className={cn('border-border/70 bg-sage/30 px-3 py-2.5 sm:px-4', expanded && 'border-b')}>
          <div className="flex items-center gap-2">
            <Repeat2 className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <h3 className="min-w-0 flex-1">
              <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-md text-left font-bold focus-visible:outline-2 focus-visible:outline-ring">
                {/* Wraps on a phone: the whole title shows, however long the username. */}
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{swapCardTitle(t, swap, me)}</span>
                <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
              </Collapsible.Trigger>
            </h3>
            <SwapStatusBadge status={swap.status} />
          </div>
          {/* Shown closed too, so a list of closed cards still says who and when. */}
          <p className="mt-0.5 pl-6 text-xs text-muted-foreground">
            {isRequester
              ? t('swaps.card.to', { username: swap.recipient.username })
              : t('swaps.card.by', { username: swap.requester.username })}{' '}
            ·{' '}
            <time dateTime={swap.created_at} title={created.full}>
              {created.ago}
            </time>
          </p>
        </div>
        <Collapsible.Content className="space-y-4 p-3 sm:p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SwapPlantList
              heading={isRequester ? t('swaps.card.youOffer') : t('swaps.card.theyOffer', { username: swap.requester.username })}
              plants={swap.offeredPlantsDetails}
            />
            <SwapPlantList
              heading={
                isRequester
                  ? t('swaps.card.youAsk', { username: swap.recipient.username })
                  : t('swaps.card.theyAsk', { username: swap.requester.username })
              }
              plants={swap.requestedPlantsDetails}
            />
          </div>
          {swap.message && (
            <blockquote className="rounded-xl bg-muted px-3 py-2 text-sm break-words whitespace-pre-wrap">
              <span className="sr-only">{t('swaps.card.messageLabel')} </span>
              {swap.message}
            </blockquote>
          )}
          <SwapActions swap={swap} me={me} />
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
