import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useT } from '@/lib/i18n/i18n';
import { AddPlantForm } from '../components/add-plant-form';

function LoginRequired() {
  const t = useT();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
          <Lock className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-extrabold">{t('plants.add.loginTitle')}</h1>
        <p className="text-muted-foreground">{t('plants.add.loginText')}</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          {t('plants.add.login')}
        </Link>
      </Card>
    </div>
  );
}

function AddPlantSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label={t('plants.add.loading')}>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

/** Add Plant: a login-required screen for visitors, otherwise the form; success goes to /profile. */
export function AddPlantPage() {
  const { status } = useSession();
  const t = useT();
  useEffect(() => {
    document.title = t('plants.add.documentTitle');
  }, [t]);
  if (status === 'loading') return <AddPlantSkeleton />;
  if (status !== 'signed-in') return <LoginRequired />;
  return (
    <Page title={t('plants.add.title')} subtitle={t('plants.add.subtitle')} width="narrow">
      <AddPlantForm />
    </Page>
  );
}
