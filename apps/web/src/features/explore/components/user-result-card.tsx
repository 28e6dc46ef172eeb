import { shortenLocation } from '@rootshare/contracts/format';
import type { UserCard } from '@rootshare/contracts/explore';
import { Leaf, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

/** A gardener on Browse's People tab: links to the profile, Message to the inbox, except on the member's own card. */
export function UserResultCard({ user }: { user: UserCard }) {
  const t = useT();
  const session = useSession();
  const own = session.user?.profile.id === user.id;
  const name = user.full_name || user.username;
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <Link to={`/profile/${user.username}`} className="flex items-center gap-3 hover:text-primary">
        <Avatar src={user.avatar_url} name={name} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-bold">{name}</p>
          <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
        </div>
      </Link>
      {user.bio && <p className="line-clamp-2 text-sm">{user.bio}</p>}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {shortenLocation(user.location)}
        </span>
        <span className="flex items-center gap-1">
          <Leaf className="h-3.5 w-3.5" aria-hidden="true" />{' '}
          {t('browse.userPlants', { plants: user.plant_count, available: user.available_count })}
        </span>
      </div>
      {!own && (
        <Link
          to={`/messages?recipient=${user.id}`}
          className={buttonClasses('outline', 'sm', 'mt-auto self-start')}
          aria-label={t('browse.messageUser', { username: user.username })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('browse.message')}
        </Link>
      )}
    </Card>
  );
}
