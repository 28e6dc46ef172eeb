import type { QuotaDetails } from '@rootshare/contracts/error-message';
import { dateLocaleOf } from '@rootshare/contracts/format';
import { useCallback } from 'react';
import { ApiError } from './api';
import { errorMessage } from './error-message';
import { useContractMessage } from './i18n/contract-messages';
import { useLanguage, useT } from './i18n/i18n';

/** How a page says a met limit and when it resets, in its language (useQuotaWords). */
export interface QuotaWords {
  /** The browser's own clock format in English, the language's otherwise. */
  locale: string | undefined;
  limitOf(details: QuotaDetails): string;
  tryAfter(limit: string, time: string): string;
}

/** English as the server says it: what tests and code outside a page use. */
export const ENGLISH_QUOTA_WORDS: QuotaWords = {
  locale: undefined,
  limitOf: (details) => details.limit,
  tryAfter: (limit, time) => `${limit} Try again after ${time}.`,
};

/**
 * For a met quota (429): the limit and the local time it resets, rounded up to the minute ("You
 * can upload 220 photos and videos an hour. Try again after 21:40."). Null for any other error.
 * Unlike the server's "in 12 minutes", it stays true while it is on screen.
 */
export function quotaNotice(error: unknown, words: QuotaWords, now = new Date()): string | null {
  if (!(error instanceof ApiError) || !error.quota) return null;
  const reset = new Date(Math.ceil((now.getTime() + error.quota.retry_after_seconds * 1000) / 60_000) * 60_000);
  const sameDay = reset.toDateString() === now.toDateString();
  const time = reset.toLocaleString(words.locale, { ...(sameDay ? {} : { weekday: 'long' }), hour: '2-digit', minute: '2-digit' });
  return words.tryAfter(words.limitOf(error.quota), time);
}

/** The page's words for a met limit: a creation quota by its kind, any other limit as the contracts say it. */
export function useQuotaWords(): QuotaWords {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const limitOf = useCallback(
    (details: QuotaDetails) =>
      language === 'en'
        ? details.limit
        : details.quota
          ? t(`quota.${details.quota.kind}`, { max: details.quota.max })
          : translate(details.limit),
    [language, t, translate],
  );
  return {
    locale: dateLocaleOf(language),
    limitOf,
    tryAfter: (limit, time) => (language === 'en' ? ENGLISH_QUOTA_WORDS.tryAfter(limit, time) : t('quota.tryAfter', { limit, time })),
  };
}

/**
 * What to tell the member about a failed request, in the page's language: a met quota with the time
 * it resets, a sentence of the server's or a form's as the catalogs say it, else the fallback.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const words = useQuotaWords();
  const translate = useContractMessage();
  return (error, fallback) => quotaNotice(error, words) ?? translate(errorMessage(error, fallback));
}
