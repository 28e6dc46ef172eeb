import { MeetInputSchema, type Meet, type MeetInput } from '@rootshare/contracts/meets';
import { instantToZoned } from '@rootshare/contracts/time-zones';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useErrorText } from '@/lib/quota-notice';
import { toast } from '@/lib/toast';
import { useSaveMeet } from '../api/save-meet';
import { useUploadCover } from '../api/upload-cover';
import { browserTimeZone } from './meet-time';

/** The first message for each field the form shows, and one for the whole form when saving fails. */
export type MeetFormErrors = Partial<Record<keyof MeetInput | 'cover' | 'form', string>>;
export type SetMeetValue = <K extends keyof MeetInput>(key: K, value: MeetInput[K]) => void;

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

/** The meet form's values and errors; submitting checks them, saves the meet, then its new cover, and opens its page. */
export function useMeetForm(meet: Meet | undefined, cover: File | null) {
  const navigate = useNavigate();
  const t = useT();
  const errorText = useErrorText();
  const contractMessage = useContractMessage();
  const [values, setValues] = useState<MeetInput>(() => initialOf(meet));
  // The capacity is kept as typed so an emptied box is not read as zero.
  const [capacityText, setCapacityText] = useState(meet?.capacity ? String(meet.capacity) : '');
  const [errors, setErrors] = useState<MeetFormErrors>({});
  const save = useSaveMeet(meet?.id);
  const upload = useUploadCover();
  const set: SetMeetValue = (key, value) => setValues((now) => ({ ...now, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = MeetInputSchema.safeParse({ ...values, capacity: capacityText.trim() ? Number(capacityText) : null });
    if (!parsed.success) {
      const found: MeetFormErrors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? 'form') as keyof MeetFormErrors;
        found[key] ??= contractMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      if (cover) await upload.mutateAsync({ id: saved.id, file: cover });
      toast.success(t(meet ? 'meets.form.updated' : 'meets.form.created'));
      void navigate(`/meets/${saved.id}`);
    } catch (failure) {
      setErrors({ form: errorText(failure, t('meets.form.saveFailed')) });
    }
  }

  return { values, set, capacityText, setCapacityText, errors, submit, busy: save.isPending || upload.isPending };
}
