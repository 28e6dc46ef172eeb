import { SEARCH_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { FileText, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { createContentPath } from '@/components/layout/create-content';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePosts } from '../api/list-posts';
import { PostGrid, PostGridSkeleton } from './post-grid';

/** Back to the Community tab without a search, on /browse or /explore alike. */
const CLEAR_SEARCH = { search: '?tab=content' };

/**
 * The Community tab of Browse: everyone's posts, newest first, searched 300 ms after typing stops.
 * Drawn on Browse's page, it waits for the posts' words in the page's language.
 */
export function CommunityFeed({ search }: { search: string }) {
  const t = useT();
  return (
    <CatalogGate part="posts" fallback={<PostGridSkeleton label={t('loading')} />}>
      <CommunityFeedWords search={search} />
    </CatalogGate>
  );
}

function CommunityFeedWords({ search }: { search: string }) {
  const t = useT();
  const { status } = useSession();
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const posts = usePosts(term ? { search: term } : {}, { keepPrevious: true });
  const total = posts.data?.pages[0]?.total ?? null;
  const count = total ?? posts.data?.pages.reduce((sum, page) => sum + page.posts.length, 0) ?? 0;
  const more = total === null && posts.hasNextPage;
  const showMatches = term !== '' && posts.isSuccess && !posts.isPlaceholderData && count > 0;

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm" aria-live="polite">
        {showMatches && (
          <>
            <span className="font-semibold">{t('posts.feed.matches', { count, more: more ? 'yes' : 'no', term })}</span>
            <Link to={CLEAR_SEARCH} className="font-semibold text-primary underline-offset-4 hover:underline">
              {t('posts.feed.clearSearch')}
            </Link>
          </>
        )}
      </p>
      <PostGrid
        query={posts}
        dimmed={posts.isPlaceholderData}
        empty={
          term ? (
            <EmptyState
              icon={<SearchX className="h-6 w-6" />}
              title={t('posts.feed.noMatchTitle')}
              description={t('posts.feed.noMatchText', { term })}
              action={
                <Link to={CLEAR_SEARCH} className={buttonClasses('outline', 'sm')}>
                  {t('posts.feed.clearSearch')}
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={<FileText className="h-6 w-6" />}
              title={t('posts.feed.emptyTitle')}
              description={t('posts.feed.emptyText')}
              action={
                status === 'signed-in' && (
                  <Link to={createContentPath('photo')} className={buttonClasses('primary', 'sm')}>
                    {t('posts.feed.shareFirst')}
                  </Link>
                )
              }
            />
          )
        }
      />
    </div>
  );
}
