import { useSearchParams } from 'react-router';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';

export type ProfileTabValue = 'plants' | 'brag-board' | 'wishlist' | 'swaps' | 'reviews';

interface ProfileTabOption {
  value: ProfileTabValue;
  label: MessageKey;
}

/** The profile's tabs (Swaps only for the owner) and the open one, kept in the address as ?tab=. */
export function useProfileTab(isOwner: boolean) {
  const [params, setParams] = useSearchParams();
  const tabs: ProfileTabOption[] = [
    { value: 'plants', label: 'profiles.tab.plants' },
    { value: 'brag-board', label: 'profiles.tab.bragBoard' },
    { value: 'wishlist', label: 'profiles.tab.wishlist' },
    ...(isOwner ? [{ value: 'swaps' as const, label: 'profiles.tab.swaps' as const }] : []),
    { value: 'reviews', label: 'profiles.tab.reviews' },
  ];
  // The tab lives in the address (?tab=brag-board), so the create menu and shared links can open one.
  const tab = tabs.find((one) => one.value === params.get('tab'))?.value ?? 'plants';
  const setTab = (value: ProfileTabValue) => setParams({ tab: value }, { replace: true });
  return { tabs, tab, setTab };
}

export function ProfileTabList({ tabs, tab, setTab }: ReturnType<typeof useProfileTab>) {
  const t = useT();
  return (
    // Wraps to a second row on a phone rather than scrolling sideways: every tab stays in view.
    <div
      role="tablist"
      aria-label={t('profiles.page.sections')}
      className="mt-8 flex flex-wrap gap-1 rounded-3xl bg-muted p-1 sm:rounded-full"
    >
      {tabs.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          onClick={() => setTab(value)}
          className={cn(
            'flex-1 whitespace-nowrap rounded-full px-4 py-2 text-sm font-bold',
            tab === value ? 'bg-card text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
