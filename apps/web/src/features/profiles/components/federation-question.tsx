import { Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/lib/i18n/i18n';

/** The wizard's one question about other servers, off until the member turns it on; saved with Publish. */
export function FederationQuestion({ checked, onCheckedChange }: { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-border/70 p-4">
      <div>
        <Label htmlFor="wizard-federates">{t('profiles.preview.federationLabel')}</Label>
        <p id="wizard-federates-hint" className="text-sm text-muted-foreground">
          {t('profiles.preview.federationHint')}
        </p>
      </div>
      <Switch id="wizard-federates" checked={checked} onCheckedChange={onCheckedChange} aria-describedby="wizard-federates-hint" />
    </div>
  );
}
