import { LogOut, Settings } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CREATE_CONTENT_ITEMS, createContentPath, type ContentKind } from '@/components/layout/create-content';
import { MENU_CONTENT, MENU_ITEM } from '@/components/layout/menu-classes';
import { cn } from '@/lib/cn';
import { AdminLink } from './admin-link';
import { OtherTownsLink } from './other-towns-link';
import { CREATE_TRIGGER_CLASSES, CreateFace, ICON_TRIGGER_CLASSES, SheetFace, sheetTriggerLabel } from './header-faces';
import { NAV_ITEMS, navLabel, useSignOut } from './nav-items';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';

const CREATE_LABELS: Readonly<Record<ContentKind, MessageKey>> = {
  reel: 'nav.createReel',
  photo: 'nav.createPhoto',
  blog_post: 'nav.createBlogPost',
};

// The member's menus with their Radix layers (dropdown, dialog), loaded apart from the header's
// links (member-nav.tsx): once the first page has settled, or on the first press of their button.

/** What a deferred menu opens with: already open when its button's press loaded it. */
export interface DeferredMenuProps {
  defaultOpen: boolean;
}

/** The desktop Create menu: a reel, a photo or a blog post. */
export function CreateMenu({ defaultOpen }: DeferredMenuProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={CREATE_TRIGGER_CLASSES}>
        <CreateFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU_CONTENT}>
          {CREATE_CONTENT_ITEMS.map(({ kind, icon: Icon }) => (
            <DropdownMenu.Item key={kind} className={MENU_ITEM} onSelect={() => navigate(createContentPath(kind))}>
              <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {t(CREATE_LABELS[kind])}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The phone's side sheet: navigation, the CREATE section, Settings and Sign Out. */
export function MobileSheet({
  username,
  unread,
  defaultOpen,
}: DeferredMenuProps & { username: string | undefined; unread: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const signOut = useSignOut();
  const link = 'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold hover:bg-muted';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={ICON_TRIGGER_CLASSES} aria-label={sheetTriggerLabel(t, unread)}>
        <SheetFace unread={unread} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 overflow-y-auto bg-card p-5 shadow-lifted">
          {/* The username arrives with the session's check when the sheet opened before it. */}
          <Dialog.Title className="text-sm text-muted-foreground">
            {username
              ? t.rich('nav.sheetSignedInAs', {
                  username,
                  b: (chunks) => <span className="font-bold text-foreground">{chunks}</span>,
                })
              : t('nav.sheetMenu')}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.sheetDescription')}</Dialog.Description>
          <nav aria-label={t('nav.main')} className="flex flex-col">
            {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
              <Link key={to} to={to} className={link} aria-label={navLabel(t, to, unread)} onClick={() => setOpen(false)}>
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {t(label)}
                {to === '/messages' && unread && (
                  <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground" aria-hidden="true">
                    {unread}
                  </span>
                )}
              </Link>
            ))}
            <OtherTownsLink sheetClassName={link} onNavigate={() => setOpen(false)} />
            <AdminLink sheetClassName={link} onNavigate={() => setOpen(false)} />
          </nav>
          <p className="mt-3 px-3 text-xs font-bold tracking-widest text-muted-foreground">{t('nav.createSection')}</p>
          {CREATE_CONTENT_ITEMS.map(({ kind, icon: Icon }) => (
            <Link key={kind} to={createContentPath(kind)} className={link} onClick={() => setOpen(false)}>
              <Icon className="h-5 w-5 text-accent" aria-hidden="true" /> {t(CREATE_LABELS[kind])}
            </Link>
          ))}
          <Link to="/settings" className={cn(link, 'mt-3')} onClick={() => setOpen(false)}>
            <Settings className="h-5 w-5 text-primary" aria-hidden="true" /> {t('nav.settings')}
          </Link>
          <Button
            variant="outline"
            className="mt-auto"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> {t('nav.signOutSheet')}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
