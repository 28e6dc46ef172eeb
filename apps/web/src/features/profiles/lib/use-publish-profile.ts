import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useQuotaWords } from '@/lib/quota-notice';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { saveFederationSettings } from '@/features/account/api/save-federation-settings';
import { failedCount, publishProfile, type PublishOutcome, type PublishStage } from './publish-profile';
import type { WizardDraft } from './wizard-draft';
import type { WizardDraftState } from './wizard-store';

const PUBLISH_REDIRECT_MS = 500;

/** A failed publish caused by a missing or expired session rather than by the data. */
function isSignedOutError(error: unknown): boolean {
  return (
    (error instanceof Error && error.message === 'No profile ID found') ||
    (error instanceof ApiError && (error.status === 401 || error.status === 403))
  );
}

function warningDescription(t: Translate, outcome: PublishOutcome): string {
  const items = [
    outcome.failedPhotos > 0 && t('profiles.publish.item.photos'),
    outcome.failedPosts > 0 && t('profiles.publish.item.posts'),
    outcome.failedPlants > 0 && t('profiles.publish.item.plants'),
  ]
    .filter(Boolean)
    .join(', ');
  return outcome.limitNotice
    ? t('profiles.publish.warningLimit', { items, notice: outcome.limitNotice })
    : t('profiles.publish.warningLater', { items });
}

/**
 * Publishing the wizard: each item leaves the draft as it is published; a partial failure is kept in
 * `outcome` to try again or finish, and finishing forgets the draft and goes on to `returnTo`.
 */
export function usePublishProfile({ update, discard }: Pick<WizardDraftState, 'update' | 'discard'>, returnTo: string) {
  const { updateProfile } = useSession();
  const t = useT();
  const quotaWords = useQuotaWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const [stage, setStage] = useState<PublishStage | null>(null);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);

  const finish = async () => {
    await discard();
    await queryClient.invalidateQueries();
    setTimeout(() => navigate(returnTo), PUBLISH_REDIRECT_MS);
  };

  /** `askedFederation`: the last step showed the question about other servers, so its answer is saved too. */
  const publish = async (current: WizardDraft, askedFederation: boolean) => {
    setPublishing(true);
    try {
      const result = await publishProfile(current, {
        updateProfile,
        ...(askedFederation ? { saveFederation: (federates: boolean) => saveFederationSettings({ federates }) } : {}),
        quotaWords,
        onStage: setStage,
        onPublished: (kind, id) =>
          update((latest) =>
            kind === 'plants'
              ? { ...latest, plants: latest.plants.filter((p) => p.key !== id) }
              : { ...latest, [kind]: latest[kind].filter((item) => item.id !== id) },
          ),
      });
      if (failedCount(result) > 0) {
        setOutcome(result);
        toast.warning(t('profiles.publish.warning'), { description: warningDescription(t, result) });
        setPublishing(false);
        return;
      }
      toast.success(t('profiles.publish.success'));
      await finish();
    } catch (error) {
      setPublishing(false);
      if (isSignedOutError(error)) {
        toast.error(t('profiles.publish.needsSignIn'));
        navigate('/auth');
      } else {
        toast.error(t('profiles.publish.failed'));
      }
    } finally {
      setStage(null);
    }
  };

  return { publishing, stage, outcome, publish, finish };
}
