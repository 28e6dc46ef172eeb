import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { FieldError, Label, Textarea } from './input';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: ReactNode;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Marks the label with a star and the field as required for screen readers. */
  required?: boolean;
  /** A sentence under the field, read with it by screen readers. */
  hint?: string | undefined;
  error?: string | undefined;
  /** Shows "typed/maxLength" under the field (maxLength must be set). */
  showCount?: boolean;
  labelClassName?: string;
  hintClassName?: string;
  containerClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea with its hint, character count and error sentence wired for screen readers. */
export function TextareaField({
  id,
  label,
  optional,
  required,
  hint,
  error,
  showCount,
  labelClassName,
  hintClassName,
  containerClassName,
  ref,
  ...textarea
}: TextareaFieldProps) {
  const t = useT();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const counted = showCount && textarea.maxLength !== undefined;
  const describedBy = [hint && hintId, counted && countId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', containerClassName)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
        {optional && <span className="font-normal text-muted-foreground">{t('ui.optional')}</span>}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {hint && (
        <p id={hintId} className={cn('text-xs text-muted-foreground', hintClassName)}>
          {hint}
        </p>
      )}
      <Textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required ? 'true' : undefined}
        {...textarea}
      />
      {counted && (
        <p id={countId} className="text-right text-xs text-muted-foreground">
          {String(textarea.value ?? '').length}/{textarea.maxLength}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
