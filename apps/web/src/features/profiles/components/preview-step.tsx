import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import type { StoredUser } from '@/lib/session-storage';
import type { WizardDraft } from '../lib/wizard-draft';
import { FederationQuestion } from './federation-question';
import { PreviewBragBoard, PreviewIdentity, PreviewPlants, PreviewPreferences } from './preview-step-sections';

export interface PreviewStepProps {
  user: StoredUser;
  draft: WizardDraft;
  publishing: boolean;
  /** What publishing is doing now. */
  stage: string | null;
  /** After a partial failure: how many items are still to be added. */
  leftOver: number;
  /** The quota met while publishing, with when it resets. */
  limitNotice: string | null;
  onBack: () => void;
  onPublish: () => void;
  onFinish: () => void;
  /** The question about other servers, asked only when this server federates. */
  askFederation: boolean;
  onFederatesChange: (federates: boolean) => void;
}

type PublishControlsProps = Omit<PreviewStepProps, 'user' | 'draft' | 'askFederation' | 'onFederatesChange'>;

/** What publishing is doing or left over, then Back, Finish (after a partial failure) and Publish or Try again. */
function PublishControls({ publishing, stage, leftOver, limitNotice, onBack, onPublish, onFinish }: PublishControlsProps) {
  const t = useT();
  return (
    <>
      {leftOver > 0 && !publishing && (
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-400/60 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            {t('profiles.preview.leftOver', { count: leftOver })} {limitNotice ?? t('profiles.preview.leftOverHint')}
          </p>
        </div>
      )}
      {publishing && stage && (
        <p role="status" className="text-sm text-muted-foreground">
          {stage}…
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border/70 pt-5">
        <Button variant="outline" disabled={publishing} onClick={onBack}>
          {t('profiles.wizard.back')}
        </Button>
        <div className="flex flex-wrap gap-3">
          {leftOver > 0 && (
            <Button variant="outline" disabled={publishing} onClick={onFinish}>
              {t('profiles.preview.finish')}
            </Button>
          )}
          <Button disabled={publishing} onClick={onPublish}>
            {t(publishing ? 'profiles.preview.publishing' : leftOver > 0 ? 'profiles.tryAgainButton' : 'profiles.preview.publish')}
          </Button>
        </div>
      </div>
    </>
  );
}

/** Step 5: how the profile will look (2 photos, 2 posts, 5 plants), whether other servers may follow, then Publish. */
export function PreviewStep({ user, draft, askFederation, onFederatesChange, ...controls }: PreviewStepProps) {
  return (
    <div className="space-y-6">
      <PreviewIdentity user={user} draft={draft} />
      <PreviewPreferences prefs={draft.preferences} />
      <PreviewBragBoard draft={draft} />
      <PreviewPlants plants={draft.plants} />
      {askFederation ? <FederationQuestion checked={draft.federates ?? false} onCheckedChange={onFederatesChange} /> : null}
      <PublishControls {...controls} />
    </div>
  );
}
