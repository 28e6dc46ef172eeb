import { formatRelativeTime } from '@rootshare/contracts/format';
import type { RemoteConversation } from '@rootshare/contracts/federation-following';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { useFederationSettings } from '@/features/account/api/federation-settings';
import { cn } from '@/lib/cn';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useNow } from '@/lib/use-now';
import { useRemoteConversations } from '../api/remote-conversation-list';

function Row({ conversation, now }: { conversation: RemoteConversation; now: Date }) {
  const t = useT();
  const { language } = useLanguage();
  const { account, last_message: last, unread } = conversation;
  const name = account.name || account.handle;
  return (
    <li>
      <Link
        to={`/other-towns/messages/${encodeURIComponent(conversation.id)}`}
        className="flex w-full items-start gap-3 rounded-2xl px-3 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2"
      >
        <Avatar src={account.icon_url} name={name} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread > 0 ? 'font-extrabold' : 'font-semibold')}>{name}</span>
            {last && <span className="shrink-0 text-xs text-muted-foreground">{formatRelativeTime(last.created_at, now, language)}</span>}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{t('federation.inbox.from', { host: account.home })}</span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {last ? (last.from_me ? t('federation.inbox.mine', { text: last.content }) : last.content) : ''}
            </span>
            {unread > 0 && (
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-accent">
                <span className="sr-only">{t('federation.inbox.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function RemoteInboxList({ conversations }: { conversations: RemoteConversation[] }) {
  const t = useT();
  const now = useNow();
  return (
    <section aria-labelledby="remote-inbox-heading" className="max-h-[40%] shrink-0 overflow-y-auto border-t border-border/70 p-2">
      <h2 id="remote-inbox-heading" className="px-3 pt-1 pb-1 text-sm font-bold text-muted-foreground">
        {t('federation.inbox.title')}
      </h2>
      <ul className="space-y-0.5">
        {conversations.map((conversation) => (
          <Row key={conversation.id} conversation={conversation} now={now} />
        ))}
      </ul>
    </section>
  );
}

/** The inbox's conversations with accounts on other servers, under the members' own, where the server federates and there are some. */
export function RemoteInbox() {
  const settings = useFederationSettings();
  const available = settings.data?.available === true;
  const conversations = useRemoteConversations({ enabled: available });
  const list = conversations.data?.conversations ?? [];
  if (!available || list.length === 0) return null;
  return (
    <CatalogGate part="federation" fallback={null}>
      <RemoteInboxList conversations={list} />
    </CatalogGate>
  );
}
