import { MEET_BRING_LABELS, MEET_BRINGS, MeetInputSchema, type Meet, type MeetBring, type MeetInput } from '@rootshare/contracts/meets';
import { MEET_DESCRIPTION_MAX, MEET_TITLE_MAX, MEET_VENUE_MAX } from '@rootshare/contracts/limits';
import { instantToZoned } from '@rootshare/contracts/time-zones';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { LocationInput } from '@/features/geo/components/location-input';
import { FileThumbnail, releaseFilePreview } from '@/features/profiles/components/file-thumbnail';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSaveMeet, useUploadCover } from '../api/change-meet';
import { useMeet } from '../api/get-meet';
import { browserTimeZone, timeZoneChoices } from '../lib/meet-time';

type Errors = Partial<Record<keyof MeetInput | 'cover' | 'form', string>>;

const initialOf = (meet: Meet | undefined): MeetInput => ({
  title: meet?.title ?? '',
  description: meet?.description ?? '',
  starts_at: meet ? instantToZoned(new Date(meet.starts_at), meet.time_zone) : '',
  ends_at: meet ? instantToZoned(new Date(meet.ends_at), meet.time_zone) : '',
  time_zone: meet?.time_zone ?? browserTimeZone(),
  town: meet?.town ?? '',
  venue: meet?.venue ?? '',
  capacity: meet?.capacity ?? null,
  brings: meet?.brings ?? ['plants'],
});

/** Host a swap meet at /meets/new, or change one at /meets/{id}/edit (the host only). */
export function MeetFormPage() {
  const { id } = useParams();
  const { user } = useSession();
  const existing = useMeet(id);
  useEffect(() => {
    document.title = `${id ? 'Edit swap meet' : 'Host a swap meet'} — Rootshare`;
  }, [id]);
  if (!user) return <SignInPrompt message="Sign in to host a swap meet." />;
  if (id && existing.isPending) {
    return (
      <Page title="Edit swap meet" width="narrow">
        <Skeleton className="h-96" />
      </Page>
    );
  }
  if (id && (!existing.data || !existing.data.is_host)) {
    return (
      <Page title="Edit swap meet" width="narrow">
        <p role="alert">Only the host can change this swap meet.</p>
      </Page>
    );
  }
  return <MeetForm meet={existing.data} />;
}

function MeetForm({ meet }: { meet: Meet | undefined }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<MeetInput>(() => initialOf(meet));
  const [capacityText, setCapacityText] = useState(meet?.capacity ? String(meet.capacity) : '');
  const [cover, setCover] = useState<File | null>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const chooseCover = (file: File | null) => {
    if (cover) releaseFilePreview(cover);
    setCover(file);
    // Cleared, the same file can be chosen again.
    if (!file && coverInput.current) coverInput.current.value = '';
  };
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMeet(meet?.id);
  const upload = useUploadCover();
  const zones = timeZoneChoices(values.time_zone);
  const set = <K extends keyof MeetInput>(key: K, value: MeetInput[K]) => setValues((now) => ({ ...now, [key]: value }));
  const toggleBring = (kind: MeetBring, on: boolean) =>
    set('brings', on ? [...(values.brings ?? []), kind] : (values.brings ?? []).filter((k) => k !== kind));
  const busy = save.isPending || upload.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = MeetInputSchema.safeParse({ ...values, capacity: capacityText.trim() ? Number(capacityText) : null });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'form') as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      if (cover) await upload.mutateAsync({ id: saved.id, file: cover });
      toast.success(meet ? 'Swap meet updated' : 'Swap meet created');
      void navigate(`/meets/${saved.id}`);
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'The swap meet could not be saved' });
    }
  }

  return (
    <Page
      title={meet ? 'Edit swap meet' : 'Host a swap meet'}
      subtitle="Invite neighbours to swap plants, cuttings and seeds in person."
      width="narrow"
    >
      <Card className="p-5 sm:p-6">
        <form className="space-y-5" onSubmit={(e) => void submit(e)} noValidate aria-label={meet ? 'Edit swap meet' : 'Host a swap meet'}>
          <FormField
            id="meet-title"
            label="Title"
            value={values.title}
            maxLength={MEET_TITLE_MAX}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            required
          />
          <TextareaField
            id="meet-description"
            label="Description"
            optional
            rows={4}
            maxLength={MEET_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="meet-start"
              label="Starts"
              type="datetime-local"
              value={values.starts_at}
              onChange={(e) => set('starts_at', e.target.value)}
              error={errors.starts_at}
              required
            />
            <FormField
              id="meet-end"
              label="Ends"
              type="datetime-local"
              value={values.ends_at}
              onChange={(e) => set('ends_at', e.target.value)}
              error={errors.ends_at}
              required
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="meet-zone">Time zone</Label>
            <select
              id="meet-zone"
              className="h-11 w-full rounded-xl border border-border bg-card px-3"
              value={values.time_zone}
              onChange={(e) => set('time_zone', e.target.value)}
              aria-describedby="meet-zone-hint"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <p id="meet-zone-hint" className="text-xs text-muted-foreground">
              The times above are read in this zone. Attendees see them in it too.
            </p>
            <FieldError id="meet-zone-error" message={errors.time_zone} />
          </div>
          <LocationInput
            id="meet-town"
            label="Town"
            value={values.town}
            onChange={(text) => set('town', text)}
            error={errors.town}
            placeholder="Start typing a town…"
          />
          <FormField
            id="meet-venue"
            label="Venue"
            placeholder="e.g. Hollywood Library, community room"
            value={values.venue}
            maxLength={MEET_VENUE_MAX}
            onChange={(e) => set('venue', e.target.value)}
            error={errors.venue}
            required
          />
          <FormField
            id="meet-capacity"
            label="Capacity (optional)"
            type="number"
            inputMode="numeric"
            min={2}
            value={capacityText}
            onChange={(e) => setCapacityText(e.target.value)}
            error={errors.capacity}
          />
          <fieldset className="space-y-2" aria-describedby={errors.brings ? 'meet-brings-error' : undefined}>
            <legend className="text-sm font-semibold">Attendees bring</legend>
            <div className="flex flex-wrap gap-3">
              {MEET_BRINGS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 rounded-full border border-border px-4">
                  <input
                    type="checkbox"
                    checked={values.brings?.includes(kind) ?? false}
                    onChange={(e) => toggleBring(kind, e.target.checked)}
                  />
                  {MEET_BRING_LABELS[kind]}
                </label>
              ))}
            </div>
            <FieldError id="meet-brings-error" message={errors.brings} />
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor="meet-cover">Cover photo (optional)</Label>
            {/* The browser's own file control reads 'Choose File' unstyled: a button of the app opens it. */}
            <input
              ref={coverInput}
              id="meet-cover"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              tabIndex={-1}
              className="sr-only"
              onChange={(e) => chooseCover(e.target.files?.[0] ?? null)}
            />
            <div className="flex flex-wrap items-center gap-3">
              {cover ? (
                <FileThumbnail file={cover} alt="Chosen cover photo" className="h-20 w-32 rounded-xl" />
              ) : (
                meet?.cover && (
                  <img src={meet.cover.thumbnail_url} alt="Current cover photo" className="h-20 w-32 rounded-xl bg-sage object-cover" />
                )
              )}
              <Button type="button" variant="outline" size="sm" onClick={() => coverInput.current?.click()}>
                <ImagePlus className="h-4 w-4" aria-hidden="true" /> {cover || meet?.cover ? 'Choose another photo' : 'Choose a photo'}
              </Button>
              {cover && (
                <Button type="button" variant="ghost" size="sm" onClick={() => chooseCover(null)}>
                  <X className="h-4 w-4" aria-hidden="true" /> Remove
                </Button>
              )}
            </div>
            {meet?.cover && !cover && <p className="text-xs text-muted-foreground">A new photo replaces the current cover.</p>}
          </div>
          <FieldError id="meet-form-error" message={errors.form} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" type="button" onClick={() => void navigate(-1)}>
              Back
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : meet ? 'Save changes' : 'Create swap meet'}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
