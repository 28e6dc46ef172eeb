import { useCallback } from 'react';
import { loadedContractMessageTable } from './contract-message-loader';
import { useLanguage, useT } from './i18n';

/**
 * A contract's message in the current language (docs/decisions/0062-contract-messages-in-the-members-language.md):
 * as it is in English, else through the table, which loaded with the language's catalog.
 */
export function useContractMessage() {
  const t = useT();
  const { language } = useLanguage();
  return useCallback(
    (message: string): string => {
      const table = language === 'en' ? null : loadedContractMessageTable();
      return table ? table.contractMessageIn(message, t) : message;
    },
    [language, t],
  );
}
