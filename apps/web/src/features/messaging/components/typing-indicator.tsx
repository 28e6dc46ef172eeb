import { useT } from '@/lib/i18n/i18n';

/** Three dots while the other member types (the bounce stops under prefers-reduced-motion). */
export function TypingIndicator({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="flex justify-start" role="status">
      <span className="sr-only">{t('messaging.thread.typing', { name })}</span>
      <span className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-3.5 py-3" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 rounded-full bg-muted-foreground/70 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}
