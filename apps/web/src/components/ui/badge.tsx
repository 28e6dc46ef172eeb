import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-muted text-foreground',
  primary: 'bg-primary text-primary-foreground',
  accent: 'bg-accent text-accent-foreground',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/25 text-foreground',
  // Opaque, so its text keeps its contrast over a photo as well as over a card.
  danger: 'bg-[oklch(0.95_0.035_27)] text-[oklch(0.47_0.17_27)]',
  info: 'bg-info/15 text-info',
} as const;

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof TONES }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)} {...props} />
  );
}

/**
 * A small count bubble on an icon button; hidden at zero. Without a label it is decoration: the
 * button's own name then carries the count.
 */
export function CountBadge({ count, label }: { count: string | null; label?: string }) {
  if (!count) return null;
  return (
    <span
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="absolute -top-1 -right-1 inline-flex min-w-5 h-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] font-bold text-accent-foreground ring-2 ring-background"
    >
      {count}
    </span>
  );
}
