import type { InputHTMLAttributes, Ref } from 'react';
import { FieldError, Input, Label } from './input';

/** A labelled input with its error sentence wired for screen readers. */
export function FormField({
  id,
  label,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string | undefined; ref?: Ref<HTMLInputElement> }) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
