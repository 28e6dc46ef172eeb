import type { ReactNode } from 'react';
import { Label } from './input';
import { Skeleton } from './skeleton';
import { Switch } from './switch';

/**
 * A setting that is one switch: its label and hint beside it, a skeleton in its place until the
 * saved value has arrived (so nothing moves when it does), and what else the hint needs below it.
 */
export function SwitchRow({
  id,
  label,
  hint,
  note,
  checked,
  loadingLabel,
  disabled,
  onChange,
  className = '',
}: {
  id: string;
  label: string;
  hint: string;
  /** A line under the hint, described by the switch too (why it cannot be changed, say). */
  note?: ReactNode;
  /** Undefined while the saved value is loading. */
  checked: boolean | undefined;
  /** Said while the saved value loads; only a setting that loads needs it. */
  loadingLabel?: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
        {note ? (
          <p id={`${id}-note`} className="mt-1 text-sm font-semibold">
            {note}
          </p>
        ) : null}
      </div>
      {checked === undefined ? (
        <div role="status" aria-label={loadingLabel}>
          <Skeleton className="h-6 w-11 rounded-full" />
        </div>
      ) : (
        <Switch
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onChange}
          aria-describedby={note ? `${id}-hint ${id}-note` : `${id}-hint`}
        />
      )}
    </div>
  );
}
