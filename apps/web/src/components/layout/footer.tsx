import { Link } from 'react-router';
import { Logo } from './logo';

/** Each leads somewhere of its own: the Browse tabs. */
const COMMUNITY_LINKS = [
  { label: 'Plants to swap', to: '/browse' },
  { label: 'Swap meets', to: '/browse?tab=events' },
  { label: 'Community posts', to: '/browse?tab=content' },
  { label: 'Gardeners', to: '/browse?tab=users' },
];

/** The footer: the community and company links. */
export function Footer() {
  const link = 'text-sm text-muted-foreground hover:text-primary hover:underline underline-offset-4';
  return (
    <footer className="mt-auto border-t border-border/70 bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">Share your roots, grow your community.</p>
        </div>
        <nav aria-label="Community">
          <h2 className="mb-3 text-sm font-bold">Community</h2>
          <ul className="space-y-2">
            {COMMUNITY_LINKS.map(({ label, to }) => (
              <li key={label}>
                <Link to={to} className={link}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="mb-3 text-sm font-bold">Company</h2>
          <ul className="space-y-2">
            <li>
              <Link to="/landing" className={link}>
                About Us
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={link}>
                Terms of Service
              </Link>
            </li>
            <li>
              <a href="mailto:hello@rootshare.app" className={link}>
                Contact
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-border/60 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Rootshare. Grown by gardeners, for gardeners.
      </p>
    </footer>
  );
}
