import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

const SECTIONS = [
  { to: '/admin', label: 'Reports', end: true },
  { to: '/admin/outbox', label: 'Outbox', end: false },
  { to: '/admin/jobs', label: 'Failed jobs', end: false },
  { to: '/admin/catalogue-photos', label: 'Catalogue photos', end: false },
] as const;

/** The admin pages' own navigation: reports, the mail outbox, failed background jobs and members' catalogue photos. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-2">
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
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
