import { Camera, ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { checkDroppedFiles, PROFILE_IMAGE_ACCEPT } from '../lib/profile-image-rules';
import { useProfileImageUpload, type ProfileImageUploadOptions } from '../lib/use-profile-image-upload';
import { ImageCropDialog } from './image-crop-dialog';

interface ProfileImageFieldProps extends ProfileImageUploadOptions {
  value: string | null;
  name?: string;
}

/** A drop zone that takes one image; `dragOver` while something is held above it and it is not busy. */
function useImageDrop(busy: boolean, onFile: (file: File | undefined) => void) {
  const t = useT();
  const [dragOver, setDragOver] = useState(false);
  // Every drag is claimed, so a file dropped here is never opened by the browser in place of the app.
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(!busy);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (busy) return;
    const dropped = checkDroppedFiles(event.dataTransfer.files);
    if (dropped.error) {
      toast.error(t(dropped.error.title), { description: t(dropped.error.description) });
      return;
    }
    onFile(dropped.file);
  };
  return { dragOver, handlers: { onDragEnter: onDragOver, onDragOver, onDragLeave, onDrop } };
}

function ImagePreview({ kind, src, name }: { kind: ProfileImageFieldProps['kind']; src: string | null; name?: string }) {
  const t = useT();
  if (kind === 'avatar') return <Avatar src={src} name={name} size="lg" />;
  return (
    <div className="h-16 w-full max-w-64 overflow-hidden rounded-xl bg-[linear-gradient(120deg,var(--primary),var(--moss)_55%,var(--accent))]">
      {src && <img src={src} alt={t('profiles.edit.bannerPreview')} className="h-full w-full object-cover" />}
    </div>
  );
}

/**
 * Choose or drop → check the drop and file rules → crop → upload; the stored /media path is saved
 * with the form. The button opens the file chooser; the whole field takes a dropped image.
 */
export function ProfileImageField({ kind, value, name, onUploading, onUploaded }: ProfileImageFieldProps) {
  const t = useT();
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { cropping, preview, uploading, choose, stopCropping, cropAndUpload } = useProfileImageUpload({ kind, onUploading, onUploaded });
  const chooseFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    choose(file);
  };
  const { dragOver, handlers } = useImageDrop(uploading, chooseFile);
  return (
    <div className="space-y-2">
      <span id={headingId} className="text-sm font-semibold">
        {t(kind === 'avatar' ? 'profiles.edit.avatar' : 'profiles.edit.banner')}
      </span>
      <div
        role="group"
        aria-labelledby={headingId}
        {...handlers}
        className={cn(
          'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border-2 border-dashed p-3 transition-colors',
          dragOver ? 'border-primary bg-sage/60' : 'border-border/70',
        )}
      >
        <ImagePreview kind={kind} src={preview ?? value} name={name} />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-label={t(kind === 'avatar' ? 'profiles.edit.chooseAvatar' : 'profiles.edit.chooseBanner')}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => chooseFile(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => inputRef.current?.click()}>
          {kind === 'avatar' ? <Camera className="h-4 w-4" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
          {t(uploading ? 'profiles.edit.uploading' : kind === 'avatar' ? 'profiles.edit.changeAvatar' : 'profiles.edit.changeBanner')}
        </Button>
        <span className="hidden text-xs text-muted-foreground pointer-fine:inline">{t('profiles.edit.dropHint')}</span>
      </div>
      <ImageCropDialog
        imageUrl={cropping?.url ?? null}
        kind={kind}
        onCancel={stopCropping}
        onCrop={(area) => cropping && void cropAndUpload(cropping.file, area)}
      />
    </div>
  );
}
