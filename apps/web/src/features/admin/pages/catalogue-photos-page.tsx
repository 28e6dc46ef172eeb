import { formatDateTime } from '@rootshare/contracts/format';
import { ImageOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useOfferedPhotos, useRemoveOfferedPhoto } from '../api/catalogue-photos';
import { AdminOnly } from '../components/admin-only';

function OfferedPhotoList() {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const photos = useOfferedPhotos();
  const remove = useRemoveOfferedPhoto();
  if (photos.isPending) {
    return (
      <div role="status" aria-label={t('admin.photos.loading')}>
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (photos.isError) return <LoadError message={t('admin.photos.loadError')} onRetry={() => void photos.refetch()} />;
  if (photos.data.photos.length === 0) {
    return (
      <EmptyState icon={<ImageOff className="h-6 w-6" />} title={t('admin.photos.emptyTitle')} description={t('admin.photos.emptyText')} />
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('admin.photos.list')}>
      {photos.data.photos.map((photo) => (
        <li key={photo.id}>
          <Card className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
            <img
              src={photo.thumbnail_url}
              alt={t('admin.photos.alt', { species: photo.species, username: photo.username })}
              className="h-20 w-20 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-bold break-words">{photo.species}</p>
              <p className="text-sm text-muted-foreground">
                {t.rich('admin.photos.byline', {
                  username: photo.username,
                  date: formatDateTime(photo.offered_at, language),
                  b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
                  link: (chunks) => (
                    <Link to={`/plant/${photo.user_plant_id}`} className="underline underline-offset-2">
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
              {photo.shown && <Badge tone="info">{t('admin.photos.shown')}</Badge>}
            </div>
            <Button
              variant="destructive"
              className="w-full sm:w-auto"
              disabled={remove.isPending && remove.variables === photo.id}
              onClick={() =>
                remove.mutate(photo.id, {
                  onSuccess: () => toast.success(t('admin.photos.removed')),
                  onError: (error) => toast.error(translate(error.message) || t('admin.photos.removeFailed')),
                })
              }
            >
              {t('admin.photos.remove')}
              <span className="sr-only"> {t('admin.photos.removeWhat', { species: photo.species, username: photo.username })}</span>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/catalogue-photos: photos members offered to the catalogue, each with Remove (ADR 0056). */
export function CataloguePhotosPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('admin.photos.documentTitle');
  }, [t]);
  return (
    <AdminOnly title={t('admin.photos.title')} subtitle={t('admin.photos.subtitle')}>
      <OfferedPhotoList />
    </AdminOnly>
  );
}
