import { POST_TYPES, type PostType } from '@rootshare/contracts/posts';
import { Plus, Sprout } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { usePosts } from '../api/list-posts';
import { CreatePostDialog } from './create-post-dialog';
import { PostGrid, PostGridSkeleton } from './post-grid';

const CREATE_PARAM = 'create';
const isPostType = (value: string | null): value is PostType => (POST_TYPES as readonly (string | null)[]).includes(value);

/**
 * A member's Brag Board: their posts with a count; the owner creates, edits and
 * deletes. `?create=<type>` on the own profile opens the create form of that type at once (the
 * header's create menu and the home card link there). Drawn on the profile page, it waits for the
 * posts' words in the page's language.
 */
export function BragBoardTab(props: { userId: string; isOwner: boolean }) {
  const t = useT();
  return (
    <CatalogGate part="posts" fallback={<PostGridSkeleton label={t('loading')} />}>
      <BragBoardWords {...props} />
    </CatalogGate>
  );
}

function BragBoardWords({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const t = useT();
  const posts = usePosts({ user_id: userId });
  const [params, setParams] = useSearchParams();
  const requested = params.get(CREATE_PARAM);
  const requestedType = isOwner && isPostType(requested) ? requested : null;
  const [creating, setCreating] = useState(false);
  const loaded = posts.data?.pages.flatMap((page) => page.posts).length ?? 0;
  const total = posts.data?.pages[0]?.total;

  function setCreateOpen(open: boolean) {
    setCreating(open);
    if (!open && requested !== null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CREATE_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }

  const createButton = (
    <Button size="sm" onClick={() => setCreateOpen(true)}>
      <Plus className="h-4 w-4" aria-hidden="true" /> {t('posts.brag.create')}
    </Button>
  );

  return (
    <section aria-labelledby="brag-board-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="brag-board-heading" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
          <Sprout className="h-5 w-5 text-primary" aria-hidden="true" />
          {posts.isSuccess
            ? t('posts.count', { count: total ?? loaded, more: total == null && posts.hasNextPage ? 'yes' : 'no' })
            : t('posts.brag.title')}
        </h2>
        {isOwner && createButton}
      </div>
      <PostGrid
        query={posts}
        empty={
          isOwner ? (
            <EmptyState
              icon={<Sprout className="h-6 w-6" />}
              title={t('posts.brag.startTitle')}
              description={t('posts.brag.startText')}
              action={createButton}
            />
          ) : (
            <EmptyState icon={<Sprout className="h-6 w-6" />} title={t('posts.brag.emptyTitle')} description={t('posts.brag.emptyText')} />
          )
        }
      />
      {isOwner && <CreatePostDialog open={creating || requestedType !== null} onOpenChange={setCreateOpen} initialType={requestedType} />}
    </section>
  );
}
