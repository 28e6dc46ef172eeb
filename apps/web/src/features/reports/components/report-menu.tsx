import { REPORT_TARGET_LABELS } from '@rootshare/contracts/reports';
import { Flag, MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClasses, type ButtonProps } from '@/components/ui/button';
import { useSession } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import type { ReportTarget } from './report-dialog';

// The dialog (its form and radio group) loads when a member first reports something.
const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog')).ReportDialog }));

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
  /** The member responsible: nobody reports themselves or their own content. */
  ownerId: string;
}

/** Reporting is for signed-in members, about someone else. */
function useCanReport(ownerId: string): boolean {
  const { status, user } = useSession();
  return status === 'signed-in' && Boolean(user) && user?.profile.id !== ownerId;
}

/** The look of an item in a '⋯' menu (other features add theirs, such as Block). */
export const MENU_ITEM = 'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-muted';

/**
 * A '⋯' menu holding Report (a profile, a post, a comment, a chat message), with its dialog.
 * Shows nothing to visitors and to the owner.
 */
export function ReportMenu({ target, ownerId, label, size = 'md', className, children }: ReportEntryProps & { label: string; size?: 'sm' | 'md'; className?: string; children?: ReactNode }) {
  const [reporting, setReporting] = useState(false);
  if (!useCanReport(ownerId)) return null;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={label}
          title={label}
          className={cn(buttonClasses('ghost', 'icon', size === 'sm' ? 'h-7 w-7 text-muted-foreground' : 'text-muted-foreground'), className)}
        >
          <MoreHorizontal className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-44 rounded-2xl border border-border bg-card p-1.5 shadow-lifted">
            {children}
            <DropdownMenu.Item className={cn(MENU_ITEM, 'text-destructive')} onSelect={() => setReporting(true)}>
              <Flag className="h-4 w-4" aria-hidden="true" /> Report {REPORT_TARGET_LABELS[target.type]}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <OpenReportDialog target={target} open={reporting} onOpenChange={setReporting} />
    </>
  );
}

/** A plain Report button with its dialog (a plant page); nothing for visitors and the owner. */
export function ReportButton({ target, ownerId, variant = 'ghost', size = 'sm', className }: ReportEntryProps & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const [reporting, setReporting] = useState(false);
  if (!useCanReport(ownerId)) return null;
  return (
    <>
      <button type="button" className={buttonClasses(variant, size, cn('text-muted-foreground', className))} onClick={() => setReporting(true)}>
        <Flag className="h-4 w-4" aria-hidden="true" /> Report this {REPORT_TARGET_LABELS[target.type]}
      </button>
      <OpenReportDialog target={target} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
