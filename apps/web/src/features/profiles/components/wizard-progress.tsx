import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export const WIZARD_STEPS = ['Basic Info', 'Garden Photos', 'Build Your Collection', 'Swap Preferences', 'Preview & Publish'] as const;

/** The numbered progress bar of the set-up wizard. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="mb-8 grid grid-cols-5 gap-2" aria-label={`Step ${step} of ${WIZARD_STEPS.length}`}>
      {WIZARD_STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'todo';
        return (
          <li key={label} className="flex flex-col items-center gap-2 text-center" aria-current={state === 'current' ? 'step' : undefined}>
            <span
              className={cn(
                'flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold',
                state === 'done' && 'bg-primary text-primary-foreground',
                state === 'current' && 'bg-accent text-accent-foreground ring-4 ring-accent/25',
                state === 'todo' && 'bg-muted text-muted-foreground',
              )}
            >
              {state === 'done' ? <Check className="h-4 w-4" aria-label="done" /> : number}
            </span>
            <span className={cn('hidden text-xs font-semibold sm:block', state === 'todo' ? 'text-muted-foreground' : 'text-foreground')}>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
