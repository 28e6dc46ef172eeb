import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, openPage, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD as PASSWORD, memberWithPlants as makeMember } from './members';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const memberWithPlants = (prefix: string, plants: Array<{ name: string; query: string }>) => makeMember(baseUrl, prefix, plants);

/** Opens the bell, then the newest notification with this title. */
async function openNotification(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('list', { name: 'Notifications' }).getByText(title).first().click();
}

async function review(page: Page, stars: number, comment: string): Promise<void> {
  await page.getByRole('button', { name: 'Leave Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
  await dialog
    .getByRole('radiogroup', { name: /Overall rating/ })
    .getByRole('radio', { name: `${stars} stars` })
    .click();
  await dialog.getByLabel(/Comment/).fill(comment);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByText('Review submitted successfully!').waitFor();
  await page.getByRole('button', { name: 'Review Submitted' }).waitFor();
}

async function ratingOn(page: Page, username: string): Promise<string> {
  await page.goto(`/profile/${username}`);
  // The Rating tile: its term, then its value.
  const value = page
    .getByRole('region', { name: 'Profile stats' })
    .getByText('Rating', { exact: true })
    .locator('xpath=following-sibling::dd');
  await value.getByText(/\d\.\d/).waitFor();
  return (await value.textContent()) ?? '';
}

describe('swapping in the browser', () => {
  it('requests, counters, accepts, completes on both sides and reviews both ways, with notifications arriving live', async () => {
    const alder = await memberWithPlants('alder', [{ name: 'Alder pothos', query: 'pothos' }]);
    const birch = await memberWithPlants('birch', [
      { name: 'Birch monstera', query: 'monstera' },
      { name: 'Birch aloe', query: 'aloe' },
    ]);
    const a = await openPage(browser(), baseUrl);
    const b = await openPage(browser(), baseUrl);
    await signIn(a.page, alder.username, PASSWORD);
    await signIn(b.page, birch.username, PASSWORD);
    await gotoLive(b.page, '/browse');

    // Alder asks for Birch's monstera, offering the pothos.
    await gotoLive(a.page, `/plant/${birch.plants.get('Birch monstera')}`);
    await a.page.getByRole('button', { name: 'Request Swap' }).click();
    const request = a.page.getByRole('dialog', { name: 'Request Swap' });
    // Alder's first swap: the safety guide is open.
    await request.getByText('Your first swap? A few safety tips').waitFor();
    await request.getByText('Meet in a busy public place in daylight, or use porch pickup or post.').waitFor();
    await request.getByRole('checkbox', { name: /Alder pothos/ }).check();
    await request.getByRole('button', { name: 'Send Request' }).click();
    await a.page.getByText('Swap request sent!').waitFor();

    // Birch's bell rings without a reload; the notification leads to the card in the chat.
    await openNotification(b.page, 'New swap request');
    await b.page.waitForURL(`${baseUrl}/messages`);
    const birchCard = b.page.getByRole('button', { name: `Swap Request from ${alder.username}` });
    await birchCard.waitFor();
    // Birch counters with the aloe instead, with a note.
    await b.page.getByRole('checkbox', { name: /Birch aloe/ }).check();
    await b.page.getByLabel('Message (optional)').fill('The monstera is spoken for. How about my aloe?');
    await b.page.getByRole('button', { name: 'Counter-offer' }).click();
    await b.page.getByText('Counter-offer sent! The requester will see your plant selection.').waitFor();
    await b.page.getByRole('button', { name: 'Your Swap Request' }).waitFor();

    // Alder hears of the counter-offer live and accepts it.
    await openNotification(a.page, 'Counter-offer received');
    await a.page.waitForURL(`${baseUrl}/messages`);
    await a.page.getByRole('button', { name: `Swap Request from ${birch.username}` }).waitFor();
    await a.page.getByText('How about my aloe?').first().waitFor();
    await a.page.getByRole('button', { name: 'Accept' }).click();
    await a.page.getByText('Swap request accepted! Contact the requester to arrange the exchange.').waitFor();

    // Alder chooses porch pickup; Birch's card shows it live, with where the address belongs.
    await a.page.getByRole('radiogroup', { name: 'Handover' }).getByRole('radio', { name: 'Porch pickup' }).click();
    await a.page.getByText('Handover saved').waitFor();
    const birchHandover = b.page.getByRole('radiogroup', { name: 'Handover' });
    await birchHandover.getByRole('radio', { name: 'Porch pickup', checked: true }).waitFor();
    await b.page.getByText('Share the pickup address only in this chat, and agree on a time window.').waitFor();

    // Both mark it complete; Birch's card follows Alder's answer without a reload.
    await a.page.getByRole('button', { name: 'Mark Complete' }).click();
    // The first side is told the review waits for the other; the second that it can review now.
    await a.page.getByText('Marked complete', { exact: true }).waitFor();
    await a.page.getByText(`You can leave a review once ${birch.username} marks it complete too.`).waitFor();
    await a.page.getByText(/Waiting for (requester|recipient) to mark complete/).waitFor();
    await b.page.getByRole('button', { name: 'Mark Complete' }).click();
    await b.page.getByText('Swap marked as completed!').waitFor();
    await b.page.getByText('You can now leave a review for this swap.').waitFor();
    await a.page.getByRole('button', { name: 'Leave Review' }).waitFor();

    await review(a.page, 5, 'Beautiful aloe, well packed.');
    await review(b.page, 4, 'Lovely pothos cutting.');

    // 'You received a review' opens the review Birch left, not Alder's own.
    await openNotification(a.page, 'You received a review');
    const received = a.page.getByRole('dialog', { name: `Review from ${birch.username}` });
    await received
      .getByRole('region', { name: `${birch.username}'s review of you` })
      .getByText('Lovely pothos cutting.')
      .waitFor();
    expect(await received.getByText('Beautiful aloe, well packed.').count()).toBe(0);
    await received.getByRole('button', { name: 'Close' }).first().click();

    expect(await ratingOn(a.page, birch.username)).toContain('5.0');
    expect(await ratingOn(b.page, alder.username)).toContain('4.0');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
