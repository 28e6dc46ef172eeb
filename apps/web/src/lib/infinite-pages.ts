import type { InfiniteData } from '@tanstack/react-query';

/** Cached pages of an infinite list with each page changed; nothing when nothing is cached. */
export function mapPages<TPage, TParam>(
  lists: InfiniteData<TPage, TParam> | undefined,
  change: (page: TPage, index: number) => TPage,
): InfiniteData<TPage, TParam> | undefined {
  return lists && { ...lists, pages: lists.pages.map(change) };
}
