import { BRAG_BOARD_MAX_ITEMS } from '@rootshare/contracts/limits';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { resizeImageFile, validatePlantImage } from '@/lib/image-files';
import {
  bragBoardItemCount,
  fitsBragBoard,
  GARDEN_PHOTO_JPEG_QUALITY,
  GARDEN_PHOTO_MAX_EDGE,
  newDraftId,
  type DraftPhoto,
  type WizardStepProps,
} from './wizard-draft';

/**
 * The wizard's garden photo picks: files checked and shrunk into the draft while `adding`, with what
 * was refused in `problems` (which the step also uses for a Brag Board that is full).
 */
export function useGardenPhotoFiles({ draft, update }: Pick<WizardStepProps, 'draft' | 'update'>) {
  const t = useT();
  const translate = useContractMessage();
  const [problems, setProblems] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    if (!fitsBragBoard(draft, files.length)) {
      const left = BRAG_BOARD_MAX_ITEMS - bragBoardItemCount(draft);
      setProblems([t('profiles.photos.tooManyFiles', { max: BRAG_BOARD_MAX_ITEMS, left })]);
      return;
    }
    const found: string[] = [];
    const added: DraftPhoto[] = [];
    setAdding(true);
    for (const file of files) {
      const problem = validatePlantImage(file, t);
      if (problem) {
        found.push(problem);
        continue;
      }
      try {
        added.push({
          id: newDraftId(),
          dataUrl: await resizeImageFile(file, GARDEN_PHOTO_MAX_EDGE, GARDEN_PHOTO_JPEG_QUALITY),
          caption: '',
          location: draft.basicInfo?.location ?? '',
        });
      } catch (error) {
        found.push(
          t('profiles.photos.unreadable', {
            name: file.name,
            problem: translate(errorMessage(error, t('profiles.photos.unreadableFallback'))),
          }),
        );
      }
    }
    setAdding(false);
    setProblems(found);
    if (added.length) update((current) => ({ ...current, photos: [...current.photos, ...added] }));
  }

  return { problems, setProblems, adding, addFiles };
}
