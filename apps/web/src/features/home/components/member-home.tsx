import { Bell } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { NearbyMeetsCard } from '@/features/meets/components/nearby-meets-card';
import type { StoredUser } from '@/lib/session-storage';
import { PlantsNearYouCard } from './plants-near-you-card';
import { ShareKnowledgeCard } from './share-knowledge-card';

/** A member's home panel: sharing, plants near them and what is coming. */
export function MemberHome({ user }: { user: StoredUser }) {
  const firstName = user.profile.full_name?.split(' ')[0] ?? user.username;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Welcome back, {firstName}</h1>
      <p className="mt-1 text-muted-foreground">Here is what is growing in your community.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <NearbyMeetsCard />
        <ShareKnowledgeCard />
        <PlantsNearYouCard location={user.profile.location} />
        <Card className="flex flex-col gap-3 bg-accent-soft/60 p-5 sm:p-6">
          <span className="inline-flex w-fit rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">Coming soon</span>
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Bell className="h-5 w-5 text-accent" aria-hidden="true" /> Care reminders
          </h2>
          <p className="text-sm text-muted-foreground">
            Gentle nudges to water, feed and repot the plants in your collection, timed to the season where you live.
          </p>
        </Card>
      </div>
    </div>
  );
}
