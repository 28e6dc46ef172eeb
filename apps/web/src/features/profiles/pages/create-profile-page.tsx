import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { ApiError } from '@/lib/api';
import { onAuthExpired } from '@/lib/auth-events';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { basicInfoCoordinates, BasicInfoStep, type BasicInfo } from '../components/basic-info-step';
import { CollectionStep } from '../components/collection-step';
import { GardenPhotosStep } from '../components/garden-photos-step';
import { PreviewStep } from '../components/preview-step';
import { SwapPreferencesStep } from '../components/swap-preferences-step';
import { WIZARD_STEPS, WizardProgress } from '../components/wizard-progress';
import { failedCount, publishProfile, type PublishOutcome } from '../lib/publish-profile';
import type { WizardDraft } from '../lib/wizard-draft';
import { useWizardDraft } from '../lib/wizard-store';

const PUBLISH_REDIRECT_MS = 500;

// The publish messages.
export const PUBLISH_SUCCESS = 'Profile published successfully!';
export const PUBLISH_NEEDS_SIGN_IN = 'Authentication required: Please sign in to publish your profile.';
export const PUBLISH_FAILED = 'Failed to publish profile: There was an unexpected error. Please try again.';
export const PUBLISH_WARNING = 'Profile published with warning';

/** A failed publish caused by a missing or expired session rather than by the data. */
function isSignedOutError(error: unknown): boolean {
  return (
    (error instanceof Error && error.message === 'No profile ID found') ||
    (error instanceof ApiError && (error.status === 401 || error.status === 403))
  );
}

function warningDescription(outcome: PublishOutcome): string {
  const parts = [
    outcome.failedPhotos > 0 && 'garden photos',
    outcome.failedPosts > 0 && 'Brag Board posts',
    outcome.failedPlants > 0 && 'plants',
  ].filter(Boolean);
  if (outcome.limitNotice) return `Some ${parts.join(', ')} could not be added yet. ${outcome.limitNotice} Your profile has been kept.`;
  return `Some ${parts.join(', ')} could not be added and may be added later. Your profile has been kept.`;
}

function WizardSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading your progress">
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
  const navigate = useNavigate();
  // Where the member was going when they signed up: the wizard ends there.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  const queryClient = useQueryClient();
  const { draft, update, discard } = useWizardDraft(user?.profile.id);
  const [publishing, setPublishing] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  // Signing out from the wizard ends on /; arriving signed out, or a session that expired, on /auth.
  const [hadMember, setHadMember] = useState(status === 'signed-in');
  if (status === 'signed-in' && !hadMember) setHadMember(true);
  const [expired, setExpired] = useState(false);
  useEffect(() => onAuthExpired(() => setExpired(true)), []);
  useEffect(() => {
    document.title = 'Set up your profile — Rootshare';
  }, []);

  if (status === 'signed-out') return <Navigate to={hadMember && !expired ? '/' : '/auth'} replace />;
  const step = draft?.step ?? 1;
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
        toast.warning(PUBLISH_WARNING, { description: warningDescription(result) });
        setPublishing(false);
        return;
      }
      toast.success(PUBLISH_SUCCESS);
      await finish();
    } catch (error) {
      setPublishing(false);
      if (isSignedOutError(error)) {
        toast.error(PUBLISH_NEEDS_SIGN_IN);
        navigate('/auth');
      } else {
        toast.error(PUBLISH_FAILED);
      }
    } finally {
      setStage(null);
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">Set up your gardener profile</h1>
      <p className="mb-8 mt-1 text-center text-muted-foreground">A few steps so the community can get to know you.</p>
      <WizardProgress step={step} />
      <Card className="p-5 sm:p-8">
        {!user || !draft ? (
          <WizardSkeleton />
        ) : (
          <>
            <h2 className="mb-5 text-xl font-bold">
              Step {step}: {WIZARD_STEPS[step - 1]}
            </h2>
            {step === 1 && <BasicInfoStep user={user} initial={draft.basicInfo} onSubmit={saveBasicInfo} />}
            {step === 2 && <GardenPhotosStep draft={draft} update={update} onBack={() => goTo(1)} onContinue={() => goTo(3)} />}
            {step === 3 && <CollectionStep draft={draft} update={update} onBack={() => goTo(2)} onContinue={() => goTo(4)} />}
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
                stage={stage}
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
