import { parseSwapPreferences } from '@rootshare/contracts/profiles-constants';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';

function PreferenceCard({ title, tone, labels }: { title: string; tone: 'success' | 'neutral'; labels: string[] }) {
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-sm font-bold">{title}</h2>
      <div className="flex flex-wrap gap-2">
        {labels.map((label) => (
          <Badge key={label} tone={tone} className="capitalize">
            {label}
          </Badge>
        ))}
      </div>
    </Card>
  );
}

/** The swap types and interests a member chose, each as a card; nothing when they chose none. */
export function ProfilePreferences({ swapPreferences }: { swapPreferences: string | null }) {
  const t = useT();
  const prefs = parseSwapPreferences(swapPreferences);
  if (!prefs || (prefs.swapTypes.length === 0 && prefs.interests.length === 0)) return null;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {prefs.swapTypes.length > 0 && (
        <PreferenceCard
          title={t('profiles.page.swapTypes')}
          tone="success"
          labels={prefs.swapTypes.map((type) => t(`profiles.swapPref.${type}`))}
        />
      )}
      {prefs.interests.length > 0 && (
        <PreferenceCard
          title={t('profiles.prefs.interests')}
          tone="neutral"
          labels={prefs.interests.map((interest) => t(`profiles.interest.${interest}`))}
        />
      )}
    </div>
  );
}
