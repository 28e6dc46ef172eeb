import { ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** The header's Admin link, for admins only: in the desktop bar, or as a row of the mobile sheet. */
export function AdminLink({ sheetClassName, onNavigate }: { sheetClassName?: string; onNavigate?: () => void }) {
  const t = useT();
  const { user } = useSession();
  if (!user?.profile.is_admin) return null;
  return (
    <NavLink
      to="/admin"
      onClick={onNavigate}
      className={({ isActive }) => (sheetClassName ? sheetClassName : cn(buttonClasses('ghost', 'sm'), isActive && 'bg-sage text-primary'))}
    >
      <ShieldCheck className={cn(sheetClassName ? 'h-5 w-5 text-primary' : 'h-4 w-4')} aria-hidden="true" /> {t('nav.admin')}
    </NavLink>
  );
}
