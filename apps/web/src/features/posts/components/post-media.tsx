import type { Post } from '@rootshare/contracts/posts';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';

/** The post's photo or video; a video shows its poster and loads only its metadata until played. */
export function PostMedia({
  post,
  full = false,
}: {
  post: Pick<Post, 'title' | 'media_type' | 'media_urls' | 'thumbnail_url' | 'media_description'>;
  full?: boolean;
}) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const src = post.media_urls[0];
  if (!post.media_type || !src) return null;
  if (post.media_type === 'video') {
    return (
      <video
        controls
        playsInline
        preload="metadata"
        src={src}
        poster={post.thumbnail_url ?? undefined}
        aria-label={t('posts.media.video', { title: post.title })}
        className={cn('w-full bg-black object-contain', full ? 'max-h-[80dvh]' : 'aspect-[4/5] max-h-[32rem] sm:aspect-video')}
      />
    );
  }
  if (failed) {
    return (
      <div
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-sage text-sm text-muted-foreground"
        role="img"
        aria-label={t('posts.media.unavailableOf', { title: post.title })}
      >
        <ImageOff className="h-8 w-8" aria-hidden="true" /> {t('posts.media.unavailable')}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={imageAlt(post.media_description, post.title)}
      loading={full ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('w-full bg-sage', full ? 'max-h-[80dvh] object-contain' : 'aspect-[4/3] object-cover')}
    />
  );
}
