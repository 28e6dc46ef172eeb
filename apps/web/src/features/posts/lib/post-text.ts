import { BLOG_PREVIEW_CHARS, SHARE_TEXT_CHARS } from '@rootshare/contracts/limits';
import { normaliseTags, type Post } from '@rootshare/contracts/posts';

/** The first `max` characters (whole characters, never half an emoji) and whether text was cut. */
export function shortenText(text: string, max: number): { text: string; shortened: boolean } {
  const characters = Array.from(text);
  if (characters.length <= max) return { text, shortened: false };
  return { text: `${characters.slice(0, max).join('').trimEnd()}…`, shortened: true };
}

/** A blog post is shortened to 200 characters on cards, with Read more. */
export function cardText(post: Pick<Post, 'type' | 'content'>): { text: string; shortened: boolean } {
  return post.type === 'blog_post' ? shortenText(post.content, BLOG_PREVIEW_CHARS) : { text: post.content, shortened: false };
}

/** The text handed to the share sheet: the first 100 characters of the content. */
export function shareText(content: string): string {
  return Array.from(content).slice(0, SHARE_TEXT_CHARS).join('');
}

/** Paragraphs split at blank lines; single line breaks stay inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The post's tags as a list, tidied the way the server stores them. */
export function tagsOf(tags: string | null): string[] {
  return normaliseTags(tags)?.split(', ') ?? [];
}
