import { describe, expect, it } from 'vitest';
import { htmlToText } from './html';

describe('another server’s HTML as text', () => {
  it('keeps paragraphs and line breaks as new lines and decodes entities', () => {
    expect(htmlToText('<p>Fresh <b>cuttings</b> &amp; seeds</p><p>Line one<br>line two &#x1F331; &#127793;</p>')).toBe(
      'Fresh cuttings & seeds\n\nLine one\nline two 🌱 🌱',
    );
  });

  it('drops scripts, styles and every tag with what scripts and styles hold', () => {
    const text = htmlToText('<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"><a href="javascript:x">link</a>');
    expect(text).toBe('link');
  });

  it('leaves an escaped tag as the characters it shows, which the app escapes again', () => {
    expect(htmlToText('<p>Water &lt;b&gt;weekly&lt;/b&gt;</p>')).toBe('Water <b>weekly</b>');
  });
});
