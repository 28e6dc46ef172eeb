import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** The catch-all page: says so, links home, and logs the unknown path. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t('notFound.documentTitle');
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname, t]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <Home className="h-5 w-5" aria-hidden="true" /> {t('notFound.home')}
      </Link>
    </div>
  );
}
