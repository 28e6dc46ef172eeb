import { formatOneDecimal } from '@rootshare/contracts/intl';
import type { Review } from '@rootshare/contracts/swaps';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadMoreButton } from '@/components/ui/list-states';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useReviews } from '../api/list-reviews';
import { SUB_RATINGS } from '../lib/sub-ratings';
import { useWhen } from '../lib/when';
import { StarRating } from './star-rating';

/** One review: who wrote it (to their profile), the stars, the sub-ratings given, the comment and what was swapped. */
function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  const created = useWhen()(review.created_at);
  const name = review.reviewer.full_name ?? review.reviewer.username;
  const given = SUB_RATINGS.filter((key) => review[key] !== null);
  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Link
          to={`/profile/${encodeURIComponent(review.reviewer.username)}`}
          className="shrink-0 rounded-full"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar src={review.reviewer.avatar_url} name={name} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link
              to={`/profile/${encodeURIComponent(review.reviewer.username)}`}
              className="truncate font-bold hover:text-primary hover:underline"
            >
              {name}
            </Link>
            <time dateTime={review.created_at} title={created.full} className="text-xs text-muted-foreground">
              {created.ago}
            </time>
          </div>
          <StarRating value={review.rating} className="mt-1" />
        </div>
      </div>
      {given.length > 0 && (
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {given.map((key) => (
            <div key={key} className="flex items-center gap-1.5">
              <dt className="text-muted-foreground">{t(`swaps.review.${key}`)}</dt>
              <dd>
                <StarRating value={review[key] ?? 0} size="sm" />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {review.comment && <p className="text-sm break-words whitespace-pre-wrap">{review.comment}</p>}
      {review.swapRequest.plant_names.length > 0 && (
        <p className="text-xs text-muted-foreground">
          <span className="font-semibold">{t('swaps.reviews.swapped')}</span> {review.swapRequest.plant_names.join(', ')}
        </p>
      )}
    </Card>
  );
}

function ReviewsSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      <Skeleton className="h-8 w-48" />
      {[0, 1].map((n) => (
        <Card key={n} className="space-y-3 p-4">
          <PersonSkeleton />
          <Skeleton className="h-4 w-full" />
        </Card>
      ))}
    </div>
  );
}

/** A profile's Reviews tab: the average and count, then each review, newest first, once the swaps' words have loaded. */
export function ReviewsTab({ userId }: { userId: string }) {
  const t = useT();
  return (
    <CatalogGate part="swaps" fallback={<ReviewsSkeleton label={t('loading')} />}>
      <Reviews userId={userId} />
    </CatalogGate>
  );
}

function Reviews({ userId }: { userId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const reviews = useReviews(userId);
  if (reviews.isPending) return <ReviewsSkeleton label={t('swaps.reviews.loading')} />;
  if (reviews.isError) {
    return <LoadError message={t('swaps.reviews.loadFailed')} onRetry={() => void reviews.refetch()} />;
  }
  const first = reviews.data.pages[0];
  const items = reviews.data.pages.flatMap((page) => page.reviews);
  if (!first || first.count === 0 || first.average === null) {
    return <EmptyState icon={<Star className="h-6 w-6" />} title={t('swaps.reviews.empty')} description={t('swaps.reviews.emptyText')} />;
  }
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id="reviews-heading" className="text-xl font-bold">
          {t('swaps.reviews.title')}
        </h2>
        <p className="flex items-center gap-2">
          <span className="text-2xl font-extrabold tabular-nums">
            {formatOneDecimal(language, first.average)}
            <span className="sr-only"> {t('swaps.reviews.outOf5')}</span>
          </span>
          <span aria-hidden="true">
            <StarRating value={Math.round(first.average)} />
          </span>
          <span className="text-sm text-muted-foreground">{t('swaps.reviews.count', { count: first.count })}</span>
        </p>
      </div>
      <ul className="space-y-3">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={reviews} />
    </section>
  );
}
