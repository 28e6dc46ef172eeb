import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@rootshare/contracts/languages';
import { useId } from 'react';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';

/** A choice of language; each named in itself, so a reader finds theirs whatever the page is in. */
export function LanguagePicker({ className }: { className?: string }) {
  const t = useT();
  const id = useId();
  const { language, choose } = useLanguage();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t('footer.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="rounded-full border border-border bg-background px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
