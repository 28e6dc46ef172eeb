import { SwitchRow } from '@/components/ui/switch-row';
import { useT } from '@/lib/i18n/i18n';

/** The wizard's one question about other servers, off until the member turns it on; saved with Publish. */
export function FederationQuestion({ checked, onCheckedChange }: { checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <SwitchRow
      id="wizard-federates"
      className="rounded-xl border border-border/70 p-4"
      label={t('profiles.preview.federationLabel')}
      hint={t('profiles.preview.federationHint')}
      checked={checked}
      disabled={false}
      onChange={onCheckedChange}
    />
  );
}
