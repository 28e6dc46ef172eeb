import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFederationSettings } from '@/features/account/api/federation-settings';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession, type SessionStatus } from '@/lib/session';
import type { StoredUser } from '@/lib/session-storage';
import { onAuthExpired } from '@/lib/auth-events';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import { basicInfoCoordinates, BasicInfoStep, type BasicInfo } from '../components/basic-info-step';
import { CollectionStep } from '../components/collection-step';
import { GardenPhotosStep } from '../components/garden-photos-step';
import { PreviewStep } from '../components/preview-step';
import { SwapPreferencesStep } from '../components/swap-preferences-step';
import { WIZARD_STEPS, WizardProgress } from '../components/wizard-progress';
import { failedCount } from '../lib/publish-profile';
import { usePublishProfile } from '../lib/use-publish-profile';
import type { WizardDraft } from '../lib/wizard-draft';
import { useWizardDraft, type WizardDraftState } from '../lib/wizard-store';

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

/** Where the wizard goes once signed out: signing out from it ends on /; arriving signed out, or a session that expired, on /auth. */
function useSignedOutDestination(status: SessionStatus): string {
  const [hadMember, setHadMember] = useState(status === 'signed-in');
  if (status === 'signed-in' && !hadMember) setHadMember(true);
  const [expired, setExpired] = useState(false);
  useEffect(() => onAuthExpired(() => setExpired(true)), []);
  return hadMember && !expired ? '/' : '/auth';
}

interface WizardStepsProps extends Pick<WizardDraftState, 'update'> {
  user: StoredUser;
  draft: WizardDraft;
  publisher: ReturnType<typeof usePublishProfile>;
}

/** The step the draft is on, with its heading; each step moves the draft on or back. */
function WizardSteps({ user, draft, update, publisher }: WizardStepsProps) {
  const { updateProfile } = useSession();
  const t = useT();
  const { step } = draft;
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
  const { publishing, stage, outcome, publish, finish } = publisher;
  // A server that does not federate, or whose answer has not come, leaves the question out.
  const askFederation = useFederationSettings().data?.available === true;
  return (
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
          askFederation={askFederation}
          onFederatesChange={(federates) => update((current) => ({ ...current, federates }))}
          onPublish={() => void publish(draft, askFederation)}
          onFinish={() => void finish()}
        />
      )}
    </>
  );
}

/** The five-step profile set-up wizard at /create-profile; progress survives a reload. */
export function CreateProfilePage() {
  const { status, user } = useSession();
  const t = useT();
  // Where the member was going when they signed up: the wizard ends there.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM)) ?? '/';
  const { draft, update, discard } = useWizardDraft(user?.profile.id);
  const publisher = usePublishProfile({ update, discard }, returnTo);
  const signedOutTo = useSignedOutDestination(status);
  useEffect(() => {
    document.title = t('profiles.wizard.documentTitle');
  }, [t]);

  if (status === 'signed-out') return <Navigate to={signedOutTo} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">{t('profiles.wizard.title')}</h1>
      <p className="mb-8 mt-1 text-center text-muted-foreground">{t('profiles.wizard.subtitle')}</p>
      <WizardProgress step={draft?.step ?? 1} />
      <Card className="p-5 sm:p-8">
        {!user || !draft ? <WizardSkeleton /> : <WizardSteps user={user} draft={draft} update={update} publisher={publisher} />}
      </Card>
    </div>
  );
}
