import { ImagePlus, Loader2 } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { PLANT_IMAGE_ACCEPT } from '@/lib/image-files';

/** The last tile of a plant's photo grid: a file input inside its label, with a spinner while photos are being prepared. */
export function AddPhotoTile({
  inputId,
  label,
  multiple = false,
  spinning,
  disabled,
  error,
  errorId,
  onFiles,
}: {
  inputId: string;
  label: string;
  multiple?: boolean;
  spinning: boolean;
  disabled: boolean;
  /** The photos' error, shown under the grid with errorId. */
  error?: string | undefined;
  errorId?: string;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <li className="aspect-square">
      <label
        htmlFor={inputId}
        className={cn(
          'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-center text-xs font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
          error && 'border-destructive',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {spinning ? (
          <Loader2 className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
        )}
        {label}
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          accept={PLANT_IMAGE_ACCEPT}
          className="sr-only"
          onChange={onFiles}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
    </li>
  );
}
