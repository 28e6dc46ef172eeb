import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';

/**
 * Draws a post form (create, edit, the wizard's draft) once the 'post-forms' words are loaded in
 * the page's language; until then a small loading dialog, which Escape and Close still shut.
 */
export function PostFormsGate({ onOpenChange, children }: { onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const t = useT();
  const loading = (
    <Dialog open onOpenChange={onOpenChange} title={t('loading')} size="lg">
      <div role="status" aria-label={t('loading')} className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    </Dialog>
  );
  return (
    <CatalogGate part="post-forms" fallback={loading}>
      {children}
    </CatalogGate>
  );
}
