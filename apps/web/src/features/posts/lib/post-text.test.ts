import { describe, expect, it } from 'vitest';
import { cardText, paragraphsOf, shareText, shortenText, tagsOf } from './post-text';

describe('post text helpers', () => {
  it('shortens a blog post to 200 characters with an ellipsis, and leaves other types whole', () => {
    const long = 'a'.repeat(250);
    expect(cardText({ type: 'blog_post', content: long })).toEqual({ text: `${'a'.repeat(200)}…`, shortened: true });
    expect(cardText({ type: 'blog_post', content: 'a'.repeat(200) })).toEqual({ text: 'a'.repeat(200), shortened: false });
    expect(cardText({ type: 'photo', content: long })).toEqual({ text: long, shortened: false });
  });

  it('never cuts a character in half', () => {
    expect(shortenText('🌱🌱🌱', 2).text).toBe('🌱🌱…');
  });

  it('shares the first 100 characters of the content', () => {
    expect(shareText('x'.repeat(150))).toHaveLength(100);
    expect(shareText('short')).toBe('short');
  });

  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('one\ntwo\n\n\nthree\n')).toEqual(['one\ntwo', 'three']);
  });

  it('lists tags tidied and without duplicates', () => {
    expect(tagsOf(' #monstera, cuttings,,monstera ')).toEqual(['monstera', 'cuttings']);
    expect(tagsOf(null)).toEqual([]);
  });
});
