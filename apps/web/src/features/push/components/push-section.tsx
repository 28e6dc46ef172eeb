import { BellOff, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { SettingsSection } from '@/components/ui/settings-section';
import { usePushSwitch, type PushSwitchState, type TurnOnFailure } from '../lib/use-push-switch';

const SWITCH_ID = 'push-switch';

function hintOf(state: PushSwitchState, working: 'on' | 'off' | null, willAsk: boolean): string {
  if (working === 'on') return 'Turning on…';
  if (working === 'off') return 'Turning off…';
  if (state === 'on') return 'On: this device shows a notification when something new needs you, even with Rootshare closed.';
  if (state === 'unsupported') return 'Not available in this browser.';
  if (state === 'denied') return "Blocked in this browser's settings.";
  return willAsk ? 'Off. When you turn it on, your browser asks whether Rootshare may show notifications.' : 'Off.';
}

/** What the member reads when turning on failed: what happened, then what they can do. */
const FAILURE_WORDS: Record<Exclude<TurnOnFailure['problem'], 'refused'>, { title: string; advice: string }> = {
  dismissed: { title: 'Notifications were not allowed', advice: 'Turn the switch on again to be asked once more.' },
  unavailable: {
    title: 'This window cannot receive notifications',
    advice: 'Private windows cannot receive them. Open Rootshare in an ordinary window, or in another browser, and turn them on there.',
  },
  'no-answer': {
    title: "Your browser's push service did not answer",
    advice: 'Check your connection and turn the switch on again in a moment, or use another browser.',
  },
};

const wordsOf = (failure: TurnOnFailure) =>
  failure.problem === 'refused' ? { title: 'Could not turn on notifications', advice: failure.message } : FAILURE_WORDS[failure.problem];

function FailureNote({ failure }: { failure: TurnOnFailure }) {
  const { title, advice } = wordsOf(failure);
  return (
    <Note alert icon={<CircleAlert className="h-4 w-4" />}>
      <strong className="block font-medium text-foreground">{title}</strong>
      <span>{advice}</span>
    </Note>
  );
}

/** Why the switch cannot be used, and what to do about it. */
function Note({ icon, children, alert = false }: { icon: ReactNode; children: ReactNode; alert?: boolean }) {
  return (
    <p
      className="flex gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-sm text-muted-foreground"
      {...(alert ? { role: 'alert' } : {})}
    >
      <span className="mt-0.5 shrink-0 text-primary" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}

/** Settings: 'Notify me on this device', web push for this browser and sign-in. */
export function PushSection() {
  const push = usePushSwitch();
  const { state, working } = push;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div role="status" aria-label="Loading notification setting">
        <Skeleton className="h-[4.5rem] rounded-2xl" />
      </div>
    );
  } else if (state === 'failed') {
    body = <LoadError message="Your notification setting could not be loaded." onRetry={push.retry} />;
  } else {
    const hintId = `${SWITCH_ID}-hint`;
    body = (
      <>
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 px-4 py-3">
          <div>
            <Label htmlFor={SWITCH_ID}>Notify me on this device</Label>
            <p className="text-sm text-muted-foreground" id={hintId} aria-live="polite">
              {hintOf(state, working, push.willAsk)}
            </p>
          </div>
          <Switch
            id={SWITCH_ID}
            checked={working ? working === 'on' : state === 'on'}
            disabled={state === 'unsupported' || state === 'denied' || working !== null}
            aria-busy={working !== null}
            aria-describedby={hintId}
            onCheckedChange={(on) => (on ? push.turnOn() : push.turnOff())}
          />
        </div>
        {push.failure && <FailureNote failure={push.failure} />}
        {state === 'unsupported' && (
          <Note icon={<Info className="h-4 w-4" />}>
            This browser cannot receive notifications from Rootshare. On an iPhone or iPad, add Rootshare to your Home Screen (Share, then
            Add to Home Screen), open it from there and turn notifications on in its settings.
          </Note>
        )}
        {state === 'denied' && (
          <Note icon={<BellOff className="h-4 w-4" />}>
            You blocked notifications from Rootshare in this browser. To allow them again, open the site&apos;s settings (the icon at the
            left of the address bar), set Notifications to Allow, then reload this page.
          </Note>
        )}
      </>
    );
  }

  return (
    <SettingsSection
      id="push"
      title="Notifications on this device"
      description="New messages and swap requests can reach this phone or computer as notifications, even when Rootshare is closed. Each device you sign in on has its own switch."
    >
      {body}
    </SettingsSection>
  );
}
