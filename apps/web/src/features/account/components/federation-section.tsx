import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { SwitchRow } from '@/components/ui/switch-row';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useFederationSettings } from '../api/federation-settings';
import { useSaveFederationSettings } from '../api/save-federation-settings';

/** The saved toasts' English words (settings.federation.onSaved, offSaved), as tests look for them. */
export const FEDERATION_ON_SAVED = 'People on other servers can now follow you';
export const FEDERATION_OFF_SAVED = 'People on other servers can no longer follow you';

/** The handle to give people elsewhere, with a button that copies it. */
function HandleField({ handle }: { handle: string }) {
  const t = useT();
  const copy = () =>
    navigator.clipboard.writeText(handle).then(
      () => toast.success(t('settings.federation.copied')),
      () => toast.error(t('settings.federation.copyFailed')),
    );
  return (
    <div className="space-y-2">
      <Label htmlFor="federation-handle">{t('settings.federation.handleLabel')}</Label>
      <div className="flex gap-2">
        <Input id="federation-handle" readOnly value={handle} onFocus={(e) => e.target.select()} />
        <Button variant="outline" onClick={() => void copy()} aria-label={t('settings.federation.copy')}>
          <Copy className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * "Let people on other servers follow me": Mastodon accounts and other Rootshare towns may follow the
 * member and get their swap listings. On a server that does not federate the switch stays off limits.
 */
export function FederationSection() {
  const t = useT();
  const translate = useContractMessage();
  const settings = useFederationSettings();
  const save = useSaveFederationSettings();
  const federates = save.isPending ? save.variables.federates : settings.data?.federates;
  const available = settings.data?.available ?? false;
  const choose = (checked: boolean) =>
    save.mutate(
      { federates: checked },
      { onSuccess: () => toast.success(t(checked ? 'settings.federation.onSaved' : 'settings.federation.offSaved')) },
    );

  return (
    <SettingsSection id="other-servers" title={t('settings.federation.title')} description={t('settings.federation.text')}>
      {/* The words stand from the start and only the switch waits for the setting, so nothing below moves when it arrives. */}
      {settings.isError ? (
        <LoadError message={t('settings.federation.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="space-y-3">
          <SwitchRow
            id="federates"
            label={t('settings.federation.label')}
            hint={t('settings.federation.hint')}
            note={settings.data && !available ? t('settings.federation.unavailable') : undefined}
            checked={federates}
            loadingLabel={t('settings.federation.loading')}
            disabled={!available || save.isPending}
            onChange={choose}
          />
          {available && federates && settings.data?.handle ? <HandleField handle={settings.data.handle} /> : null}
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('settings.federation.saveFailed', { error: translate(save.error.message) })}
            </p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
