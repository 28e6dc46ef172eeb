import { sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { memberPlantName } from '@/components/plants/plant-name';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { DetailSkeleton, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { PhotoCredit } from '@/features/catalogue/components/photo-credit';
import { InvasiveNotice } from '@/features/catalogue/components/invasive-notice';
import { useUserPlant } from '@/features/user-plants/api/get-user-plant';
import { PlantGallery, type GalleryPhoto } from '@/features/user-plants/components/plant-gallery';
import { PlantCareCard } from '@/features/user-plants/components/plant-care-card';
import { PlantLineage } from '@/features/user-plants/components/plant-lineage';
import { OwnPlantCard, PlantContactActions, PlantFacts, PlantHeading, PlantLoadFailure, PlantOwnerLink } from './plant-detail-sections';

// Only the owner sees the care schedules, and their form brings zod: visitors never load it.
const CareSchedulesCard = lazy(async () => ({
  default: (await import('@/features/care-reminders/components/care-schedules-card')).CareSchedulesCard,
}));

/** The plant's name: its custom name, else the catalogue name, else 'Unknown Plant'. */
const detailPlantName = ({ userPlant, plant }: Pick<UserPlantDetail, 'userPlant' | 'plant'>): string =>
  memberPlantName(userPlant.custom_name, plant.common_name);

const isPlaceholder = (src: string) => src.startsWith('/api/placeholder-image');
const isDrawing = (src: string) => src.startsWith('/api/plant-drawings/');

/** The owner's photos; else the catalogue picture (its own, or one a member offered); else none. */
function galleryPhotos({ userPlant, plant }: Pick<UserPlantDetail, 'userPlant' | 'plant'>, name: string, t: Translate): GalleryPhoto[] {
  const own = userPlant.image_urls;
  if (own.length > 0)
    return own.map((src, i) => ({ src, thumbnail: userPlant.thumbnail_urls[i], alt: imageAlt(userPlant.image_descriptions[i], name) }));
  return catalogueImage(plant, t);
}

function catalogueImage(plant: CataloguePlant, t: Translate): GalleryPhoto[] {
  const src = plant.image_url ?? plant.image_urls[0];
  if (!src) return [];
  const alt = isPlaceholder(src)
    ? t('plants.page.altIllustration', { category: plant.category })
    : isDrawing(src)
      ? t('plants.page.altDrawing', { name: plant.common_name })
      : plant.image_credit?.by_member
        ? t('plants.page.altMemberPhoto', { name: plant.common_name, author: plant.image_credit.author })
        : t('plants.page.altCataloguePhoto', { name: plant.common_name });
  return [{ src: sizedImageUrl(src, 960), alt }];
}

function PlantSkeleton() {
  const t = useT();
  return (
    <DetailSkeleton
      label={t('plants.page.loading')}
      pictureClassName="aspect-square rounded-[var(--radius-card)]"
      beside
      top={
        <div className="flex gap-2">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      }
    >
      <Skeleton className="h-5 w-1/2" />
      <div className="grid grid-cols-3 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-11 w-full rounded-full" />
    </DetailSkeleton>
  );
}

/** A plant's page at /plant/{id}: photos first, then what it is, who has it and how to ask for it. */
export function PlantDetailPage() {
  const { plantId = '' } = useParams();
  const { status, user } = useSession();
  const t = useT();
  const query = useUserPlant(plantId);
  const detail = query.data;
  const name = detail ? detailPlantName(detail) : null;

  useEffect(() => {
    document.title = name ? t('plants.page.documentTitle', { name }) : t('plants.page.documentTitleLoading');
  }, [name, t]);

  if (query.isPending) return <PlantSkeleton />;
  if (query.isError || !detail || !name) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return <PlantLoadFailure notFound={missing || !query.isError} onRetry={() => void query.refetch()} />;
  }

  const { userPlant, plant, profile } = detail;
  const isOwner = user?.profile.id === profile.id;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 sm:px-6 sm:py-8">
      <BackLink to="/explore" className="mb-4">
        {t('plants.page.explore')}
      </BackLink>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="space-y-2 md:sticky md:top-20 md:self-start">
          <PlantGallery photos={galleryPhotos(detail, name, t)} />
          {userPlant.image_urls.length === 0 && plant.image_credit && <PhotoCredit credit={plant.image_credit} />}
        </div>
        <div className="space-y-6">
          <PlantHeading userPlant={userPlant} plant={plant} name={name} />
          <InvasiveNotice listings={detail.invasive_in} />
          <PlantFacts userPlant={userPlant} plant={plant} />
          {status === 'loading' ? (
            <Skeleton className="h-11 w-full rounded-full" />
          ) : isOwner ? (
            <OwnPlantCard userPlant={userPlant} />
          ) : (
            <PlantContactActions userPlant={userPlant} owner={profile} name={name} />
          )}
          <PlantOwnerLink owner={profile} isOwner={isOwner} />
          {userPlant.notes && (
            <Card className="p-5">
              <h2 className="mb-2 text-lg font-bold">{t('plants.page.ownerNotes')}</h2>
              <p className="whitespace-pre-line text-foreground/90">{userPlant.notes}</p>
            </Card>
          )}
          {detail.care_card && <PlantCareCard card={detail.care_card} />}
          {isOwner && (
            <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
              <CareSchedulesCard userPlantId={userPlant.id} />
            </Suspense>
          )}
          <PlantLineage lineage={detail.lineage} />
          {plant.description && (
            <section className="space-y-2">
              <h2 className="text-lg font-bold">{t('plants.page.about', { name: plant.common_name })}</h2>
              <p className="max-w-prose leading-relaxed text-foreground/90">{plant.description}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
