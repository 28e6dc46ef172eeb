import { POST_TYPE_LABELS, type PostType } from '@rootshare/contracts/posts';
import type { LucideIcon } from 'lucide-react';
import { CREATE_CONTENT_ITEMS } from '@/components/layout/create-content';
import { Badge } from '@/components/ui/badge';

/** The same icon per type as the header's create menu. */
export const POST_TYPE_ICONS = Object.fromEntries(CREATE_CONTENT_ITEMS.map(({ kind, icon }) => [kind, icon])) as Record<
  PostType,
  LucideIcon
>;

const TONES = { reel: 'accent', photo: 'success', blog_post: 'info' } as const;

export function PostTypeBadge({ type }: { type: PostType }) {
  const Icon = POST_TYPE_ICONS[type];
  return (
    <Badge tone={TONES[type]} className="gap-1">
      <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {POST_TYPE_LABELS[type]}
    </Badge>
  );
}
