import { useEffect } from 'react';
import { LandingHero } from '../components/landing-hero';

export function LandingPage() {
  useEffect(() => {
    document.title = 'Rootshare — share your roots, grow your community';
  }, []);
  return <LandingHero />;
}
