import type { CareCard } from '@rootshare/contracts/user-plants';
import { ClipboardList } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';

/** The care card a received plant came with, as its giver wrote it. */
export function PlantCareCard({ card }: { card: CareCard }) {
  const t = useT();
  const lines = [
    [t('plants.care.light'), card.light],
    [t('plants.care.water'), card.water],
    [t('plants.care.soil'), card.soil],
  ] as const;
  return (
    <Card className="space-y-3 p-5" aria-labelledby="care-card-heading">
      <h2 id="care-card-heading" className="flex items-center gap-2 text-lg font-bold">
        <ClipboardList className="h-5 w-5 text-primary" aria-hidden="true" /> {t('plants.care.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {card.giver_username ? t('plants.care.fromGiver', { username: card.giver_username }) : t('plants.care.fromGardener')}
      </p>
      <dl className="grid gap-2 sm:grid-cols-3">
        {lines.map(([label, value]) =>
          value ? (
            <div key={label} className="rounded-2xl bg-sage/40 p-3">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="mt-0.5 font-semibold break-words">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {card.notes && <p className="whitespace-pre-line text-foreground/90">{card.notes}</p>}
    </Card>
  );
}
