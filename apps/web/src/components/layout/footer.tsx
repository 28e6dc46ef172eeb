import { Link } from 'react-router';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { LanguagePicker } from './language-picker';
import { Logo } from './logo';

/** Each leads somewhere of its own: the Browse tabs. */
const COMMUNITY_LINKS: ReadonlyArray<{ label: MessageKey; to: string }> = [
  { label: 'footer.plantsToSwap', to: '/browse' },
  { label: 'footer.swapMeets', to: '/browse?tab=events' },
  { label: 'footer.communityPosts', to: '/browse?tab=content' },
  { label: 'footer.gardeners', to: '/browse?tab=users' },
];

/** The footer: the community and company links, and the choice of language. */
export function Footer() {
  const t = useT();
  const link = 'text-sm text-muted-foreground hover:text-primary hover:underline underline-offset-4';
  return (
    <footer className="mt-auto border-t border-border/70 bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <LanguagePicker />
        </div>
        <nav aria-label={t('footer.community')}>
          <h2 className="mb-3 text-sm font-bold">{t('footer.community')}</h2>
          <ul className="space-y-2">
            {COMMUNITY_LINKS.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className={link}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2 className="mb-3 text-sm font-bold">{t('footer.company')}</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/landing" className={link}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={link}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <a href="mailto:hello@rootshare.app" className={link}>
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border/60 py-4 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
