import type { Meet, RsvpAnswer } from '@rootshare/contracts/meets';
import { Check, CircleHelp, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { OwnPlantPicker } from '@/features/user-plants/components/own-plant-picker';
import { toast } from '@/lib/toast';
import { useRsvp, useSetBringing } from '../api/change-meet';

const ANSWERS: Array<{ answer: RsvpAnswer; label: string; icon: typeof Check }> = [
  { answer: 'going', label: 'Going', icon: Check },
  { answer: 'maybe', label: 'Maybe', icon: CircleHelp },
  { answer: 'not_going', label: 'Not going', icon: X },
];

/** The member's answer (going, maybe, not going) and, once answered, what they bring. */
export function RsvpPanel({ meet, me }: { meet: Meet; me: string }) {
  const rsvp = useRsvp(meet.id);
  const bringing = useSetBringing(meet.id);
  const [chosen, setChosen] = useState<string[]>(meet.my_bringing);
  const full = meet.capacity !== null && meet.going_count >= meet.capacity && meet.my_rsvp !== 'going';
  const current: RsvpAnswer = meet.my_rsvp === 'maybe' ? 'maybe' : meet.my_rsvp ? 'going' : 'not_going';

  const answer = (value: RsvpAnswer) =>
    rsvp.mutate(value, {
      onSuccess: (updated) => {
        if (updated.my_rsvp === 'waitlisted')
          toast('The meet is full: you are on the waitlist', {
            description: `You are number ${updated.waitlist_position ?? 1}. We will tell you when a place opens.`,
          });
        if (!updated.my_rsvp) setChosen([]);
      },
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <section className="space-y-4" aria-labelledby="rsvp-heading">
      <h2 id="rsvp-heading" className="text-lg font-bold">
        Are you coming?
      </h2>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Your answer">
        {ANSWERS.map(({ answer: value, label, icon: Icon }) => (
          <Button
            key={value}
            variant={current === value && (value !== 'not_going' || meet.my_rsvp === null) ? 'primary' : 'outline'}
            aria-pressed={current === value}
            disabled={rsvp.isPending}
            onClick={() => answer(value)}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {value === 'going' && full ? 'Join the waitlist' : label}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {meet.my_rsvp === 'waitlisted'
          ? `You are number ${meet.waitlist_position ?? 1} on the waitlist.`
          : meet.my_rsvp === 'going'
            ? 'You are going. We will remind you a day before.'
            : meet.my_rsvp === 'maybe'
              ? 'You might come.'
              : ''}
      </p>
      {meet.my_rsvp && (
        <div className="space-y-3 rounded-2xl bg-muted/60 p-4">
          <OwnPlantPicker
            me={me}
            legend="What I'm bringing"
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
                onSuccess: () => toast.success(chosen.length ? 'Your plants are listed for this meet' : 'Nothing listed for this meet'),
              })
            }
          >
            {bringing.isPending ? 'Saving…' : 'Save what I bring'}
          </Button>
        </div>
      )}
    </section>
  );
}
