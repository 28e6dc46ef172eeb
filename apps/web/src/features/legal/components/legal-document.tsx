import { dateTimeFormat } from '@rootshare/contracts/intl';
import { useEffect, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/** One numbered section of a legal document; `id` is the anchor the table of contents links to. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Prose styling for section bodies: comfortable line length and spacing, lists with markers,
 * visible links. Applied once to the wrapper so the documents can stay plain JSX.
 */
const PROSE =
  'max-w-[70ch] space-y-4 text-base leading-relaxed text-foreground ' +
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:pl-1 [&_li]:marker:text-primary ' +
  '[&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 ' +
  '[&_a:hover]:text-primary-hover';

/**
 * The shared frame of the Privacy Policy and Terms of Service: title, "last updated" date, an
 * "On this page" table of contents built from the sections (so every link has a target), then
 * the sections themselves, each with an h2 heading carrying its id. The documents are written in
 * English only (docs/product-decisions.md): in another language the frame speaks it and says so,
 * and the text is marked English for screen readers.
 */
export function LegalDocument({
  kind,
  lastUpdatedIso = '2025-07-29',
  intro,
  sections,
  footer,
}: {
  kind: 'privacy' | 'terms';
  lastUpdatedIso?: string;
  intro: ReactNode;
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  const t = useT();
  const { language } = useLanguage();
  const title = t(kind === 'privacy' ? 'footer.privacy' : 'footer.terms');
  const documentTitle = `${title} — Rootshare`;
  // Noon UTC: the same calendar day in every time zone.
  const lastUpdated = dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastUpdatedIso}T12:00:00Z`));
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle]);

  return (
    <Page
      width="narrow"
      title={title}
      subtitle={
        <>
          {t.rich('legal.updated', { date: lastUpdated, time: (chunks) => <time dateTime={lastUpdatedIso}>{chunks}</time> })}
          {language !== 'en' && <span className="mt-2 block">{t('legal.englishOnly')}</span>}
        </>
      }
    >
      <article className="text-foreground" lang="en">
        <div className={PROSE}>{intro}</div>

        <Card className="mt-8 p-5 sm:p-6">
          <nav aria-label={t('legal.onThisPage')} lang={language}>
            <p aria-hidden="true" className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
              {t('legal.onThisPage')}
            </p>
            <ol className="mt-3 text-sm sm:columns-2 sm:gap-8" lang="en">
              {sections.map((section, index) => (
                <li key={section.id} className="mb-1.5 flex break-inside-avoid gap-2 last:mb-0">
                  <span aria-hidden="true" className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">
                    {index + 1}.
                  </span>
                  <a
                    href={`#${section.id}`}
                    className="rounded-sm text-foreground underline-offset-2 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </Card>

        <div className="mt-10 space-y-10 sm:mt-12 sm:space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="border-t border-border pt-8 first:border-t-0 first:pt-0">
              <h2 id={section.id} className="scroll-mt-24 text-xl font-bold tracking-tight text-balance sm:text-2xl">
                <span aria-hidden="true" className="mr-2 text-primary tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              <div className={`mt-4 ${PROSE}`}>{section.content}</div>
            </section>
          ))}
        </div>

        {footer && (
          <div className="mt-12 rounded-[var(--radius-card)] bg-sage px-5 py-4 text-sm leading-relaxed text-foreground sm:px-6 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
            {footer}
          </div>
        )}
      </article>
    </Page>
  );
}
