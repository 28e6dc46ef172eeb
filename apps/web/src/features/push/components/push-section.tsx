import { BellOff, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/input';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { SettingsSection } from '@/components/ui/settings-section';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { usePushSwitch, type PushSwitchState, type TurnOnFailure } from '../lib/use-push-switch';

const SWITCH_ID = 'push-switch';

function hintOf(state: PushSwitchState, working: 'on' | 'off' | null, willAsk: boolean): MessageKey {
  if (working === 'on') return 'settings.push.turningOn';
  if (working === 'off') return 'settings.push.turningOff';
  if (state === 'on') return 'settings.push.on';
  if (state === 'unsupported') return 'settings.push.unsupported';
  if (state === 'denied') return 'settings.push.denied';
  return willAsk ? 'settings.push.offWillAsk' : 'settings.push.off';
}

/** What the member reads when turning on failed: what happened, then what they can do. */
const FAILURE_WORDS: Record<Exclude<TurnOnFailure['problem'], 'refused'>, { title: MessageKey; advice: MessageKey }> = {
  dismissed: { title: 'settings.push.dismissedTitle', advice: 'settings.push.dismissedAdvice' },
  unavailable: { title: 'settings.push.unavailableTitle', advice: 'settings.push.unavailableAdvice' },
  'no-answer': { title: 'settings.push.noAnswerTitle', advice: 'settings.push.noAnswerAdvice' },
};

function FailureNote({ failure }: { failure: TurnOnFailure }) {
  const t = useT();
  const { title, advice } =
    failure.problem === 'refused'
      ? { title: t('settings.push.refusedTitle'), advice: failure.message }
      : { title: t(FAILURE_WORDS[failure.problem].title), advice: t(FAILURE_WORDS[failure.problem].advice) };
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
  const t = useT();
  const push = usePushSwitch();
  const { state, working } = push;

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div role="status" aria-label={t('settings.push.loading')}>
        <Skeleton className="h-[4.5rem] rounded-2xl" />
      </div>
    );
  } else if (state === 'failed') {
    body = <LoadError message={t('settings.push.loadFailed')} onRetry={push.retry} />;
  } else {
    const hintId = `${SWITCH_ID}-hint`;
    body = (
      <>
        <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 px-4 py-3">
          <div>
            <Label htmlFor={SWITCH_ID}>{t('settings.push.label')}</Label>
            <p className="text-sm text-muted-foreground" id={hintId} aria-live="polite">
              {t(hintOf(state, working, push.willAsk))}
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
        {state === 'unsupported' && <Note icon={<Info className="h-4 w-4" />}>{t('settings.push.unsupportedNote')}</Note>}
        {state === 'denied' && <Note icon={<BellOff className="h-4 w-4" />}>{t('settings.push.deniedNote')}</Note>}
      </>
    );
  }

  return (
    <SettingsSection id="push" title={t('settings.push.title')} description={t('settings.push.text')}>
      {body}
    </SettingsSection>
  );
}
