import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';

/** The steps' names, in order. */
export const WIZARD_STEPS = [
  'profiles.step.basicInfo',
  'profiles.step.gardenPhotos',
  'profiles.step.collection',
  'profiles.step.swapPreferences',
  'profiles.step.preview',
] as const satisfies readonly MessageKey[];

/** The numbered progress bar of the set-up wizard. */
export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="mb-8 grid grid-cols-5 gap-2" aria-label={t('profiles.wizard.progress', { step, total: WIZARD_STEPS.length })}>
      {WIZARD_STEPS.map((key, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li key={key} className="flex flex-col items-center gap-2 text-center" aria-current={state === 'current' ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold',
                state === 'done' && 'bg-primary text-primary-foreground',
                state === 'current' && 'bg-accent text-accent-foreground ring-4 ring-accent/25',
                state === 'todo' && 'bg-muted text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="h-4 w-4" aria-label={t('profiles.wizard.stepDone')} /> : number}
            </span>
            <span className={cn('hidden text-xs font-semibold sm:block', state === 'todo' ? 'text-muted-foreground' : 'text-foreground')}>
              {t(key)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
