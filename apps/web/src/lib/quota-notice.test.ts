import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { ENGLISH_QUOTA_WORDS, quotaNotice } from './quota-notice';

const limit = 'You can upload 220 photos and videos an hour.';
const met = (seconds: number) => new ApiError(`${limit} Try again in a while.`, 429, { limit, retry_after_seconds: seconds });
const clock = (date: Date, options: Intl.DateTimeFormatOptions = {}) =>
  date.toLocaleString(undefined, { ...options, hour: '2-digit', minute: '2-digit' });

describe('quotaNotice', () => {
  it('names the limit and the local time it resets, rounded up to the minute', () => {
    const now = new Date(2026, 10, 25, 21, 28, 10);
    expect(quotaNotice(met(12 * 60), ENGLISH_QUOTA_WORDS, now)).toBe(`${limit} Try again after ${clock(new Date(2026, 10, 25, 21, 41))}.`);
  });

  it('names the day too when the quota resets tomorrow', () => {
    const now = new Date(2026, 10, 25, 22, 30);
    expect(quotaNotice(met(20 * 3600), ENGLISH_QUOTA_WORDS, now)).toBe(
      `${limit} Try again after ${clock(new Date(2026, 10, 26, 18, 30), { weekday: 'long' })}.`,
    );
  });

  it('says nothing for an error that is not a met quota', () => {
    expect(quotaNotice(new ApiError('Too many attempts. Please wait and try again.', 429), ENGLISH_QUOTA_WORDS)).toBeNull();
    expect(quotaNotice(new Error('Network error'), ENGLISH_QUOTA_WORDS)).toBeNull();
  });
});
