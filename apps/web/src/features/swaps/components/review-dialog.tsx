import { REVIEW_COMMENT_MAX } from '@rootshare/contracts/limits';
import {
  CreateReviewSchema,
  REVIEW_LOAD_FAILED,
  REVIEW_LOAD_FAILED_DETAIL,
  REVIEW_NOT_YET,
  REVIEW_RATING_REQUIRED,
  REVIEW_SUBMITTED,
  REVIEW_SUBMIT_FAILED,
  type Review,
  type SwapRequest,
} from '@rootshare/contracts/swaps';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
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

/** The server's sentence for a refused review, else 'Failed to submit review'. */
const submitFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : REVIEW_SUBMIT_FAILED;

/** The other member of the swap: the one the viewer reviews. */
const otherParty = (swap: SwapRequest, me: string | undefined) => (swap.requester_id === me ? swap.recipient : swap.requester);

function LoadingReview() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading review">
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
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 font-bold text-success">
        <CircleCheck className="h-5 w-5" aria-hidden="true" /> Review Submitted
      </p>
      <ReviewDetails review={review} />
    </div>
  );
}

/** The other member's review of the viewer, read-only, above the viewer's own form when it is still to write. */
function ReceivedReview({ review, children }: { review: Review; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div className="space-y-5">
      <section aria-labelledby={headingId} className="space-y-4">
        <h3 id={headingId} className="font-bold">
          {review.reviewer.username}&apos;s review of you
        </h3>
        <ReviewDetails review={review} />
      </section>
      {children}
    </div>
  );
}

/** A review's ratings and comment. */
function ReviewDetails({ review }: { review: Review }) {
  return (
    <>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="font-semibold">Overall</dt>
          <dd>
            <StarRating value={review.rating} />
          </dd>
        </div>
        {SUB_RATINGS.map(({ key, label }) => {
          const value = review[key];
          return value === null ? null : (
            <div key={key} className="flex items-center justify-between gap-4">
              <dt className="font-semibold">{label}</dt>
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
          label="Overall rating"
          value={fields.rating}
          onChange={set('rating')}
          required
          disabled={disabled}
          describedBy={fields.rating === 0 ? hintId : undefined}
        />
        {fields.rating === 0 && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {REVIEW_RATING_REQUIRED}
          </p>
        )}
      </div>
      {SUB_RATINGS.map(({ key, label }) => (
        <StarRatingInput key={key} label={label} value={fields[key]} onChange={set(key)} disabled={disabled} />
      ))}
      <TextareaField
        id={commentId}
        label="Comment"
        optional
        value={fields.comment}
        maxLength={REVIEW_COMMENT_MAX}
        disabled={disabled}
        placeholder="How did the swap go?"
        onChange={(event) => set('comment')(event.target.value)}
      />
    </form>
  );
}

/** The dialog while open: mounted per opening, so a new opening starts from an empty form. */
function OpenReviewDialog({ swapRequestId, onOpenChange, show }: Omit<ReviewDialogProps, 'open'>) {
  const { status, user } = useSession();
  const me = user?.profile.id;
  const swap = useSwapRequest(swapRequestId);
  const create = useCreateReview();
  const [fields, setFields] = useState(EMPTY_FIELDS);
  const submitting = create.isPending;
  const data = swap.data;
  const other = data ? otherParty(data, me) : null;
  const mine = data?.reviews.find((review) => review.reviewer_id === me);
  const canReview = Boolean(data && !mine && data.status === 'completed');
  const received =
    show === 'received' ? data?.reviews.find((review) => review.reviewed_user_id === me && review.reviewer_id === other?.id) : undefined;

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
      toast.error(parsed.error.issues[0]?.message ?? REVIEW_SUBMIT_FAILED);
      return;
    }
    // Awaited, not per-call callbacks: the swap's own socket event may re-render the dialog first.
    void create.mutateAsync({ swapRequestId, review: parsed.data }).then(
      () => {
        toast.success(REVIEW_SUBMITTED);
        onOpenChange(false);
      },
      (error: unknown) => toast.error(submitFailure(error)),
    );
  };

  const form = <ReviewForm fields={fields} onChange={setFields} disabled={submitting} onSubmit={submit} />;
  let body;
  if (swap.isPending || status === 'loading') body = <LoadingReview />;
  else if (swap.isError || !data || !other) {
    body = (
      <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert">
        <TriangleAlert className="h-8 w-8 text-destructive" aria-hidden="true" />
        <p className="font-bold">{REVIEW_LOAD_FAILED}</p>
        <p className="text-sm text-muted-foreground">{REVIEW_LOAD_FAILED_DETAIL}</p>
      </div>
    );
  } else if (received) {
    body = (
      <ReceivedReview review={received}>
        {canReview && (
          <section aria-label="Your review" className="space-y-3 border-t border-border pt-4">
            <h3 className="font-bold">Leave yours</h3>
            {form}
          </section>
        )}
      </ReceivedReview>
    );
  } else if (mine) body = <SubmittedReview review={mine} />;
  else if (!canReview) body = <p className="py-4 text-sm text-muted-foreground">{REVIEW_NOT_YET}</p>;
  else body = form;

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!submitting) onOpenChange(next);
      }}
      title={received ? `Review from ${received.reviewer.username}` : mine ? 'Your Review' : 'Leave a Review'}
      description={other ? `Your swap with ${other.username}` : 'How did your swap go?'}
      footer={
        canReview ? (
          <>
            <Button variant="outline" disabled={submitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={fields.rating === 0 || submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Submitting...' : 'Submit Review'}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
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
  return open ? <OpenReviewDialog swapRequestId={swapRequestId} onOpenChange={onOpenChange} show={show} /> : null;
}
