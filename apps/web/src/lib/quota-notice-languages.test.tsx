import { EMAIL_CHANGE_LIMIT } from '@rootshare/contracts/account';
import type { QuotaDetails } from '@rootshare/contracts/error-message';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutesIn } from '@/test/render';
import { ApiError } from './api';
import { CatalogGate } from './i18n/i18n';
import { quotaNotice, useQuotaWords } from './quota-notice';

const NOW = new Date(2026, 10, 25, 21, 28, 10);
const uploads: QuotaDetails = {
  limit: 'You can upload 220 photos and videos an hour.',
  retry_after_seconds: 12 * 60,
  quota: { kind: 'uploads', max: 220 },
};
const addressChanges: QuotaDetails = { limit: EMAIL_CHANGE_LIMIT, retry_after_seconds: 20 * 3600 };

function Notices() {
  const words = useQuotaWords();
  return (
    <ul>
      {[uploads, addressChanges].map((details) => (
        <li key={details.limit}>{quotaNotice(new ApiError(details.limit, 429, details), words, NOW)}</li>
      ))}
    </ul>
  );
}

/** A met limit as each language says it: the quota by its kind and number, another limit by its words, the time in its clock. */
const WORDS = {
  'fr-CA': {
    uploads: 'Vous pouvez téléverser 220 photos et vidéos par heure. Vous pourrez réessayer : ',
    addressChanges: 'Vous pouvez demander de changer votre adresse courriel 5 fois par heure. Vous pourrez réessayer : ',
  },
  'es-US': {
    uploads: 'Puedes subir 220 fotos y videos por hora. Podrás volver a intentarlo: ',
    addressChanges: 'Puedes pedir cambiar tu correo electrónico 5 veces por hora. Podrás volver a intentarlo: ',
  },
} as const;

describe.each(Object.entries(WORDS))('a met limit in %s', (language, words) => {
  it('names the limit in the language and the time it resets on its clock', async () => {
    const gated = (
      <CatalogGate part="settings" fallback={null}>
        <Notices />
      </CatalogGate>
    );
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', gated)], '/');
    const [upload, change] = await screen.findAllByRole('listitem');
    const time = (date: Date, options: Intl.DateTimeFormatOptions = {}) =>
      date.toLocaleString(language, { ...options, hour: '2-digit', minute: '2-digit' });
    expect(upload).toHaveTextContent(`${words.uploads}${time(new Date(2026, 10, 25, 21, 41))}.`);
    expect(change).toHaveTextContent(`${words.addressChanges}${time(new Date(2026, 10, 26, 17, 29), { weekday: 'long' })}.`);
  });
});
