import { shortenLocation } from '@rootshare/contracts/format';
import { parseSwapPreferences, type SwapPreferences } from '@rootshare/contracts/profiles';
import { Camera, Leaf, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/features/auth/session';
import { BasicInfoStep, type BasicInfo } from '../components/basic-info-step';
import { SwapPreferencesStep } from '../components/swap-preferences-step';
import { WIZARD_STEPS, WizardProgress } from '../components/wizard-progress';
import { profileUpdateErrorMessage } from '../lib/update-errors';

const PUBLISH_REDIRECT_MS = 500;

/** The five-step profile set-up wizard at /create-profile (part 2 §2). */
export function CreateProfilePage() {
  const { status, user, updateProfile } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [prefs, setPrefs] = useState<SwapPreferences | null>(() => parseSwapPreferences(user?.profile.swap_preferences));
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    document.title = 'Set up your profile — Rootshare';
  }, []);

  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!user) return null;

  const saveBasicInfo = async (values: BasicInfo) => {
    try {
      await updateProfile({ full_name: values.fullName, username: values.username, email: values.email, location: values.location || null, bio: values.bio || null });
      setStep(2);
    } catch (error) {
      toast.error('Update failed', { description: profileUpdateErrorMessage(error) });
    }
  };

  const publish = async () => {
    setPublishing(true);
    try {
      await updateProfile({ swap_preferences: prefs ? JSON.stringify(prefs) : null });
      toast.success('Profile published successfully!');
      setTimeout(() => navigate('/'), PUBLISH_REDIRECT_MS);
    } catch (error) {
      if (error instanceof Error && error.message === 'No profile ID found') {
        toast.error('Authentication required: Please sign in to publish your profile.');
        navigate('/auth');
      } else {
        toast.error('Failed to publish profile: There was an unexpected error. Please try again.');
      }
      setPublishing(false);
    }
  };

  const nav = (backTo: number, nextTo: number) => (
    <div className="flex justify-between">
      <Button variant="outline" onClick={() => setStep(backTo)}>
        Back
      </Button>
      <Button onClick={() => setStep(nextTo)}>Continue</Button>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-center text-2xl font-extrabold tracking-tight sm:text-3xl">Set up your gardener profile</h1>
      <p className="mb-8 mt-1 text-center text-muted-foreground">A few steps so the community can get to know you.</p>
      <WizardProgress step={step} />
      <Card className="p-5 sm:p-8">
        <h2 className="mb-5 text-xl font-bold">
          Step {step}: {WIZARD_STEPS[step - 1]}
        </h2>
        {step === 1 && <BasicInfoStep user={user} onSubmit={saveBasicInfo} />}
        {step === 2 && (
          <div className="space-y-6">
            <EmptyState icon={<Camera className="h-6 w-6" />} title="Your Brag Board is empty" description="Garden photos you share will appear here with their captions. You can add them later from your profile." />
            {nav(1, 3)}
          </div>
        )}
        {step === 3 && (
          <div className="space-y-6">
            <EmptyState icon={<Leaf className="h-6 w-6" />} title="No plants in your collection yet" description="Plants you own appear here; you can add them from your profile at any time." />
            {nav(2, 4)}
          </div>
        )}
        {step === 4 && (
          <SwapPreferencesStep
            initial={prefs}
            onBack={() => setStep(3)}
            onSubmit={(next) => {
              setPrefs(next);
              setStep(5);
            }}
          />
        )}
        {step === 5 && (
          <div className="space-y-6">
            <div className="flex items-center gap-4">
              <Avatar src={user.profile.avatar_url} name={user.profile.full_name ?? user.username} size="lg" />
              <div>
                <p className="text-lg font-bold">{user.profile.full_name}</p>
                <p className="text-sm text-muted-foreground">@{user.username}</p>
                {user.profile.location && (
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {shortenLocation(user.profile.location)}
                  </p>
                )}
              </div>
            </div>
            {user.profile.bio && <p>{user.profile.bio}</p>}
            {prefs && (
              <div className="flex flex-wrap gap-2">
                {prefs.swapTypes.map((t) => (
                  <Badge key={t} tone="success" className="capitalize">
                    {t.replace('-', ' ')}
                  </Badge>
                ))}
                {prefs.interests.map((t) => (
                  <Badge key={t} className="capitalize">
                    {t}
                  </Badge>
                ))}
              </div>
            )}
            <div className="flex justify-between">
              <Button variant="outline" disabled={publishing} onClick={() => setStep(4)}>
                Back
              </Button>
              <Button disabled={publishing} onClick={() => void publish()}>
                {publishing ? 'Publishing...' : 'Publish Profile'}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
