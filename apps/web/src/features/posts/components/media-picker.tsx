import { formatSizeLimit, imageUploadHint } from '@rootshare/contracts/format';
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
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { HEIF_NOT_SUPPORTED, isHeif } from '@/lib/image-files';

const MB = 1024 * 1024;
const IMAGE_ACCEPT = [...POST_IMAGE_MIME_TYPES, ...POST_IMAGE_EXTENSIONS.map((extension) => `.${extension}`)];
const VIDEO_ACCEPT = [...POST_VIDEO_MIME_TYPES, ...POST_VIDEO_EXTENSIONS.map((extension) => `.${extension}`)];
const NOUNS: Record<PostType, string> = { reel: 'video', photo: 'photo', blog_post: 'photo or video' };
const LEGENDS: Record<PostType, string> = { reel: 'Video', photo: 'Photo', blog_post: 'Photo or video' };

/** What the file chooser offers for a post type: videos for a reel, images for a photo, either for a blog post. */
function acceptFor(type: PostType): string {
  const { kinds } = mediaRuleFor(type);
  return [...(kinds.includes('image') ? IMAGE_ACCEPT : []), ...(kinds.includes('video') ? VIDEO_ACCEPT : [])].join(',');
}

/** Why a file cannot go with a post of this type (HEIC named as such), or null when it can. */
export function mediaProblem(type: PostType, file: File): string | null {
  if (isHeif(file)) return `${file.name}: ${HEIF_NOT_SUPPORTED}`;
  return checkPostMedia(type, file);
}

const formatSize = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

interface ChosenMedia {
  file: File;
  url: string;
  kind: MediaKind;
}

export interface MediaChoice {
  chosen: ChosenMedia | null;
  error: string | null;
  setError: (error: string | null) => void;
  /** Keeps the file when it suits the post type; otherwise keeps the previous choice and says why. */
  choose: (file: File) => void;
  clear: () => void;
}

/** The file picked for a post, with a preview address that is released when it is replaced or the form closes. */
export function useMediaChoice(type: PostType): MediaChoice {
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
      const problem = mediaProblem(type, file);
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
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const rule = mediaRuleFor(type);
  const noun = NOUNS[type];
  const errorId = `${id}-error`;
  const showCurrent = !choice.chosen && current && !currentRemoved;
  const limits = [
    rule.kinds.includes('image') && imageUploadHint(POST_IMAGE_MAX_BYTES),
    rule.kinds.includes('video') && `MP4, WebM or Ogg, up to ${formatSizeLimit(POST_VIDEO_MAX_BYTES)} each`,
  ]
    .filter(Boolean)
    .join('; ');

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) choice.choose(file);
  }

  const replaceButton = (
    <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={disabled}>
      <RefreshCw className="h-4 w-4" aria-hidden="true" /> Replace
    </Button>
  );

  return (
    <fieldset className="space-y-2" aria-describedby={choice.error ? errorId : `${id}-hint`} disabled={disabled}>
      <legend className="text-sm font-semibold">
        {LEGENDS[type]}{' '}
        {rule.required ? (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">(optional)</span>
        )}
      </legend>
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptFor(type)}
        className="sr-only"
        aria-label={`Choose a ${noun}`}
        aria-invalid={choice.error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) choice.choose(file);
        }}
      />
      {choice.chosen ? (
        <div className="space-y-2 rounded-2xl border border-border bg-muted/40 p-2">
          <MediaPreview kind={choice.chosen.kind} src={choice.chosen.url} label={`Preview of ${choice.chosen.file.name}`} />
          <div className="flex flex-wrap items-center justify-between gap-2 px-1">
            <p className="min-w-0 truncate text-sm text-muted-foreground">
              {choice.chosen.file.name} · {formatSize(choice.chosen.file.size)}
            </p>
            <div className="flex gap-2">
              {replaceButton}
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10"
                onClick={choice.clear}
                disabled={disabled}
                aria-label={`Remove ${choice.chosen.file.name}`}
              >
                <X className="h-4 w-4" aria-hidden="true" /> Remove
              </Button>
            </div>
          </div>
        </div>
      ) : showCurrent ? (
        <div className="space-y-2 rounded-2xl border border-border bg-muted/40 p-2">
          <MediaPreview
            kind={current.kind}
            src={current.src}
            poster={current.poster}
            label={`Current ${current.kind === 'video' ? 'video' : 'photo'}`}
          />
          <div className="flex flex-wrap justify-end gap-2 px-1">
            {replaceButton}
            {onCurrentRemovedChange && (
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10"
                onClick={() => onCurrentRemovedChange(true)}
                disabled={disabled}
                aria-label="Remove current media"
              >
                <X className="h-4 w-4" aria-hidden="true" /> Remove
              </Button>
            )}
          </div>
        </div>
      ) : (
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
            dragging ? 'border-primary bg-sage/40' : choice.error ? 'border-destructive' : 'border-input',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
            {type === 'reel' ? <Video className="h-6 w-6" /> : <ImagePlus className="h-6 w-6" />}
          </span>
          <span className="text-sm font-semibold">
            Choose a {noun} <span className="hidden font-normal text-muted-foreground sm:inline">or drop it here</span>
          </span>
        </label>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {limits}
        {currentRemoved && current && !choice.chosen && (
          <Button variant="link" size="sm" className="ml-2 text-xs" onClick={() => onCurrentRemovedChange?.(false)}>
            <Undo2 className="h-3.5 w-3.5" aria-hidden="true" /> Keep current media
          </Button>
        )}
      </p>
      <FieldError id={errorId} message={choice.error ?? undefined} />
    </fieldset>
  );
}
