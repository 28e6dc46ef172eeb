import { Flag } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { MENU_ITEM } from '@/components/layout/menu-classes';
import { cn } from '@/lib/cn';
import type { MenuAction } from './report-menu';

/**
 * The '⋯' menu itself (Radix's dropdown, its positioning and focus handling), loaded the first time
 * a member presses the trigger (report-menu): it opens as it mounts, and stays for later presses.
 */
export function ReportMenuContent({
  label,
  triggerClassName,
  icon,
  actions,
  reportLabel,
  onReport,
}: {
  label: string;
  triggerClassName: string;
  icon: ReactNode;
  actions: MenuAction[];
  reportLabel: string;
  onReport: () => void;
}) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={label} title={label} className={triggerClassName}>
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-2xl border border-border bg-card p-1.5 shadow-lifted"
        >
          {actions.map(({ key, icon: Icon, label: actionLabel, onSelect }) => (
            <DropdownMenu.Item key={key} className={MENU_ITEM} onSelect={onSelect}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {actionLabel}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={cn(MENU_ITEM, 'text-destructive')} onSelect={onReport}>
            <Flag className="h-4 w-4" aria-hidden="true" /> {reportLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
