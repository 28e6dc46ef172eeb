import { LANGUAGE_NAMES, LANGUAGES } from '@rootshare/contracts/languages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { SettingsSection } from '@/components/ui/settings-section';

/** The language of Rootshare and of its mail: kept with the member's account (app/language-root.tsx). */
export function LanguageSection() {
  const t = useT();
  const { language, choose } = useLanguage();
  return (
    <SettingsSection id="language" title={t('settings.languageTitle')} description={t('settings.languageText')}>
      <div role="radiogroup" aria-label={t('settings.languageTitle')} className="flex flex-wrap gap-1.5">
        {LANGUAGES.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name="language"
              value={option}
              checked={language === option}
              onChange={() => void choose(option)}
              className="peer sr-only"
            />
            <span
              lang={option}
              className="inline-flex h-9 items-center rounded-full border border-input bg-card px-3.5 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover"
            >
              {LANGUAGE_NAMES[option]}
            </span>
          </label>
        ))}
      </div>
    </SettingsSection>
  );
}
