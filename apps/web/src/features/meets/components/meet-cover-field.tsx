import type { Meet } from '@rootshare/contracts/meets';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import { FileThumbnail, releaseFilePreview } from '@/features/profiles/components/file-thumbnail';

/** The meet's cover photo: the chosen file's preview, else the current cover, with buttons to choose one and to remove it. */
export function MeetCoverField({
  current,
  cover,
  onCoverChange,
}: {
  current: Meet['cover'] | undefined;
  cover: File | null;
  onCoverChange: (file: File | null) => void;
}) {
  const t = useT();
  const coverInput = useRef<HTMLInputElement>(null);
  const chooseCover = (file: File | null) => {
    if (cover) releaseFilePreview(cover);
    onCoverChange(file);
    // Cleared, the same file can be chosen again.
    if (!file && coverInput.current) coverInput.current.value = '';
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor="meet-cover">{t('meets.form.cover')}</Label>
      {/* The browser's own file control reads 'Choose File' unstyled: a button of the app opens it. */}
      <input
        ref={coverInput}
        id="meet-cover"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => chooseCover(e.target.files?.[0] ?? null)}
      />
      <div className="flex flex-wrap items-center gap-3">
        {cover ? (
          <FileThumbnail file={cover} alt={t('meets.form.chosenCover')} className="h-20 w-32 rounded-xl" />
        ) : (
          current && (
            <img src={current.thumbnail_url} alt={t('meets.form.currentCover')} className="h-20 w-32 rounded-xl bg-sage object-cover" />
          )
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => coverInput.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" /> {t(cover || current ? 'meets.form.chooseAnother' : 'meets.form.choose')}
        </Button>
        {cover && (
          <Button type="button" variant="ghost" size="sm" onClick={() => chooseCover(null)}>
            <X className="h-4 w-4" aria-hidden="true" /> {t('meets.form.remove')}
          </Button>
        )}
      </div>
      {current && !cover && <p className="text-xs text-muted-foreground">{t('meets.form.coverReplaces')}</p>}
    </div>
  );
}
