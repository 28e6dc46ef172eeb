import { Flag, MoreHorizontal, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses, type ButtonProps } from '@/components/ui/button';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import type { ReportTarget } from './report-dialog';

// The dialog (its form and radio group) loads when a member first reports something, and the menu
// (Radix's dropdown with its positioning and focus layers) when a member first opens it: the pages
// that show a '⋯' (a profile, a chat, a post) load neither to show it.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));
const ReportMenuContent = lazy(async () => ({ default: (await import('./report-menu-content')).ReportMenuContent }));

/** The report dialog while it is open. */
function OpenReportDialog({ target, open, onOpenChange }: { target: ReportTarget; open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog target={target} open onOpenChange={onOpenChange} />
    </Suspense>
  );
}

interface ReportEntryProps {
  target: ReportTarget;
  /** The member responsible (null for a reply from another server): nobody reports themselves or their own content. */
  ownerId: string | null;
}

/** Reporting is for signed-in members, about someone else. */
function useCanReport(ownerId: string | null): boolean {
  const { status, user } = useSession();
  return status === 'signed-in' && Boolean(user) && user?.profile.id !== ownerId;
}

/** Another entry of a '⋯' menu, above Report (such as Block). */
export interface MenuAction {
  key: string;
  icon: LucideIcon;
  label: string;
  onSelect: () => void;
}

/**
 * A '⋯' menu holding Report (a profile, a post, a comment, a chat message) after any `actions`,
 * with its dialog. Shows nothing to visitors and to the owner. Until its first press the trigger is
 * a plain button of the same look; the press loads the menu, which opens as it arrives.
 */
export function ReportMenu({
  target,
  ownerId,
  label,
  size = 'md',
  className,
  actions = [],
}: ReportEntryProps & { label: string; size?: 'sm' | 'md'; className?: string; actions?: MenuAction[] }) {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!useCanReport(ownerId)) return null;
  const triggerClassName = cn(
    buttonClasses('ghost', 'icon', size === 'sm' ? 'h-7 w-7 text-muted-foreground' : 'text-muted-foreground'),
    className,
  );
  const icon = <MoreHorizontal className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} aria-hidden="true" />;
  const trigger = (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onClick={() => setOpened(true)}
    >
      {icon}
    </button>
  );
  return (
    <>
      {opened ? (
        <Suspense fallback={trigger}>
          <CatalogGate part="reports" fallback={trigger}>
            <ReportMenuContent
              label={label}
              triggerClassName={triggerClassName}
              icon={icon}
              actions={actions}
              reportLabel={t('reports.menuItem', { type: target.type })}
              onReport={() => setReporting(true)}
            />
          </CatalogGate>
        </Suspense>
      ) : (
        trigger
      )}
      <OpenReportDialog target={target} open={reporting} onOpenChange={setReporting} />
    </>
  );
}

/** A plain Report button with its dialog (a plant page); nothing for visitors and the owner. */
export function ReportButton(props: ReportEntryProps & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <CatalogGate part="reports" fallback={null}>
      <ReportButtonWithWords {...props} />
    </CatalogGate>
  );
}

function ReportButtonWithWords({
  target,
  ownerId,
  variant = 'ghost',
  size = 'sm',
  className,
}: ReportEntryProps & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const t = useT();
  const [reporting, setReporting] = useState(false);
  if (!useCanReport(ownerId)) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, size, cn('text-muted-foreground', className))}
        onClick={() => setReporting(true)}
      >
        <Flag className="h-4 w-4" aria-hidden="true" /> {t('reports.reportThis', { type: target.type })}
      </button>
      <OpenReportDialog target={target} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
