import type { Post } from '@rootshare/contracts/posts';
import { Share2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { isAbortError } from '@/lib/api';
import { shareText } from '../lib/post-text';

/** The share sheet where the browser has one, else the link copied. A cancelled sheet says nothing. */
export function ShareButton({ post }: { post: Pick<Post, 'id' | 'title' | 'content'> }) {
  async function handleShare() {
    const url = `${window.location.origin}/posts/${post.id}`;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: post.title, text: shareText(post.content), url });
        toast.success('Shared!');
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success('Link Copied!', { description: 'Paste it anywhere to share this post.' });
    } catch (error) {
      if (!isAbortError(error)) toast.error('Share Failed');
    }
  }

  return (
    <button
      type="button"
      onClick={() => void handleShare()}
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
    >
      <Share2 className="h-5 w-5" aria-hidden="true" /> Share
    </button>
  );
}
