import { useT } from '@/lib/i18n/i18n';

/** After a field's label: a red star for a required field (its input says so to screen readers), else "(optional)". */
export function FieldMark({ required }: { required: boolean }) {
  const t = useT();
  return required ? (
    <>
      {' '}
      <span className="text-destructive" aria-hidden="true">
        *
      </span>
    </>
  ) : (
    <span className="font-normal text-muted-foreground">{t('ui.optional')}</span>
  );
}
