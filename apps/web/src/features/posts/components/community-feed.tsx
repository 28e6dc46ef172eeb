import { SEARCH_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { FileText, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { createContentPath } from '@/components/layout/create-content';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePosts } from '../api/list-posts';
import { countPosts } from '../lib/post-text';
import { PostGrid } from './post-grid';

/** Back to the Community tab without a search, on /browse or /explore alike. */
const CLEAR_SEARCH = { search: '?tab=content' };

/** The Community tab of Browse: everyone's posts, newest first, searched 300 ms after typing stops. */
export function CommunityFeed({ search }: { search: string }) {
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
            <span className="font-semibold">
              {countPosts(count, more)} {count === 1 && !more ? 'matches' : 'match'} &ldquo;{term}&rdquo;
            </span>
            <Link to={CLEAR_SEARCH} className="font-semibold text-primary underline-offset-4 hover:underline">
              Clear search
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
              title="No Matching Content"
              description={`No posts match “${term}”. Try other words, or a plant's name.`}
              action={
                <Link to={CLEAR_SEARCH} className={buttonClasses('outline', 'sm')}>
                  Clear search
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={<FileText className="h-6 w-6" />}
              title="No Posts Yet"
              description="Photos, reels and blog posts from the community will appear here."
              action={
                status === 'signed-in' && (
                  <Link to={createContentPath('photo')} className={buttonClasses('primary', 'sm')}>
                    Share the first post
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
