import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import type { WizardStepProps } from '../lib/wizard-draft';
import { FileThumbnail, releaseFilePreview } from './file-thumbnail';

/** The Brag Board posts written in the wizard, each removable before publishing. */
export function SavedPostList({ draft, update }: Pick<WizardStepProps, 'draft' | 'update'>) {
  const t = useT();
  if (draft.savedPosts.length === 0) return null;
  return (
    <section aria-label={t('profiles.photos.posts')} className="space-y-3">
      <h3 className="font-bold">{t('profiles.photos.posts')}</h3>
      {draft.savedPosts.map((post) => (
        <Card key={post.id} className="flex items-center gap-3 p-3">
          <FileThumbnail file={post.image} alt="" className="h-16 w-16 shrink-0 rounded-xl" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{post.title}</p>
            <p className="truncate text-sm text-muted-foreground">{post.content}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('profiles.photos.removePost', { title: post.title })}
            onClick={() => {
              releaseFilePreview(post.image);
              update((current) => ({ ...current, savedPosts: current.savedPosts.filter((p) => p.id !== post.id) }));
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </Card>
      ))}
    </section>
  );
}
