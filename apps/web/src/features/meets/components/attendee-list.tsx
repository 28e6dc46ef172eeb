import type { Attendee } from '@rootshare/contracts/meets';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';

/** Who comes to a meet and what each brings (their swappable plants, linked to the plant pages). */
export function AttendeeList({ attendees }: { attendees: Attendee[] }) {
  const t = useT();
  if (attendees.length === 0) return <p className="text-sm text-muted-foreground">{t('meets.attendees.none')}</p>;
  return (
    <ul className="divide-y divide-border" aria-label={t('meets.attendees.label')}>
      {attendees.map(({ member, status, bringing }) => (
        <li key={member.id} className="flex gap-3 py-3">
          <Avatar src={member.avatar_url} name={member.full_name ?? member.username} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <Link to={`/profile/${encodeURIComponent(member.username)}`} className="font-semibold hover:underline">
                {member.full_name ?? member.username}
              </Link>
              <Badge tone={status === 'going' ? 'success' : 'neutral'}>{t(`meets.status.${status}`)}</Badge>
            </p>
            {bringing.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('meets.attendees.bringing', { username: member.username })}>
                {bringing.map((plant) => (
                  <li key={plant.id}>
                    <Link
                      to={`/plant/${plant.id}`}
                      className="flex items-center gap-2 rounded-full bg-muted py-1 pr-3 pl-1 text-sm hover:bg-sage"
                    >
                      {plant.thumbnail_url ? (
                        <img src={plant.thumbnail_url} alt="" className="h-7 w-7 rounded-full object-cover" />
                      ) : (
                        <span className="h-7 w-7 rounded-full bg-sage" aria-hidden="true" />
                      )}
                      {plant.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
