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
import { toast } from '@/lib/toast';
import { useOfferedPhotos, useRemoveOfferedPhoto } from '../api/catalogue-photos';
import { AdminOnly } from '../components/admin-only';

function OfferedPhotoList() {
  const photos = useOfferedPhotos();
  const remove = useRemoveOfferedPhoto();
  if (photos.isPending) {
    return (
      <div role="status" aria-label="Loading catalogue photos">
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (photos.isError) return <LoadError message="Couldn't load the catalogue photos." onRetry={() => void photos.refetch()} />;
  if (photos.data.photos.length === 0) {
    return (
      <EmptyState
        icon={<ImageOff className="h-6 w-6" />}
        title="No offered photos"
        description="Photos members offer to the plant catalogue show up here."
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Offered photos, newest first">
      {photos.data.photos.map((photo) => (
        <li key={photo.id}>
          <Card className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
            <img
              src={photo.thumbnail_url}
              alt={`${photo.species}, offered by ${photo.username}`}
              className="h-20 w-20 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-bold break-words">{photo.species}</p>
              <p className="text-sm text-muted-foreground">
                by <span className="font-semibold text-foreground">@{photo.username}</span> · {formatDateTime(photo.offered_at)} ·{' '}
                <Link to={`/plant/${photo.user_plant_id}`} className="underline underline-offset-2">
                  their plant
                </Link>
              </p>
              {photo.shown && <Badge tone="info">Shown in the catalogue</Badge>}
            </div>
            <Button
              variant="destructive"
              className="w-full sm:w-auto"
              disabled={remove.isPending && remove.variables === photo.id}
              onClick={() =>
                remove.mutate(photo.id, {
                  onSuccess: () => toast.success('Photo removed from the catalogue'),
                  onError: (error) => toast.error(error.message || 'Could not remove it'),
                })
              }
            >
              Remove
              <span className="sr-only">
                {' '}
                the photo of {photo.species} by {photo.username}
              </span>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/catalogue-photos: photos members offered to the catalogue, each with Remove (ADR 0056). */
export function CataloguePhotosPage() {
  useEffect(() => {
    document.title = 'Catalogue photos — Rootshare';
  }, []);
  return (
    <AdminOnly
      title="Catalogue photos"
      subtitle="Photos members offered to the plant catalogue under CC BY 4.0. A removed photo leaves it at once."
    >
      <OfferedPhotoList />
    </AdminOnly>
  );
}
