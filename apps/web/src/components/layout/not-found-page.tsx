import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** The catch-all page: says so, links home, and logs the unknown path. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found — Rootshare';
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight">Oops! Page not found</h1>
      <p className="max-w-md text-muted-foreground">This path has no roots here. The page may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        <Home className="h-5 w-5" aria-hidden="true" /> Return to Home
      </Link>
    </div>
  );
}
