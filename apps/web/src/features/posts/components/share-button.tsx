import type { Post } from '@rootshare/contracts/posts';
import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { isAbortError } from '@/lib/api';
import { useT } from '@/lib/i18n/i18n';
import { shareText } from '../lib/post-text';

/** The share sheet where the browser has one, else the link copied. A cancelled sheet says nothing. */
export function ShareButton({ post }: { post: Pick<Post, 'id' | 'title' | 'content'> }) {
  const t = useT();
  async function handleShare() {
    const url = `${window.location.origin}/posts/${post.id}`;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: post.title, text: shareText(post.content), url });
        toast.success(t('posts.share.shared'));
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t('posts.share.copied'), { description: t('posts.share.copiedText') });
    } catch (error) {
      if (!isAbortError(error)) toast.error(t('posts.share.failed'));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleShare()}
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Share2 className="h-5 w-5" aria-hidden="true" /> {t('posts.share.button')}
    </button>
  );
}
