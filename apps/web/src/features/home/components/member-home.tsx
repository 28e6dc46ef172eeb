import { NearbyMeetsCard } from '@/features/meets/components/nearby-meets-card';
import { useState } from 'react';
import { isFirstVisit } from '@/lib/greeting';
import { useT } from '@/lib/i18n/i18n';
import type { StoredUser } from '@/lib/session-storage';
import { TodayCard } from '@/features/care-reminders/components/today-card';
import { PlantsNearYouCard } from './plants-near-you-card';
import { ShareKnowledgeCard } from './share-knowledge-card';

/** A member's home panel: sharing, plants near them and today's care. */
export function MemberHome({ user }: { user: StoredUser }) {
  const t = useT();
  const firstName = user.profile.full_name?.split(' ')[0] ?? user.username;
  // Decided once per mount so the heading does not change under the member while they read it.
  const [firstVisit] = useState(() => isFirstVisit(user.profile));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {t(firstVisit ? 'home.welcomeFirst' : 'home.welcomeBack', { name: firstName })}
      </h1>
      <p className="mt-1 text-muted-foreground">{t('home.subtitle')}</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <NearbyMeetsCard />
        <ShareKnowledgeCard />
        <PlantsNearYouCard location={user.profile.location} />
        <TodayCard />
      </div>
    </div>
  );
}
