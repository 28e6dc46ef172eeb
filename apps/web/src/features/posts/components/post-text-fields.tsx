import { POST_TITLE_MAX } from '@rootshare/contracts/limits';
import type { PostType } from '@rootshare/contracts/posts';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { FieldMark } from '@/components/ui/field-mark';
import { useT } from '@/lib/i18n/i18n';

type TextField = 'title' | 'content' | 'tags';

export interface PostTextFieldsProps {
  idPrefix: string;
  type: PostType;
  register: (name: TextField) => UseFormRegisterReturn;
  errors: Partial<Record<TextField, { message?: string | undefined }>>;
  titleLength: number;
}

/** A labelled control with its hint and error sentence; `control` gets the attributes that tie them together. */
function Field({
  id,
  label,
  required = false,
  aside,
  hint,
  error,
  control,
}: {
  id: string;
  label: string;
  required?: boolean;
  aside?: ReactNode;
  hint?: string;
  error: string | undefined;
  control: (wiring: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'aria-required': 'true' | undefined;
  }) => ReactNode;
}) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`, aside && `${id}-aside`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          <FieldMark required={required} />
        </Label>
        {aside && <span id={`${id}-aside`}>{aside}</span>}
      </div>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? 'true' : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * Title (required, at most 200 characters, with a counter), content (required) and tags (optional),
 * with the contracts' error sentences in the page's language.
 */
export function PostTextFields({ idPrefix, type, register, errors, titleLength }: PostTextFieldsProps) {
  const t = useT();
  const translate = useContractMessage();
  const errorOf = (field: TextField) => {
    const message = errors[field]?.message;
    return message && translate(message);
  };
  return (
    <>
      <Field
        id={`${idPrefix}-title`}
        label={t('postForms.fields.title')}
        required
        error={errorOf('title')}
        aside={
          <span
            className={cn('text-xs tabular-nums text-muted-foreground', titleLength > POST_TITLE_MAX && 'font-semibold text-destructive')}
          >
            {t('postForms.fields.titleCount', { count: titleLength, max: POST_TITLE_MAX })}
          </span>
        }
        control={(wiring) => <Input autoComplete="off" {...wiring} {...register('title')} />}
      />
      <TextareaField
        id={`${idPrefix}-content`}
        label={t('postForms.fields.content')}
        required
        error={errorOf('content')}
        placeholder={t('postForms.fields.contentPlaceholder', { type })}
        className={type === 'blog_post' ? 'min-h-48' : 'min-h-28'}
        {...register('content')}
      />
      <Field
        id={`${idPrefix}-tags`}
        label={t('postForms.fields.tags')}
        hint={t('postForms.fields.tagsHint')}
        error={errorOf('tags')}
        control={(wiring) => (
          <Input autoComplete="off" placeholder={t('postForms.fields.tagsPlaceholder')} {...wiring} {...register('tags')} />
        )}
      />
    </>
  );
}

/** The post form; its fields are locked while it is being sent. */
export function PostFormBody({
  formId,
  onSubmit,
  busy,
  children,
}: {
  formId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset disabled={busy} className="space-y-5">
        {children}
      </fieldset>
    </form>
  );
}
