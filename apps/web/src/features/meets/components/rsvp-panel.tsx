import type { Meet, RsvpAnswer } from '@rootshare/contracts/meets';
import { Check, CircleHelp, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { OwnPlantPicker } from '@/features/user-plants/components/own-plant-picker';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useRsvp } from '../api/rsvp';
import { useSetBringing } from '../api/set-bringing';

const ANSWERS: Array<{ answer: RsvpAnswer; icon: typeof Check }> = [
  { answer: 'going', icon: Check },
  { answer: 'maybe', icon: CircleHelp },
  { answer: 'not_going', icon: X },
];

/** The member's answer (going, maybe, not going) and, once answered, what they bring. */
export function RsvpPanel({ meet, me }: { meet: Meet; me: string }) {
  const t = useT();
  const translate = useContractMessage();
  const rsvp = useRsvp(meet.id);
  const bringing = useSetBringing(meet.id);
  const [chosen, setChosen] = useState<string[]>(meet.my_bringing);
  const full = meet.capacity !== null && meet.going_count >= meet.capacity && meet.my_rsvp !== 'going';
  const current: RsvpAnswer = meet.my_rsvp === 'maybe' ? 'maybe' : meet.my_rsvp ? 'going' : 'not_going';

  const answer = (value: RsvpAnswer) =>
    rsvp.mutate(value, {
      onSuccess: (updated) => {
        if (updated.my_rsvp === 'waitlisted')
          toast(t('meets.rsvp.fullToast'), {
            description: t('meets.rsvp.fullToastText', { position: updated.waitlist_position ?? 1 }),
          });
        if (!updated.my_rsvp) setChosen([]);
      },
      onError: (failure) => toast.error(translate(failure.message)),
    });

  return (
    <section className="space-y-4" aria-labelledby="rsvp-heading">
      <h2 id="rsvp-heading" className="text-lg font-bold">
        {t('meets.rsvp.heading')}
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('meets.rsvp.yourAnswer')}>
        {ANSWERS.map(({ answer: value, icon: Icon }) => (
          <Button
            key={value}
            variant={current === value && (value !== 'not_going' || meet.my_rsvp === null) ? 'primary' : 'outline'}
            aria-pressed={current === value}
            disabled={rsvp.isPending}
            onClick={() => answer(value)}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />{' '}
            {value === 'going' && full ? t('meets.rsvp.joinWaitlist') : t(`meets.rsvp.${value}`)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {meet.my_rsvp === 'waitlisted'
          ? t('meets.rsvp.waitlisted', { position: meet.waitlist_position ?? 1 })
          : meet.my_rsvp === 'going'
            ? t('meets.rsvp.goingNote')
            : meet.my_rsvp === 'maybe'
              ? t('meets.rsvp.maybeNote')
              : ''}
      </p>
      {meet.my_rsvp && (
        <div className="space-y-3 rounded-2xl bg-muted/60 p-4">
          <OwnPlantPicker
            me={me}
            legend={t('meets.rsvp.bringingLegend')}
            selected={chosen}
            onChange={setChosen}
            disabled={bringing.isPending}
            errorId={bringing.isError ? 'bringing-error' : undefined}
          />
          <FieldError id="bringing-error" message={bringing.error?.message} />
          <Button
            size="sm"
            disabled={bringing.isPending}
            onClick={() =>
              bringing.mutate(chosen, {
                onSuccess: () => toast.success(t(chosen.length ? 'meets.rsvp.bringingSaved' : 'meets.rsvp.nothingListed')),
              })
            }
          >
            {bringing.isPending ? t('meets.saving') : t('meets.rsvp.saveBringing')}
          </Button>
        </div>
      )}
    </section>
  );
}
