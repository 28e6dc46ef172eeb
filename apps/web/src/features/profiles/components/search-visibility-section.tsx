import { useMutation } from '@tanstack/react-query';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
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
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor="hide-from-search">{t('settings.search.label')}</Label>
              <p id="hide-from-search-hint" className="text-sm text-muted-foreground">
                {t('settings.search.hint')}
              </p>
            </div>
            {hidden === undefined ? (
              <div role="status" aria-label={t('settings.search.loading')}>
                <Skeleton className="h-6 w-11 rounded-full" />
              </div>
            ) : (
              <Switch
                id="hide-from-search"
                checked={hidden}
                disabled={save.isPending}
                onCheckedChange={(checked) => save.mutate(checked)}
                aria-describedby="hide-from-search-hint"
              />
            )}
          </div>
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
