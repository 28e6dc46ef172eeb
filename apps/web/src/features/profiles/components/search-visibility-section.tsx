import { useMutation } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/list-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { SwitchRow } from '@/components/ui/switch-row';
import { useSession } from '@/lib/session';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';

/** The saved toasts' English words (settings.search.hiddenSaved, shownSaved), as tests look for them. */
export const SEARCH_HIDDEN_SAVED = 'Search engines are asked to leave out your profile and listings';
export const SEARCH_SHOWN_SAVED = 'Search engines may list your profile and listings again';

/**
 * "Hide my profile and listings from search engines": the member's profile, listings and posts
 * leave the sitemap and town feeds and ask search engines not to index them; people still see them.
 */
export function SearchVisibilitySection() {
  const t = useT();
  const translate = useContractMessage();
  const { user, updateProfile } = useSession();
  const profile = useProfile(user?.id);
  const save = useMutation({
    mutationFn: (hidden: boolean) => updateProfile({ hidden_from_search: hidden }),
    onSuccess: (_saved, hidden) => toast.success(t(hidden ? 'settings.search.hiddenSaved' : 'settings.search.shownSaved')),
  });
  const hidden = save.isPending ? save.variables : profile.data?.hidden_from_search;

  return (
    <SettingsSection id="search-engines" title={t('settings.search.title')} description={t('settings.search.text')}>
      {/* The words stand from the start and only the switch waits for the setting, so nothing below moves when it arrives. */}
      {profile.isError ? (
        <LoadError message={t('settings.search.loadFailed')} onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-2">
          <SwitchRow
            id="hide-from-search"
            label={t('settings.search.label')}
            hint={t('settings.search.hint')}
            checked={hidden}
            loadingLabel={t('settings.search.loading')}
            disabled={save.isPending}
            onChange={(checked) => save.mutate(checked)}
          />
          {save.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('settings.search.saveFailed', { error: translate(save.error.message) })}
            </p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
