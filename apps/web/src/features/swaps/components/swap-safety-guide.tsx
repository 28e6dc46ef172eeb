import { ChevronDown, ShieldCheck } from 'lucide-react';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';

const TIPS: readonly MessageKey[] = ['swaps.safety.meet', 'swaps.safety.location', 'swaps.safety.pests', 'swaps.safety.report'];

/**
 * A short safety guide: open with a member's first swap request, a closed "Swap safely"
 * line after that, so it is always one click away without being in the way.
 */
export function SwapSafetyGuide({ first }: { first: boolean }) {
  const t = useT();
  return (
    // Keyed by `first`, so it opens once it is known that this is the member's first request.
    <details
      key={first ? 'first' : 'later'}
      open={first || undefined}
      className="group rounded-xl border border-primary/30 bg-sage/30 px-3 py-2 text-sm"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-ring">
        <ShieldCheck className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="flex-1">{t(first ? 'swaps.safety.first' : 'swaps.safety.later')}</span>
        <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
    </details>
  );
}
