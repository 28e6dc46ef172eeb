import { useCallback, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import { PROFILE_IMAGE_OUTPUT, type ProfileImageKind } from '../lib/profile-image-rules';

export interface ImageCropDialogProps {
  /** An object URL of the image to crop; the dialog is open while there is one. */
  imageUrl: string | null;
  kind: ProfileImageKind;
  onCancel: () => void;
  /** Called with the chosen area in the image's own pixels. */
  onCrop: (area: Area) => void;
}

/** Crops an avatar (square) or a banner (4:1) with drag and zoom. */
export function ImageCropDialog({ imageUrl, kind, onCancel, onCrop }: ImageCropDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={imageUrl !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t(kind === 'avatar' ? 'profiles.crop.avatarTitle' : 'profiles.crop.bannerTitle')}
      description={t(kind === 'avatar' ? 'profiles.crop.avatarText' : 'profiles.crop.bannerText')}
    >
      {imageUrl && <CropArea key={imageUrl} imageUrl={imageUrl} kind={kind} onCancel={onCancel} onCrop={onCrop} />}
    </Dialog>
  );
}

function CropArea({ imageUrl, kind, onCancel, onCrop }: ImageCropDialogProps & { imageUrl: string }) {
  const t = useT();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  return (
    <div className="space-y-4">
      <div className="relative h-72 overflow-hidden rounded-xl bg-muted">
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          aspect={PROFILE_IMAGE_OUTPUT[kind].aspect}
          cropShape={kind === 'avatar' ? 'round' : 'rect'}
          showGrid={kind === 'banner'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`crop-zoom-${kind}`}>{t('profiles.crop.zoom')}</Label>
        <input
          id={`crop-zoom-${kind}`}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          className="w-full accent-[var(--primary)]"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('profiles.edit.cancel')}
        </Button>
        <Button disabled={!area} onClick={() => area && onCrop(area)}>
          {t('profiles.crop.apply')}
        </Button>
      </div>
    </div>
  );
}
