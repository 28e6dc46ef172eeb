import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from './button';
import { useT } from '@/lib/i18n/i18n';

/**
 * Where a page's reads could not reach Rootshare: says so in the app's own voice, keeps the header
 * above it, and offers Retry; the page also comes back by itself when the connection returns.
 */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section
      aria-labelledby="offline-title"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        <CloudOff className="h-8 w-8" />
      </div>
      <h1 id="offline-title" className="text-2xl font-extrabold tracking-tight">
        {t('offline.title')}
      </h1>
      <p className="text-muted-foreground">{t('offline.text')}</p>
      <Button onClick={onRetry}>
        <RotateCw className="h-4 w-4" aria-hidden="true" /> {t('offline.retry')}
      </Button>
    </section>
  );
}
