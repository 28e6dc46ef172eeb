import { REVIEW_COMMENT_MAX } from '@rootshare/contracts/limits';
import { CreateReviewSchema, type Review, type SwapRequest } from '@rootshare/contracts/swaps';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useCreateReview } from '../api/create-review';
import { useSwapRequest } from '../api/get-swap-request';
import { SUB_RATINGS } from '../lib/sub-ratings';
import { StarRating, StarRatingInput } from './star-rating';

/** What the dialog leads with: the viewer's own review (or its form), or the one they received. */
export type ReviewShown = 'mine' | 'received';

export interface ReviewDialogProps {
  swapRequestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'received' (from 'You received a review') shows the other member's review of the viewer first. */
  show?: ReviewShown;
}

/** The server's sentence for a refused review, else none ('Failed to submit review'). */
const refusal = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null);

/** The other member of the swap: the one the viewer reviews. */
const otherParty = (swap: SwapRequest, me: string | undefined) => (swap.requester_id === me ? swap.recipient : swap.requester);

function LoadingReview() {
  const t = useT();
  return (
    <div className="space-y-4" role="status" aria-label={t('swaps.review.loading')}>
      <Skeleton className="h-5 w-2/3" />
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-9 w-full" />
      ))}
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The viewer's own review, read-only: each member reviews a swap once. */
function SubmittedReview({ review }: { review: Review }) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 font-bold text-success">
        <CircleCheck className="h-5 w-5" aria-hidden="true" /> {t('swaps.review.submittedLabel')}
      </p>
      <ReviewDetails review={review} />
    </div>
  );
}

/** The other member's review of the viewer, read-only, above the viewer's own form when it is still to write. */
function ReceivedReview({ review, children }: { review: Review; children?: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <div className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="font-bold">
          {t('swaps.review.ofYou', { username: review.reviewer.username })}
        </h3>
        <ReviewDetails review={review} />
      </section>
      {children}
    </div>
  );
}

/** A review's ratings and comment. */
function ReviewDetails({ review }: { review: Review }) {
  const t = useT();
  return (
    <>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="font-semibold">{t('swaps.review.overall')}</dt>
          <dd>
            <StarRating value={review.rating} />
          </dd>
        </div>
        {SUB_RATINGS.map((key) => {
          const value = review[key];
          return value === null ? null : (
            <div key={key} className="flex items-center justify-between gap-4">
              <dt className="font-semibold">{t(`swaps.review.${key}`)}</dt>
              <dd>
                <StarRating value={value} size="sm" />
              </dd>
            </div>
          );
        })}
      </dl>
      {review.comment && <p className="rounded-xl bg-muted px-3 py-2 text-sm whitespace-pre-wrap">{review.comment}</p>}
    </>
  );
}

interface ReviewFields {
  rating: number;
  plant_quality: number;
  communication: number;
  packaging: number;
  comment: string;
}

const EMPTY_FIELDS: ReviewFields = { rating: 0, plant_quality: 0, communication: 0, packaging: 0, comment: '' };

/** The rating form's fields; the dialog holds their values and sends them. */
function ReviewForm({
  fields,
  onChange,
  disabled,
  onSubmit,
}: {
  fields: ReviewFields;
  onChange: (fields: ReviewFields) => void;
  disabled: boolean;
  onSubmit: () => void;
}) {
  const t = useT();
  const hintId = useId();
  const commentId = useId();
  const set = (key: keyof ReviewFields) => (value: number | string) => onChange({ ...fields, [key]: value });
  return (
    <form
      className="space-y-4"
      aria-busy={disabled || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="space-y-1">
        <StarRatingInput
          label={t('swaps.review.overallRating')}
          value={fields.rating}
          onChange={set('rating')}
          required
          disabled={disabled}
          describedBy={fields.rating === 0 ? hintId : undefined}
        />
        {fields.rating === 0 && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('swaps.review.ratingRequired')}
          </p>
        )}
      </div>
      {SUB_RATINGS.map((key) => (
        <StarRatingInput key={key} label={t(`swaps.review.${key}`)} value={fields[key]} onChange={set(key)} disabled={disabled} />
      ))}
      <TextareaField
        id={commentId}
        label={t('swaps.review.comment')}
        optional
        value={fields.comment}
        maxLength={REVIEW_COMMENT_MAX}
        disabled={disabled}
        placeholder={t('swaps.review.placeholder')}
        onChange={(event) => set('comment')(event.target.value)}
      />
    </form>
  );
}

/** The review's fields and their sending for the other member; a sent review closes the dialog. */
function useReviewForm(swapRequestId: string, other: SwapRequest['requester'] | null, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const create = useCreateReview();
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const submitting = create.isPending;

  const submit = () => {
    if (!other || fields.rating === 0 || submitting) return;
    const parsed = CreateReviewSchema.safeParse({
      rating: fields.rating,
      plant_quality: fields.plant_quality || null,
      communication: fields.communication || null,
      packaging: fields.packaging || null,
      comment: fields.comment,
      reviewed_user_id: other.id,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(issue ? translate(issue.message) : t('swaps.review.submitFailed'));
      return;
    }
    // Awaited, not per-call callbacks: the swap's own socket event may re-render the dialog first.
    void create.mutateAsync({ swapRequestId, review: parsed.data }).then(
      () => {
        toast.success(t('swaps.review.submitted'));
        onOpenChange(false);
      },
      (error: unknown) => {
        const said = refusal(error);
        toast.error(said ? translate(said) : t('swaps.review.submitFailed'));
      },
    );
  };
  return { fields, setFields, submitting, submit };
}

function LoadFailed() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert">
      <TriangleAlert className="h-8 w-8 text-destructive" aria-hidden="true" />
      <p className="font-bold">{t('swaps.review.loadFailed')}</p>
      <p className="text-sm text-muted-foreground">{t('swaps.review.loadFailedDetail')}</p>
    </div>
  );
}

/** The dialog while open: mounted per opening, so a new opening starts from an empty form. */
function OpenReviewDialog({ swapRequestId, onOpenChange, show }: Omit<ReviewDialogProps, 'open'>) {
  const t = useT();
  const { status, user } = useSession();
  const me = user?.profile.id;
  const swap = useSwapRequest(swapRequestId);
  const data = swap.data;
  const other = data ? otherParty(data, me) : null;
  const { fields, setFields, submitting, submit } = useReviewForm(swapRequestId, other, onOpenChange);
  const mine = data?.reviews.find((review) => review.reviewer_id === me);
  const canReview = Boolean(data && !mine && data.status === 'completed');
  const received =
    show === 'received' ? data?.reviews.find((review) => review.reviewed_user_id === me && review.reviewer_id === other?.id) : undefined;

  const form = <ReviewForm fields={fields} onChange={setFields} disabled={submitting} onSubmit={submit} />;
  let body;
  if (swap.isPending || status === 'loading') body = <LoadingReview />;
  else if (swap.isError || !data || !other) body = <LoadFailed />;
  else if (received) {
    body = (
      <ReceivedReview review={received}>
        {canReview && (
          <section aria-label={t('swaps.review.yours')} className="space-y-3 border-t border-border pt-4">
            <h3 className="font-bold">{t('swaps.review.leaveYours')}</h3>
            {form}
          </section>
        )}
      </ReceivedReview>
    );
  } else if (mine) body = <SubmittedReview review={mine} />;
  else if (!canReview) body = <p className="py-4 text-sm text-muted-foreground">{t('swaps.review.notYet')}</p>;
  else body = form;

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
      title={
        received ? t('swaps.review.from', { username: received.reviewer.username }) : t(mine ? 'swaps.review.mine' : 'swaps.review.leave')
      }
      description={other ? t('swaps.review.with', { username: other.username }) : t('swaps.review.howDidItGo')}
      footer={
        canReview ? (
          <>
            <Button variant="outline" disabled={submitting} onClick={() => onOpenChange(false)}>
              {t('swaps.cancel')}
            </Button>
            <Button onClick={submit} disabled={fields.rating === 0 || submitting} aria-busy={submitting || undefined}>
              {t(submitting ? 'swaps.review.submitting' : 'swaps.review.submit')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('swaps.close')}
          </Button>
        )
      }
    >
      {body}
    </Dialog>
  );
}

/**
 * Reviewing the other member of a swap: loading, error, ready and submitting. The
 * overall rating is required; plant quality, communication, packaging and a comment are optional.
 * A member who already reviewed sees their review read-only ('Review Submitted'); opened for a
 * review received, it shows that review first, with the member's own form below while it is due.
 */
export function ReviewDialog({ swapRequestId, open, onOpenChange, show = 'mine' }: ReviewDialogProps) {
  // The notification bell opens it on any page, so it waits for the swaps' words in the page's language.
  return open ? (
    <CatalogGate part="swaps" fallback={null}>
      <OpenReviewDialog swapRequestId={swapRequestId} onOpenChange={onOpenChange} show={show} />
    </CatalogGate>
  ) : null;
}
