import { User } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** The Account button's look, the same before and after its menu has loaded. */
export const ACCOUNT_BUTTON_CLASSES = buttonClasses('outline', 'sm');

export function AccountButtonFace() {
  const t = useT();
  return (
    <>
      <User className="h-4 w-4" aria-hidden="true" /> {t('shell.account')}
    </>
  );
}
