import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars as a picture: `value` of 5 filled, read as '4 out of 5 stars'. */
export function StarRating({ value, size = 'md', className }: { value: number; size?: 'sm' | 'md'; className?: string }) {
  const t = useT();
  const icon = size === 'sm' ? 'h-3.5 w-3.5' : 'h-5 w-5';
  return (
    <span role="img" aria-label={t('swaps.stars.outOf5', { count: value })} className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((n) => (
        <Star key={n} aria-hidden="true" className={cn(icon, n <= value ? 'fill-warning text-warning' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  label: string;
  /** 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  required?: boolean;
  disabled?: boolean;
  /** Id of a hint or error read with the group. */
  describedBy?: string;
}

/**
 * One to five stars as a radio group: arrow keys move and choose, the chosen star and those before
 * it fill in. An optional rating can be cleared again.
 */
export function StarRatingInput({ label, value, onChange, required = false, disabled = false, describedBy }: StarRatingInputProps) {
  const t = useT();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span id={labelId} className="text-sm font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-muted-foreground"> {t('swaps.optional')}</span>}
      </span>
      <div className="-ml-1 flex items-center gap-2 sm:ml-0">
        <RadioGroup.Root
          value={value > 0 ? String(value) : ''}
          onValueChange={(next) => onChange(Number(next))}
          orientation="horizontal"
          loop={false}
          required={required}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className="flex items-center"
        >
          {STARS.map((n) => (
            <RadioGroup.Item
              key={n}
              value={String(n)}
              aria-label={t('swaps.stars.count', { count: n })}
              className="rounded-md p-1 text-muted-foreground/50 transition-colors hover:text-warning focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
            >
              <Star aria-hidden="true" className={cn('h-7 w-7', n <= value && 'fill-warning text-warning')} />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
        {!required && value > 0 && !disabled && (
          <button
            type="button"
            className="rounded-md px-1 text-xs font-semibold text-muted-foreground underline-offset-2 hover:underline"
            onClick={() => onChange(0)}
          >
            {t('swaps.stars.clear')}
            <span className="sr-only"> {label}</span>
          </button>
        )}
      </div>
    </div>
  );
}
