import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { Button, type ButtonProps } from './button';
import { FormField } from './form-field';

interface AddressFormProps<T> {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  variant?: ButtonProps['variant'];
  /** Checks what was typed with the same contract the server uses. */
  parse: (typed: string) => z.ZodSafeParseResult<T>;
  /** Sends it; the field empties once it resolves, and shows the server's refusal when it rejects. */
  send: (value: T) => Promise<unknown>;
  pending: boolean;
}

/**
 * One address (a handle, a link or a host) and a button beside it: checked here before it is
 * sent, each refusal (the contract's or the server's) shown under the field in the member's language.
 */
export function AddressForm<T>({ id, label, placeholder, submitLabel, variant, parse, send, pending }: AddressFormProps<T>) {
  const translate = useContractMessage();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(typed);
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    send(parsed.data).then(
      () => setTyped(''),
      (failure: Error) => setError(translate(failure.message)),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          id={id}
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <Button type="submit" variant={variant} className="sm:mt-[1.625rem]" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
