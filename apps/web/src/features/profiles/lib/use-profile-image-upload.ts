import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { uploadPlantImage } from '@/features/user-plants/api/upload-plant-image';
import { useT } from '@/lib/i18n/i18n';
import { useErrorText } from '@/lib/quota-notice';
import { toast } from '@/lib/toast';
import { cropImageFile } from './crop-image';
import { checkProfileImage, PROFILE_IMAGE_OUTPUT, type ProfileImageKind } from './profile-image-rules';

export interface ProfileImageUploadOptions {
  kind: ProfileImageKind;
  onUploading: (uploading: boolean) => void;
  onUploaded: (objectPath: string) => void;
}

/**
 * A profile image from choice to upload: the file is checked, then cropped (`cropping` holds it
 * meanwhile), then uploaded, and its /media path handed on; `preview` shows the crop till the form saves.
 */
export function useProfileImageUpload({ kind, onUploading, onUploaded }: ProfileImageUploadOptions) {
  const t = useT();
  const errorText = useErrorText();
  const [cropping, setCropping] = useState<{ file: File; url: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const { error, notice } = checkProfileImage(file);
    if (error) {
      toast.error(t(error.title), { description: t(error.description, error.values) });
      return;
    }
    if (notice) toast(t(notice.title), { description: t(notice.description, notice.values) });
    setCropping({ file, url: URL.createObjectURL(file) });
  };
  const stopCropping = () => {
    if (cropping) URL.revokeObjectURL(cropping.url);
    setCropping(null);
  };

  const cropAndUpload = async (file: File, area: Area) => {
    stopCropping();
    setUploading(true);
    onUploading(true);
    try {
      const cropped = await cropImageFile(file, area, PROFILE_IMAGE_OUTPUT[kind], `${kind}.jpg`);
      const objectPath = await uploadPlantImage(cropped);
      setPreview(URL.createObjectURL(cropped));
      onUploaded(objectPath);
    } catch (error) {
      toast.error(t('profiles.edit.uploadFailed'), { description: errorText(error, '') || undefined });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return { cropping, preview, uploading, choose, stopCropping, cropAndUpload };
}
