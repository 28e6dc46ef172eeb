import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One block of the settings page: a titled card, named by its heading for screen readers. */
export function SettingsSection({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card className={cn('p-5 sm:p-6', danger && 'border-destructive/50')}>
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className={cn('text-lg font-bold', danger && 'text-destructive')}>
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}
