import { LogIn, UserPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { signInPath, useCurrentPath } from '@/lib/return-path';
import { AccountButtonFace, ACCOUNT_BUTTON_CLASSES } from './account-button';
import { MENU_CONTENT, MENU_ITEM } from './menu-classes';
import { useT } from '@/lib/i18n/i18n';

/**
 * The visitor's Account menu (Sign In, Register). It loads on the first press of the Account button
 * and takes its place already open, so a visitor's first page carries no menu code.
 */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  // Signing in from the header comes back to the page the visitor was reading.
  const here = useCurrentPath();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASSES}>
        <AccountButtonFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU_CONTENT}>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate(signInPath(here))}>
            <LogIn className="h-4 w-4 text-primary" aria-hidden="true" /> {t('shell.signIn')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={MENU_ITEM} onSelect={() => navigate(signInPath(here, 'register'))}>
            <UserPlus className="h-4 w-4 text-primary" aria-hidden="true" /> {t('shell.register')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
