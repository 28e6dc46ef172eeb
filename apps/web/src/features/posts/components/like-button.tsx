import type { Post } from '@rootshare/contracts/posts';
import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useSignInPath } from '@/lib/return-path';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';
import { useSetLike } from '../api/like-post';

/** The like toggle with its count: changes at once, rolls back with a toast on failure. */
export function LikeButton({ post }: { post: Post }) {
  const t = useT();
  const translate = useContractMessage();
  const { status } = useSession();
  const navigate = useNavigate();
  const signIn = useSignInPath();
  const setLike = useSetLike();
  const liked = post.has_liked;

  function handleClick() {
    // One change at a time: a second click waits for the first answer.
    if (setLike.isPending) return;
    if (status === 'signed-out') {
      toast(t('posts.like.signIn'), {
        description: t('posts.like.signInText'),
        action: { label: t('posts.like.signInAction'), onClick: () => void navigate(signIn) },
      });
      return;
    }
    setLike.mutate(
      { post, like: !liked },
      {
        onError: (error) => {
          const message = error.message;
          if (message.includes('Access token required') || message.includes('Invalid token')) toast.error(t('posts.like.signIn'));
          else toast.error(t('posts.like.error'), { description: message ? translate(message) : t('posts.like.failed') });
        },
      },
    );
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      aria-pressed={liked}
      aria-disabled={setLike.isPending || undefined}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors hover:bg-muted aria-disabled:cursor-progress',
        liked ? 'text-destructive' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Heart className={cn('h-5 w-5 transition-transform motion-safe:active:scale-90', liked && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{post.likes_count}</span>
      <span className="sr-only">{t('posts.like.label', { count: post.likes_count })}</span>
    </button>
  );
}
