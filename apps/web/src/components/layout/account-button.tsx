import { User } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/** The Account button's look, the same before and after its menu has loaded. */
export const ACCOUNT_BUTTON_CLASSES = buttonClasses('outline', 'sm');

export function AccountButtonFace() {
  return (
    <>
      <User className="h-4 w-4" aria-hidden="true" /> Account
    </>
  );
}
