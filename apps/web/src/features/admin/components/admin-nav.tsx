import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

const SECTIONS = [
  { to: '/admin', label: 'admin.nav.reports', end: true },
  { to: '/admin/outbox', label: 'admin.nav.outbox', end: false },
  { to: '/admin/jobs', label: 'admin.nav.jobs', end: false },
  { to: '/admin/catalogue-photos', label: 'admin.nav.photos', end: false },
  { to: '/admin/other-servers', label: 'admin.nav.servers', end: false },
] as const;

/** The admin pages' own navigation: reports, the mail outbox, failed background jobs, members' catalogue photos and other servers. */
export function AdminNav() {
  const t = useT();
  return (
    <nav aria-label={t('admin.nav.label')} className="mb-6 flex flex-wrap gap-2">
      {SECTIONS.map(({ to, label, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              'rounded-full border px-4 py-1.5 text-sm font-bold',
              isActive ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-muted-foreground hover:text-foreground',
            )
          }
        >
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
