import { formatOneDecimal, numberFormat } from '@rootshare/contracts/intl';
import { POST_IMAGE_MAX_BYTES, POST_VIDEO_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  checkPostMedia,
  mediaKindOf,
  mediaRuleFor,
  POST_IMAGE_EXTENSIONS,
  POST_IMAGE_MIME_TYPES,
  POST_VIDEO_EXTENSIONS,
  POST_VIDEO_MIME_TYPES,
  type MediaKind,
  type PostType,
} from '@rootshare/contracts/posts';
import { ImagePlus, RefreshCw, Undo2, Video, X } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { FieldMark } from '@/components/ui/field-mark';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { isHeif } from '@/lib/image-files';

const MB = 1024 * 1024;
const IMAGE_ACCEPT = [...POST_IMAGE_MIME_TYPES, ...POST_IMAGE_EXTENSIONS.map((extension) => `.${extension}`)];
const VIDEO_ACCEPT = [...POST_VIDEO_MIME_TYPES, ...POST_VIDEO_EXTENSIONS.map((extension) => `.${extension}`)];

/** What the file chooser offers for a post type: videos for a reel, images for a photo, either for a blog post. */
function acceptFor(type: PostType): string {
  const { kinds } = mediaRuleFor(type);
  return [...(kinds.includes('image') ? IMAGE_ACCEPT : []), ...(kinds.includes('video') ? VIDEO_ACCEPT : [])].join(',');
}

/** A chosen file's size in the page's language: "2.5 MB", "12 KB". */
function useFileSize() {
  const t = useT();
  const { language } = useLanguage();
  return (bytes: number) =>
    bytes >= MB
      ? t('postForms.media.sizeMb', {
          size: formatOneDecimal(language, bytes / MB),
        })
      : t('postForms.media.sizeKb', { size: numberFormat(language).format(Math.max(1, Math.round(bytes / 1024))) });
}

/**
 * Why a file cannot go with a post of a type, in the page's language (a HEIC file named as such, else
 * the contract's sentence), or null when it can.
 */
export function useMediaProblem() {
  const t = useT();
  const translate = useContractMessage();
  return (type: PostType, file: File): string | null => {
    if (isHeif(file)) return t('postForms.media.heif', { file: file.name });
    const problem = checkPostMedia(type, file);
    return problem && translate(problem);
  };
}

interface ChosenMedia {
  file: File;
  url: string;
  kind: MediaKind;
}

export interface MediaChoice {
  chosen: ChosenMedia | null;
  /** What is wrong with the choice, in the page's language. */
  error: string | null;
  setError: (error: string | null) => void;
  /** Keeps the file when it suits the post type; otherwise keeps the previous choice and says why. */
  choose: (file: File) => void;
  clear: () => void;
}

/** The file picked for a post, with a preview address that is released when it is replaced or the form closes. */
export function useMediaChoice(type: PostType): MediaChoice {
  const problemOf = useMediaProblem();
  const [chosen, setChosen] = useState<ChosenMedia | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function keep(next: ChosenMedia | null) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next?.url ?? null;
    setChosen(next);
    setError(null);
  }

  return {
    chosen,
    error,
    setError,
    choose: (file) => {
      const problem = problemOf(type, file);
      if (problem) setError(problem);
      else keep({ file, url: URL.createObjectURL(file), kind: mediaKindOf(file) ?? 'image' });
    },
    clear: () => keep(null),
  };
}

function MediaPreview({ kind, src, poster, label }: { kind: MediaKind; src: string; poster?: string | null; label: string }) {
  const frame = 'max-h-72 w-full rounded-xl object-contain';
  return kind === 'video' ? (
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className={cn(frame, 'bg-black')}
    />
  ) : (
    <img src={src} alt={label} className={cn(frame, 'bg-sage')} />
  );
}

export interface CurrentMedia {
  kind: MediaKind;
  src: string;
  poster: string | null;
}

/** Whether the post will carry an image, which takes a description: the chosen file, else the media it keeps. */
export const carriesImage = (choice: MediaChoice, current: CurrentMedia | null = null, currentRemoved = false): boolean =>
  choice.chosen ? choice.chosen.kind === 'image' : current?.kind === 'image' && !currentRemoved;

export interface MediaPickerProps {
  id: string;
  type: PostType;
  choice: MediaChoice;
  disabled?: boolean;
  /** While editing: the post's media now. A new file replaces it; removing the new file returns to it. */
  current?: CurrentMedia | null;
  /** A blog post may drop its media: whether the member has removed it, and how to change that. */
  currentRemoved?: boolean;
  onCurrentRemovedChange?: (removed: boolean) => void;
}

/** The picker's legend: the media it takes, starred when required, else "(optional)". */
function MediaLegend({ type, required }: { type: PostType; required: boolean }) {
  const t = useT();
  return (
    <legend className="text-sm font-semibold">
      {t('postForms.media.legend', { type })}
      <FieldMark required={required} />
    </legend>
  );
}

/** The hint under the picker: the formats and sizes the post type takes, and a way back to removed media. */
function MediaLimits({ id, type, onKeepCurrent }: { id: string; type: PostType; onKeepCurrent: (() => void) | null }) {
  const t = useT();
  const { kinds } = mediaRuleFor(type);
  const limits = [
    kinds.includes('image') && t('postForms.media.imageLimit', { max: POST_IMAGE_MAX_BYTES / MB }),
    kinds.includes('video') && t('postForms.media.videoLimit', { max: POST_VIDEO_MAX_BYTES / MB }),
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
      {limits}
      {onKeepCurrent && (
        <Button variant="link" size="sm" className="ml-2 text-xs" onClick={onKeepCurrent}>
          <Undo2 className="h-3.5 w-3.5" aria-hidden="true" /> {t('postForms.media.keepCurrent')}
        </Button>
      )}
    </p>
  );
}

/** A red "Remove" button beside a preview, named for what it removes. */
function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
    >
      <X className="h-4 w-4" aria-hidden="true" /> {t('postForms.media.remove')}
    </Button>
  );
}

/** "Replace": opens the file chooser again. */
function ReplaceButton({ input, disabled }: { input: RefObject<HTMLInputElement | null>; disabled: boolean }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
      <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('postForms.media.replace')}
    </Button>
  );
}

/** The file just chosen: its preview, name and size, with Replace and Remove. */
function ChosenPreview({ chosen, actions }: { chosen: ChosenMedia; actions: ReactNode }) {
  const t = useT();
  const fileSize = useFileSize();
  return (
    <div className="space-y-2 rounded-2xl border border-border bg-muted/40 p-2">
      <MediaPreview kind={chosen.kind} src={chosen.url} label={t('postForms.media.preview', { file: chosen.file.name })} />
      <div className="flex flex-wrap items-center justify-between gap-2 px-1">
        <p className="min-w-0 truncate text-sm text-muted-foreground">
          {chosen.file.name} · {fileSize(chosen.file.size)}
        </p>
        <div className="flex gap-2">{actions}</div>
      </div>
    </div>
  );
}

/** The media a post has now (editing), with Replace and, for a blog post, Remove. */
function CurrentPreview({ current, actions }: { current: CurrentMedia; actions: ReactNode }) {
  const t = useT();
  return (
    <div className="space-y-2 rounded-2xl border border-border bg-muted/40 p-2">
      <MediaPreview
        kind={current.kind}
        src={current.src}
        poster={current.poster}
        label={t('postForms.media.current', { kind: current.kind })}
      />
      <div className="flex flex-wrap justify-end gap-2 px-1">{actions}</div>
    </div>
  );
}

/** The dashed area that opens the file chooser and takes a dropped file. */
function DropZone({
  id,
  type,
  invalid,
  disabled,
  onFile,
}: {
  id: string;
  type: PostType;
  invalid: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary hover:bg-sage/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        dragging ? 'border-primary bg-sage/40' : invalid ? 'border-destructive' : 'border-input',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
        {type === 'reel' ? <Video className="h-6 w-6" /> : <ImagePlus className="h-6 w-6" />}
      </span>
      <span className="text-sm font-semibold">
        {t('postForms.media.choose', { type })}{' '}
        <span className="hidden font-normal text-muted-foreground sm:inline">{t('postForms.media.dropHere', { type })}</span>
      </span>
    </label>
  );
}

/** Chooses, previews and validates a post's photo or video. */
export function MediaPicker({
  id,
  type,
  choice,
  disabled = false,
  current = null,
  currentRemoved = false,
  onCurrentRemovedChange,
}: MediaPickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const showCurrent = !choice.chosen && current && !currentRemoved;
  const replace = <ReplaceButton input={input} disabled={disabled} />;

  return (
    <fieldset className="space-y-2" aria-describedby={choice.error ? errorId : `${id}-hint`} disabled={disabled}>
      <MediaLegend type={type} required={mediaRuleFor(type).required} />
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptFor(type)}
        className="sr-only"
        aria-label={t('postForms.media.choose', { type })}
        aria-invalid={choice.error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choice.choose(file);
        }}
      />
      {choice.chosen ? (
        <ChosenPreview
          chosen={choice.chosen}
          actions={
            <>
              {replace}
              <RemoveButton
                label={t('postForms.media.removeFile', { file: choice.chosen.file.name })}
                onClick={choice.clear}
                disabled={disabled}
              />
            </>
          }
        />
      ) : showCurrent ? (
        <CurrentPreview
          current={current}
          actions={
            <>
              {replace}
              {onCurrentRemovedChange && (
                <RemoveButton label={t('postForms.media.removeCurrent')} onClick={() => onCurrentRemovedChange(true)} disabled={disabled} />
              )}
            </>
          }
        />
      ) : (
        <DropZone id={id} type={type} invalid={choice.error !== null} disabled={disabled} onFile={choice.choose} />
      )}
      <MediaLimits
        id={id}
        type={type}
        onKeepCurrent={currentRemoved && current && !choice.chosen ? () => onCurrentRemovedChange?.(false) : null}
      />
      <FieldError id={errorId} message={choice.error ?? undefined} />
    </fieldset>
  );
}
