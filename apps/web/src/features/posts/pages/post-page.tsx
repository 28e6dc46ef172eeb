import { FileText } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DetailSkeleton, PersonSkeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { useLikeStatus } from '../api/get-like-status';
import { usePost } from '../api/get-post';
import { PostCard } from '../components/post-card';

function PostSkeleton() {
  const t = useT();
  return <DetailSkeleton label={t('loading')} pictureClassName="aspect-video" top={<PersonSkeleton />} />;
}

function PostNotFound() {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        <FileText className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-extrabold">{t('posts.page.notFound')}</h1>
      <p className="text-muted-foreground">{t('posts.page.notFoundText')}</p>
      <Link to="/browse?tab=content" className={buttonClasses('primary')}>
        {t('posts.page.backToCommunity')}
      </Link>
    </div>
  );
}

/** A post's share link and Read more target: the whole post with its comments open. */
export function PostPage() {
  const t = useT();
  const translate = useContractMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const post = usePost(id);
  // The like state is asked for only when signed in; the like button keeps it current.
  const likeStatus = useLikeStatus(id, { enabled: status === 'signed-in' && post.isSuccess });
  const data = post.data;
  const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
  const documentTitle = data
    ? t('posts.page.documentTitle', { title: data.title })
    : t(missing ? 'posts.page.notFoundDocumentTitle' : 'posts.page.documentTitleBare');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (post.isPending) return <PostSkeleton />;
  if (missing) return <PostNotFound />;
  if (!data) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState
          icon={<FileText className="h-6 w-6" />}
          title={t('posts.page.loadFailed')}
          description={post.error && translate(post.error.message)}
          action={
            <Button variant="outline" size="sm" onClick={() => void post.refetch()}>
              {t('ui.tryAgain')}
            </Button>
          }
        />
      </div>
    );
  }
  const shown = likeStatus.data ? { ...data, has_liked: likeStatus.data.hasLiked } : data;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-6 sm:px-6 sm:py-10">
      <BackLink to="/browse?tab=content">{t('posts.page.community')}</BackLink>
      <PostCard post={shown} variant="page" onDelete={() => void navigate('/profile?tab=brag-board', { replace: true })} />
    </div>
  );
}
