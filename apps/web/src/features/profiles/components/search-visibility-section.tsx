import { useMutation } from '@tanstack/react-query';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useProfile } from '../api/get-profile';

export const SEARCH_HIDDEN_SAVED = 'Search engines are asked to leave out your profile and listings';
export const SEARCH_SHOWN_SAVED = 'Search engines may list your profile and listings again';

/**
 * "Hide my profile and listings from search engines": the member's profile, listings and posts
 * leave the sitemap and town feeds and ask search engines not to index them; people still see them.
 */
export function SearchVisibilitySection() {
  const { user, updateProfile } = useSession();
  const profile = useProfile(user?.id);
  const save = useMutation({
    mutationFn: (hidden: boolean) => updateProfile({ hidden_from_search: hidden }),
    onSuccess: (_saved, hidden) => toast.success(hidden ? SEARCH_HIDDEN_SAVED : SEARCH_SHOWN_SAVED),
  });
  const hidden = save.isPending ? save.variables : profile.data?.hidden_from_search;

  return (
    <SettingsSection
      id="search-engines"
      title="Search engines"
      description="Whether Google and other search engines may show your profile, plants and posts in their results."
    >
      {/* The words stand from the start and only the switch waits for the setting, so nothing below moves when it arrives. */}
      {profile.isError ? (
        <LoadError message="Your search engine setting could not be loaded." onRetry={() => void profile.refetch()} />
      ) : (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor="hide-from-search">Hide my profile and listings from search engines</Label>
              <p id="hide-from-search-hint" className="text-sm text-muted-foreground">
                Your pages leave Rootshare&apos;s sitemap and town feeds and ask search engines not to list them. Members and visitors with
                a link still see them.
              </p>
            </div>
            {hidden === undefined ? (
              <div role="status" aria-label="Loading your search engine setting">
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
              Could not save this setting: {save.error.message}
            </p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
