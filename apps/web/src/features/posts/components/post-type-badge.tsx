import type { PostType } from '@rootshare/contracts/posts';
import type { LucideIcon } from 'lucide-react';
import { CREATE_CONTENT_ITEMS } from '@/components/layout/create-content';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

/** The same icon per type as the header's create menu. */
export const POST_TYPE_ICONS = Object.fromEntries(CREATE_CONTENT_ITEMS.map(({ kind, icon }) => [kind, icon])) as Record<
  PostType,
  LucideIcon
>;

const TONES = { reel: 'accent', photo: 'success', blog_post: 'info' } as const;

export function PostTypeBadge({ type }: { type: PostType }) {
  const t = useT();
  const Icon = POST_TYPE_ICONS[type];
  return (
    <Badge tone={TONES[type]} className="gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {t('posts.type', { type })}
    </Badge>
  );
}
