import { shortenLocation } from '@rootshare/contracts/format';
import type { PublicProfile } from '@rootshare/contracts/profiles';
import { Eye, MapPin, MessageCircle, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { MemberActionsMenu } from '@/features/blocks/components/member-actions-menu';
import { useT } from '@/lib/i18n/i18n';

interface ProfileHeaderProps {
  profile: PublicProfile;
  isOwner: boolean;
  onEdit: () => void;
  onPreview: () => void;
}

function ProfileBanner({ profile, isOwner, onEdit }: Omit<ProfileHeaderProps, 'onPreview'>) {
  const t = useT();
  return (
    <div className="relative h-40 overflow-hidden rounded-[var(--radius-card)] bg-[linear-gradient(120deg,var(--primary),var(--moss)_55%,var(--accent))] sm:h-56">
      {profile.banner_image_url && <img src={profile.banner_image_url} alt="" className="h-full w-full object-cover" />}
      {isOwner && (
        <Button
          variant="outline"
          size="icon"
          className="absolute top-3 right-3 bg-card/90"
          aria-label={t('profiles.page.editBanner')}
          onClick={onEdit}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/** The owner edits or previews their profile; a visitor writes to the member or opens the member menu. */
function ProfileActions({ profile, isOwner, onEdit, onPreview }: ProfileHeaderProps) {
  const t = useT();
  if (isOwner) {
    return (
      <div className="grid gap-2 sm:flex">
        <Button variant="outline" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('profiles.edit.title')}
        </Button>
        <Button variant="secondary" onClick={onPreview}>
          <Eye className="h-4 w-4" aria-hidden="true" /> {t('profiles.page.preview')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link to={`/messages?recipient=${profile.id}`} className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}>
        <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('profiles.page.message')}
      </Link>
      <MemberActionsMenu
        member={{ id: profile.id, username: profile.username }}
        label={t('profiles.page.moreActions', { username: profile.username })}
        className="border border-border bg-card"
      />
    </div>
  );
}

/** The top of a profile page: banner, avatar and name, the actions, then bio and location. */
export function ProfileHeader(props: ProfileHeaderProps) {
  const { profile } = props;
  const name = profile.full_name ?? profile.username;
  return (
    <>
      <ProfileBanner {...props} />
      <div className="-mt-14 flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="flex items-end gap-4">
          <Avatar src={profile.avatar_url} name={name} size="xl" className="ring-4 ring-background" />
          <div className="pb-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
            <p className="text-muted-foreground">@{profile.username}</p>
          </div>
        </div>
        <ProfileActions {...props} />
      </div>
      <div className="mt-4 space-y-2 px-2 sm:px-6">
        {profile.bio && <p className="max-w-prose">{profile.bio}</p>}
        {profile.location && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="h-4 w-4" aria-hidden="true" /> {shortenLocation(profile.location)}
          </p>
        )}
      </div>
    </>
  );
}
