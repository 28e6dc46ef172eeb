/**
 * The page's own answer for a visitor's first read of `path` (the server puts it in a public page
 * for the read the page makes first), once: the opening page draws without asking again
 * (docs/decisions/0070-first-answers-in-the-page.md). Taking it removes it from the page, so every
 * later read asks the server; undefined for any other path.
 */
export function takeFirstAnswer(path: string): unknown {
  const element = document.getElementById('first-answer');
  if (!element?.textContent || element.dataset.path !== path) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}
