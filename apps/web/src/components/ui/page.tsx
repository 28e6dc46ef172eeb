import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The standard page frame: centred, padded, with an optional title block. */
export function Page({
  title,
  subtitle,
  actions,
  children,
  className,
  width = 'wide',
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div className={cn('mx-auto w-full px-4 py-6 sm:px-6 sm:py-10', width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl', className)}>
      {(title || actions) && (
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            {title && <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>}
            {subtitle && <p className="mt-1 text-muted-foreground">{subtitle}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
