import { Globe } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useFederationSettings } from '@/features/account/api/federation-settings';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** The header's Other towns link, for members of a server that federates: in the desktop bar, or as a row of the mobile sheet. */
export function OtherTownsLink({ sheetClassName, onNavigate }: { sheetClassName?: string; onNavigate?: () => void }) {
  const t = useT();
  const settings = useFederationSettings();
  if (!settings.data?.available) return null;
  return (
    <NavLink
      to="/other-towns"
      onClick={onNavigate}
      className={({ isActive }) => (sheetClassName ? sheetClassName : cn(buttonClasses('ghost', 'sm'), isActive && 'bg-sage text-primary'))}
    >
      <Globe className={cn(sheetClassName ? 'h-5 w-5 text-primary' : 'h-4 w-4')} aria-hidden="true" /> {t('nav.otherTowns')}
    </NavLink>
  );
}
