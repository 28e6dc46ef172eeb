import { ArrowRight, HandHeart, MessageCircle, Repeat2, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { CatalogGate, useT } from '@/lib/i18n/i18n';

const FEATURES: ReadonlyArray<{ icon: LucideIcon; title: MessageKey; text: MessageKey }> = [
  { icon: Repeat2, title: 'landing.swapTitle', text: 'landing.swapText' },
  { icon: MessageCircle, title: 'landing.chatTitle', text: 'landing.chatText' },
  { icon: Star, title: 'landing.trustTitle', text: 'landing.trustText' },
  { icon: HandHeart, title: 'landing.shareTitle', text: 'landing.shareText' },
];

function HeroIllustration() {
  const t = useT();
  return (
    <svg viewBox="0 0 400 360" className="h-full w-full" role="img" aria-label={t('landing.illustration')}>
      <circle cx="200" cy="180" r="165" fill="var(--sage)" />
      <path d="M120 250h80l-10 80h-60z" fill="var(--accent)" />
      <path d="M112 238h96v20h-96z" fill="var(--accent)" opacity="0.85" />
      <path d="M160 238c0-50-10-90-40-120" stroke="var(--primary)" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M122 120c-30-8-52 6-62 30 28 8 50-4 62-30z" fill="var(--moss)" />
      <path d="M150 170c10-32 36-44 62-40-6 30-30 44-62 40z" fill="var(--primary)" />
      <path d="M158 210c-28-14-52-6-66 14 26 14 50 8 66-14z" fill="var(--moss)" />
      <path d="M250 270h70l-8 60h-54z" fill="var(--primary)" opacity="0.9" />
      <path d="M285 270c0-40 6-70 30-96" stroke="var(--moss)" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M313 178c22-16 46-12 58 6-22 16-44 12-58-6z" fill="var(--primary)" />
      <path d="M290 222c-24-18-48-14-60 4 22 16 44 14 60-4z" fill="var(--moss)" />
      <path d="M210 120c20-20 44-24 60-14" stroke="var(--accent)" strokeWidth="4" strokeDasharray="6 8" fill="none" strokeLinecap="round" />
      <path d="M262 98l12 6-10 9" stroke="var(--accent)" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The landing hero for visitors, drawn once its words have loaded in the page's language. */
export function LandingHero() {
  return (
    <CatalogGate part="landing" fallback={<div className="min-h-dvh" role="status" aria-busy="true" />}>
      <Hero />
    </CatalogGate>
  );
}

/** Tagline, Get Started, what Rootshare offers. */
function Hero() {
  const t = useT();
  const { status } = useSession();
  const startTo = status === 'signed-in' ? '/browse' : '/auth';
  return (
    <div className="flex flex-col">
      <section className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,var(--sage),transparent_55%)]">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
          <div className="space-y-6">
            <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-foreground">
              {t('landing.eyebrow')}
            </p>
            <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl">
              {t.rich('landing.headline', { em: (chunks) => <span className="text-primary">{chunks}</span> })}
            </h1>
            <p className="max-w-prose text-lg text-muted-foreground">{t('landing.intro')}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={startTo} className={buttonClasses('primary', 'lg')}>
                {t('landing.getStarted')} <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
              <Link to="/browse" className={buttonClasses('outline', 'lg')}>
                {t('landing.browse')}
              </Link>
            </div>
          </div>
          <div className="mx-auto aspect-[10/9] w-full max-w-md">
            <HeroIllustration />
          </div>
        </div>
      </section>
      <section aria-labelledby="how-heading" className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="how-heading" className="mb-6 text-2xl font-extrabold tracking-tight">
          {t('landing.howTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title} className="space-y-3 p-5">
              <span className="flex h-11 w-11 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
                <Icon className="h-5 w-5" />
              </span>
              <h3 className="font-bold">{t(title)}</h3>
              <p className="text-sm text-muted-foreground">{t(text)}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
