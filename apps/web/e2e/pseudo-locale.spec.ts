import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The pseudo-language's filler: where it shows, the page's words came from the catalogs. */
const PSEUDO = 'ẋẋ';

/**
 * What a longer language would break on this page: the page scrolling sideways, and words that
 * are cut off (clipped by their box) or run past the screen's edge.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide at ${width} px`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !text.includes(marker)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const label = `"${text.trim().slice(0, 40)}" in <${element.tagName.toLowerCase()}>`;
      if (box.right > width + 1 || box.left < -1) problems.push(`${label} runs past the screen's edge`);
      // A control's words that spill out of it run into its neighbours'.
      const control = element.closest('button, a, label, [role="tab"]');
      const bounds = control?.getBoundingClientRect();
      if (control && bounds && (box.right > bounds.right + 1 || box.left < bounds.left - 1))
        problems.push(`${label} spills out of its <${control.tagName.toLowerCase()}>`);
      for (let box = element as HTMLElement | null; box && box !== document.body; box = box.parentElement) {
        const own = getComputedStyle(box);
        const clips = own.overflowX !== 'visible' || own.textOverflow === 'ellipsis';
        if (clips && own.overflowX !== 'auto' && own.overflowX !== 'scroll' && box.scrollWidth > box.clientWidth + 1) {
          problems.push(`${label} is cut off by <${box.tagName.toLowerCase()} class="${box.className}">`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  }, PSEUDO);
}

/** Opens a page and waits until its words (the pseudo-language's) are on it and its loading has settled. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((marker) => document.body.innerText.includes(marker), PSEUDO);
}

/** Each page's problems, by path: every list must be empty. */
async function problemsOn(page: Page, paths: (string | null)[]): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    if (!path) continue;
    await settle(page, path);
    problems[path] = await layoutProblems(page);
  }
  return problems;
}

const none = (problems: Record<string, string[]>) => Object.fromEntries(Object.keys(problems).map((path) => [path, []]));

describe('Rootshare in a language 40 % longer than English, on a phone', () => {
  it('shows a visitor the landing page, sign-in, sign-up and Browse with nothing cut off and no sideways scroll', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await context.addInitScript(() => localStorage.setItem('rootshare:pseudo-locale', 'on'));
    const problems = await problemsOn(page, [
      '/landing',
      '/auth',
      '/auth?mode=register',
      '/browse',
      '/browse?tab=people',
      '/browse?tab=events',
    ]);
    expect(problems).toEqual(none(problems));
    expect(errors).toEqual([]);
  });

  it('shows a member their home, Browse, a listing, a meet, messages, profile and settings with nothing cut off', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, 'kenji.sato');
    await context.addInitScript(() => localStorage.setItem('rootshare:pseudo-locale', 'on'));
    const problems = await problemsOn(page, ['/', '/browse', '/browse?tab=events']);
    // A listing and a meet of the demo community, as Browse's lists name them.
    const { listing, meet } = await page.evaluate(async () => {
      const plants = (await (await fetch('/api/explore-v2')).json()) as { items: { userPlant: { id: string } }[] };
      const meets = (await (await fetch('/api/meets?user_latitude=45.52&user_longitude=-122.68')).json()) as { meets: { id: string }[] };
      return { listing: plants.items[0]?.userPlant.id, meet: meets.meets[0]?.id };
    });
    expect(listing && meet).toBeTruthy();
    Object.assign(problems, await problemsOn(page, [`/plant/${listing}`, `/meets/${meet}`, '/messages', '/profile', '/settings']));
    expect(problems).toEqual(none(problems));
    expect(errors).toEqual([]);
  });
});
