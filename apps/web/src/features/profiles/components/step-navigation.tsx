import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** Back and Continue along the bottom of a wizard step; `hint` says why Continue is not available yet. */
export function StepNavigation({
  onBack,
  onContinue,
  continueDisabled = false,
  hint,
}: {
  onBack: () => void;
  onContinue: () => void;
  continueDisabled?: boolean;
  hint?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="space-y-2 border-t border-border/70 pt-5">
      {hint && (
        <p id="wizard-continue-hint" className="text-right text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="flex justify-between gap-3">
        <Button variant="outline" onClick={onBack}>
          {t('profiles.wizard.back')}
        </Button>
        <Button disabled={continueDisabled} aria-describedby={hint ? 'wizard-continue-hint' : undefined} onClick={onContinue}>
          {t('profiles.wizard.continue')}
        </Button>
      </div>
    </div>
  );
}
