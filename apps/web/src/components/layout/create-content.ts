import { Camera, Clapperboard, PenLine, type LucideIcon } from 'lucide-react';

export type ContentKind = 'reel' | 'photo' | 'blog_post';

/** The create-content choices of the header menu and the home card. */
export const CREATE_CONTENT_ITEMS: ReadonlyArray<{ kind: ContentKind; label: string; short: string; icon: LucideIcon }> = [
  { kind: 'reel', label: 'Create Reel', short: 'Reel', icon: Clapperboard },
  { kind: 'photo', label: 'Share Photo', short: 'Photo', icon: Camera },
  { kind: 'blog_post', label: 'Write Blog Post', short: 'Blog Post', icon: PenLine },
];

/** Where creating a post of a kind starts: the Brag Board of the own profile. */
export function createContentPath(kind: ContentKind): string {
  return `/profile?tab=brag-board&create=${kind}`;
}
