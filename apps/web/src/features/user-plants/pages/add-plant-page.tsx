import { Leaf, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { useSession } from '@/features/auth/session';

/** Add Plant: a login-required screen for visitors (part 2 §2). */
export function AddPlantPage() {
  const { status } = useSession();
  useEffect(() => {
    document.title = 'Add a plant — Rootshare';
  }, []);
  if (status !== 'signed-in') {
    return (
      <div className="flex flex-1 items-center justify-center px-4 py-16">
        <Card className="flex max-w-md flex-col items-center gap-4 p-8 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
            <Lock className="h-6 w-6" />
          </span>
          <h1 className="text-2xl font-extrabold">Login required</h1>
          <p className="text-muted-foreground">Please sign in to add plants to your collection.</p>
          <Link to="/auth" className={buttonClasses('primary')}>
            Login
          </Link>
        </Card>
      </div>
    );
  }
  return (
    <Page title="Add a Plant" subtitle="Add a plant to your collection and choose whether it is up for swap." width="narrow">
      <EmptyState
        icon={<Leaf className="h-6 w-6" />}
        title="The plant catalogue is being planted"
        description="Choosing a plant from the catalogue arrives with the plants feature; your collection will live on your profile."
        action={
          <Link to="/profile" className={buttonClasses('outline', 'sm')}>
            Go to my profile
          </Link>
        }
      />
    </Page>
  );
}
