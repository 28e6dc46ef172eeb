import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { setNavigator } from '@/lib/navigation';

/** Header, page, footer and toasts around every route. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </div>
  );
}
