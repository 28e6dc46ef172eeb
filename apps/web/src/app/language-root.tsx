import type { Language } from '@rootshare/contracts/languages';
import { useEffect, type ReactNode } from 'react';
import { useLanguageSettings, useSaveLanguageSettings } from '@/features/account/api/language-settings';
import type { Catalog } from '@/lib/i18n/catalogs';
import { LanguageProvider, useLanguage } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/** Takes on the language a signed-in member's account keeps, when it differs from the one on screen. */
function MemberLanguage() {
  const { language, adopt } = useLanguage();
  const kept = useLanguageSettings().data?.language;
  useEffect(() => {
    if (kept && kept !== language) void adopt(kept);
  }, [adopt, kept, language]);
  return null;
}

/**
 * The app's language (lib/i18n): a visitor's choice stays in their browser; a member's is also kept
 * with their account, which their other devices and their mail follow.
 */
export function LanguageRoot({ initial, catalog, children }: { initial: Language; catalog: Catalog; children: ReactNode }) {
  const { status } = useSession();
  const save = useSaveLanguageSettings();
  const onChosen = (language: Language) => {
    if (status === 'signed-in') save.mutate({ language });
  };
  return (
    <LanguageProvider initial={initial} catalog={catalog} onChosen={onChosen}>
      <MemberLanguage />
      {children}
    </LanguageProvider>
  );
}
