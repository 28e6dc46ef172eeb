import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n';

const BRAND = 'Rootshare';

/** The Rootshare mark and name; links to the landing page. */
export function Logo() {
  const t = useT();
  return (
    <Link
      to="/landing"
      className="flex items-center gap-2 rounded-full font-extrabold tracking-tight text-primary"
      aria-label={t('shell.logoLabel')}
    >
      <svg viewBox="0 0 64 64" className="h-9 w-9" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="currentColor" />
        <path d="M32 52V30" stroke="#f6f1e7" strokeWidth="4" strokeLinecap="round" />
        <path d="M32 32c0-10 7-17 18-18 0 11-7 18-18 18z" fill="#a8c69f" />
        <path d="M32 38c0-8-6-14-15-15 0 9 6 15 15 15z" fill="#f6f1e7" />
        <path d="M24 52h16" stroke="#c8693f" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {/* The name is the brand, the same in every language. */}
      <span className="text-xl">{BRAND}</span>
    </Link>
  );
}
