import type { UpdateProfile } from '@rootshare/contracts/profiles';
import { createPost } from '@/features/posts/api/create-post';
import { quotaNotice, type QuotaWords } from '@/lib/quota-notice';
import { createUserPlant } from '@/features/user-plants/api/create-user-plant';
import { uploadPlantImage } from '@/features/user-plants/api/upload-plant-image';
import { createGardenPhoto } from '../api/create-garden-photo';
import { basicInfoCoordinates } from '../components/basic-info-step';
import { isPublishablePlant, type DraftPhoto, type DraftPlant, type DraftPost, type WizardDraft } from './wizard-draft';

export type PublishedKind = 'photos' | 'savedPosts' | 'plants';

/** What publishing is sending now: the profile, or item `number` of `total` of a kind (0 of 0 for the profile). */
export interface PublishStage {
  kind: 'profile' | 'photos' | 'posts' | 'plants';
  number: number;
  total: number;
}

export interface PublishSteps {
  /** PUT /profiles/{id}; throws when there is no signed-in member with a profile. */
  updateProfile: (changes: UpdateProfile) => Promise<unknown>;
  /** PUT /account/federation, given only when the wizard asked the question (the server federates). */
  saveFederation?: (federates: boolean) => Promise<unknown>;
  /** Called as each item is stored, so a retry after a partial failure sends only what is left. */
  onPublished: (kind: PublishedKind, id: string) => void;
  /** What is being sent now, for the status line. */
  onStage: (stage: PublishStage) => void;
  /** How the page says a met quota. */
  quotaWords: QuotaWords;
}

export interface PublishOutcome {
  failedPhotos: number;
  failedPosts: number;
  failedPlants: number;
  /** Plants left out by the temp-/custom- rule. */
  skippedPlants: number;
  /** The quota the member met, with when it resets; nothing after it was sent. Null when none was met. */
  limitNotice: string | null;
}

export const failedCount = (outcome: PublishOutcome) => outcome.failedPhotos + outcome.failedPosts + outcome.failedPlants;

const sendPhoto = (photo: DraftPhoto) =>
  createGardenPhoto({ image_url: photo.dataUrl, caption: photo.caption, location: photo.location, description: photo.description || null });

const sendPost = (post: DraftPost) =>
  createPost({
    fields: {
      type: 'photo',
      title: post.title,
      content: post.content,
      tags: post.tags || null,
      media_description: post.description || null,
    },
    media: { media: post.image, poster: null },
  });

async function sendPlant(plant: DraftPlant) {
  const imageUrls: string[] = [];
  for (const photo of plant.photos) imageUrls.push(await uploadPlantImage(photo.file));
  await createUserPlant({
    plant_id: plant.id,
    custom_name: plant.customName || null,
    swap_type: plant.swapType,
    available_for_swap: plant.availableForSwap,
    pest_free_confirmed: plant.pestFreeConfirmed,
    notes: plant.notes || null,
    image_urls: imageUrls,
  });
}

/** What one publish run has learnt so far: once a quota is met, the items after it are kept, not sent. */
interface PublishRun {
  limitNotice: string | null;
  quotaWords: QuotaWords;
}

/**
 * Sends each item in turn and counts the ones that failed; one failure never stops the rest,
 * except a met quota: every later item would be refused too, so they wait for Try again.
 */
async function sendEach<T>(
  run: PublishRun,
  items: T[],
  idOf: (item: T) => string,
  send: (item: T) => Promise<unknown>,
  done: (id: string) => void,
  stage: (index: number) => void,
) {
  let failed = 0;
  for (const [index, item] of items.entries()) {
    if (run.limitNotice) {
      failed += 1;
      continue;
    }
    stage(index);
    try {
      await send(item);
      done(idOf(item));
    } catch (error) {
      run.limitNotice = quotaNotice(error, run.quotaWords);
      failed += 1;
    }
  }
  return failed;
}

/**
 * The publish sequence (docs/product-decisions.md, set-up wizard): PUT the profile and, when asked,
 * the choice about other servers, then one garden-photo call per photo, one post call per saved
 * post, one user-plant call per plant (skipping temp- and custom- ids). A failed profile or choice
 * update throws and nothing else is sent; a failed item is counted and kept.
 */
export async function publishProfile(draft: WizardDraft, steps: PublishSteps): Promise<PublishOutcome> {
  steps.onStage({ kind: 'profile', number: 0, total: 0 });
  const info = draft.basicInfo;
  await steps.updateProfile({
    ...(info
      ? {
          full_name: info.fullName,
          username: info.username,
          location: info.location || null,
          ...basicInfoCoordinates(info),
          bio: info.bio || null,
        }
      : {}),
    swap_preferences: draft.preferences ? JSON.stringify(draft.preferences) : null,
  });
  if (steps.saveFederation) await steps.saveFederation(draft.federates ?? false);

  const run: PublishRun = { limitNotice: null, quotaWords: steps.quotaWords };
  const failedPhotos = await sendEach(
    run,
    draft.photos,
    (photo) => photo.id,
    sendPhoto,
    (id) => steps.onPublished('photos', id),
    (index) => steps.onStage({ kind: 'photos', number: index + 1, total: draft.photos.length }),
  );
  const failedPosts = await sendEach(
    run,
    draft.savedPosts,
    (post) => post.id,
    sendPost,
    (id) => steps.onPublished('savedPosts', id),
    (index) => steps.onStage({ kind: 'posts', number: index + 1, total: draft.savedPosts.length }),
  );
  const plants = draft.plants.filter(isPublishablePlant);
  const failedPlants = await sendEach(
    run,
    plants,
    (plant) => plant.key,
    sendPlant,
    (key) => steps.onPublished('plants', key),
    (index) => steps.onStage({ kind: 'plants', number: index + 1, total: plants.length }),
  );
  return { failedPhotos, failedPosts, failedPlants, skippedPlants: draft.plants.length - plants.length, limitNotice: run.limitNotice };
}
