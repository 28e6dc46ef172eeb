import type { Meet } from '@rootshare/contracts/meets';
import { MEET_DESCRIPTION_MAX, MEET_TITLE_MAX } from '@rootshare/contracts/limits';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useMeet } from '../api/get-meet';
import { MeetCoverField } from '../components/meet-cover-field';
import { MeetBringsChoice, MeetPlaceFields, MeetTimeFields } from '../components/meet-form-fields';
import { useMeetForm } from '../lib/use-meet-form';

/** Host a swap meet at /meets/new, or change one at /meets/{id}/edit (the host only). */
export function MeetFormPage() {
  const { id } = useParams();
  const { user } = useSession();
  const existing = useMeet(id);
  const t = useT();
  const heading = t(id ? 'meets.form.edit' : 'meets.form.host');
  useEffect(() => {
    document.title = `${heading} — Rootshare`;
  }, [heading]);
  if (!user) return <SignInPrompt message={t('meets.form.signIn')} asPage />;
  if (id && existing.isPending) {
    return (
      <Page title={heading} width="narrow">
        <Skeleton className="h-96" />
      </Page>
    );
  }
  if (id && (!existing.data || !existing.data.is_host)) {
    return (
      <Page title={heading} width="narrow">
        <p role="alert">{t('meets.form.onlyHost')}</p>
      </Page>
    );
  }
  return <MeetForm meet={existing.data} />;
}

function MeetForm({ meet }: { meet: Meet | undefined }) {
  const navigate = useNavigate();
  const t = useT();
  const heading = t(meet ? 'meets.form.edit' : 'meets.form.host');
  const [cover, setCover] = useState<File | null>(null);
  const { values, set, capacityText, setCapacityText, errors, submit, busy } = useMeetForm(meet, cover);
  return (
    <Page title={heading} subtitle={t('meets.form.subtitle')} width="narrow">
      <Card className="p-5 sm:p-6">
        <form className="space-y-5" onSubmit={(e) => void submit(e)} noValidate aria-label={heading}>
          <FormField
            id="meet-title"
            label={t('meets.form.title')}
            value={values.title}
            maxLength={MEET_TITLE_MAX}
            onChange={(e) => set('title', e.target.value)}
            error={errors.title}
            required
          />
          <TextareaField
            id="meet-description"
            label={t('meets.form.description')}
            optional
            rows={4}
            maxLength={MEET_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            error={errors.description}
          />
          <MeetTimeFields values={values} errors={errors} set={set} />
          <MeetPlaceFields values={values} errors={errors} set={set} capacityText={capacityText} onCapacityText={setCapacityText} />
          <MeetBringsChoice values={values} errors={errors} set={set} />
          <MeetCoverField current={meet?.cover} cover={cover} onCoverChange={setCover} />
          <FieldError id="meet-form-error" message={errors.form} />
          <div className="flex justify-end gap-2">
            <Button variant="outline" type="button" onClick={() => void navigate(-1)}>
              {t('meets.form.back')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('meets.saving') : t(meet ? 'meets.form.saveChanges' : 'meets.form.create')}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
