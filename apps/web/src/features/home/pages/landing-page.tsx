import { useEffect } from 'react';
import { LandingHero } from '../components/landing-hero';
import { useT } from '@/lib/i18n/i18n';

export function LandingPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('landing.documentTitle');
  }, [t]);
  return <LandingHero />;
}
