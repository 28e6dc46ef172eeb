import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT, type Translate } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { onAuthExpired } from '@/lib/auth-events';
import { useQuotaWords } from '@/lib/quota-notice';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { basicInfoCoordinates, BasicInfoStep, type BasicInfo } from '../components/basic-info-step';
import { CollectionStep } from '../components/collection-step';
import { GardenPhotosStep } from '../components/garden-photos-step';
import { PreviewStep } from '../components/preview-step';
import { SwapPreferencesStep } from '../components/swap-preferences-step';
import { WIZARD_STEPS, WizardProgress } from '../components/wizard-progress';
import { failedCount, publishProfile, type PublishOutcome, type PublishStage } from '../lib/publish-profile';
import type { WizardDraft } from '../lib/wizard-draft';
import { useWizardDraft } from '../lib/wizard-store';

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

function WizardSkeleton() {
  const t = useT();
  return (
    <div className="space-y-4" role="status" aria-label={t('profiles.wizard.loading')}>
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The five-step profile set-up wizard at /create-profile; progress survives a reload. */
export function CreateProfilePage() {
  const { status, user, updateProfile } = useSession();
  const t = useT();
  const quotaWords = useQuotaWords();
  const navigate = useNavigate();
  // Where the member was going when they signed up: the wizard ends there.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  const queryClient = useQueryClient();
  const { draft, update, discard } = useWizardDraft(user?.profile.id);
  const [publishing, setPublishing] = useState(false);
  const [stage, setStage] = useState<PublishStage | null>(null);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  // Signing out from the wizard ends on /; arriving signed out, or a session that expired, on /auth.
  const [hadMember, setHadMember] = useState(status === 'signed-in');
  if (status === 'signed-in' && !hadMember) setHadMember(true);
  const [expired, setExpired] = useState(false);
  useEffect(() => onAuthExpired(() => setExpired(true)), []);
  useEffect(() => {
    document.title = t('profiles.wizard.documentTitle');
  }, [t]);

  if (status === 'signed-out') return <Navigate to={hadMember && !expired ? '/' : '/auth'} replace />;
  const step = draft?.step ?? 1;
  const stepName = WIZARD_STEPS[step - 1];
  const goTo = (next: number) => {
    update((current) => ({ ...current, step: next }));
    window.scrollTo({ top: 0 });
  };

  // Step 1 reports a failed save itself, on the field it is about.
  const saveBasicInfo = async (values: BasicInfo) => {
    await updateProfile({
      full_name: values.fullName,
      username: values.username,
      location: values.location || null,
      ...basicInfoCoordinates(values),
      bio: values.bio || null,
    });
    update((current) => ({ ...current, basicInfo: values, step: 2 }));
    window.scrollTo({ top: 0 });
  };

  const finish = async () => {
    await discard();
    await queryClient.invalidateQueries();
    setTimeout(() => navigate(returnTo), PUBLISH_REDIRECT_MS);
  };

  const publish = async (current: WizardDraft) => {
    setPublishing(true);
    try {
      const result = await publishProfile(current, {
        updateProfile,
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

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{t('profiles.wizard.title')}</h1>
      <p className="mb-8 mt-1 text-center text-muted-foreground">{t('profiles.wizard.subtitle')}</p>
      <WizardProgress step={step} />
      <Card className="p-5 sm:p-8">
        {!user || !draft ? (
          <WizardSkeleton />
        ) : (
          <>
            <h2 className="mb-5 text-xl font-bold">{stepName && t('profiles.wizard.stepHeading', { step, name: t(stepName) })}</h2>
            {step === 1 && <BasicInfoStep user={user} initial={draft.basicInfo} onSubmit={saveBasicInfo} />}
            {step === 2 && <GardenPhotosStep draft={draft} update={update} onBack={() => goTo(1)} onContinue={() => goTo(3)} />}
            {step === 3 && (
              // The plant fields (up for swap, free of pests) speak from the plant forms' part.
              <CatalogGate part="plants" fallback={<WizardSkeleton />}>
                <CollectionStep draft={draft} update={update} onBack={() => goTo(2)} onContinue={() => goTo(4)} />
              </CatalogGate>
            )}
            {step === 4 && (
              <SwapPreferencesStep
                initial={draft.preferences}
                onChange={(preferences) => update((current) => ({ ...current, preferences }))}
                onBack={() => goTo(3)}
                onContinue={() => goTo(5)}
              />
            )}
            {step === 5 && (
              <PreviewStep
                user={user}
                draft={draft}
                publishing={publishing}
                stage={stage && t('profiles.publish.stage', { ...stage })}
                leftOver={outcome ? failedCount(outcome) : 0}
                limitNotice={outcome?.limitNotice ?? null}
                onBack={() => goTo(4)}
                onPublish={() => void publish(draft)}
                onFinish={() => void finish()}
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
