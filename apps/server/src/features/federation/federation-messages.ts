import { randomUUID } from 'node:crypto';
import type { Context, InboxContext, RequestContext } from '@fedify/fedify';
import { Create, isActor, Note, PUBLIC_COLLECTION, Update } from '@fedify/vocab';
import {
  FOLLOW_NEEDS_FEDERATION,
  proxiedMediaUrl,
  REMOTE_CONVERSATION_NOT_FOUND,
  REMOTE_ITEM_NOT_FOUND,
  type RemoteConversation,
  type RemoteMessage,
  type RemoteThread,
} from '@rootshare/contracts/federation-following';
import { MESSAGE_MAX_LENGTH } from '@rootshare/contracts/limits';
import type { Database } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { accountOf, NAME_MAX } from './federation.accounts';
import { memberBlocked } from './federation-member-blocks';
import { mentionLess } from './federation.inbound';
import { replyNote } from './federation.objects';
import { federatingMember, INSTANCE_ACTOR, type FederationRepo } from './federation.repo';
import type { ConversationSummary, RemoteMessagesRepo } from './federation-messages.repo';

/** Where a member's direct messages are served (to their addressee only): Notes under /ap/notes/messages. */
export const MESSAGE_KIND = 'messages';

const messageUri = (ctx: Context<undefined>, id: string) => ctx.getObjectUri(Note, { kind: MESSAGE_KIND, id });

const presentMessage = (row: { id: string; direction: 'in' | 'out'; content: string; createdAt: Date }): RemoteMessage => ({
  id: row.id,
  from_me: row.direction === 'out',
  content: row.content,
  created_at: row.createdAt.toISOString(),
});

function presentConversation({ conversation, last, unread }: ConversationSummary): RemoteConversation {
  return {
    id: conversation.id,
    account: {
      actor: conversation.actorUri,
      handle: conversation.handle,
      name: conversation.name,
      icon_url: proxiedMediaUrl(conversation.iconUrl),
      url: conversation.url,
      home: new URL(conversation.actorUri).host,
    },
    about: conversation.aboutName ? { name: conversation.aboutName, url: conversation.aboutUrl } : null,
    last_message: last ? presentMessage(last) : null,
    unread,
  };
}

export interface RemoteMessagesDeps {
  /** The federation's context, for sending as a member. */
  context: () => Context<undefined>;
  db: Database;
  repo: FederationRepo;
  messages: RemoteMessagesRepo;
  origin: string;
  /** Puts a bell entry for a member about a message from elsewhere (unless one waits unread), mailed or pushed if still unread later. */
  notify: (memberId: string, conversationId: string, handle: string, content: string) => Promise<void>;
  /** The member read the conversation: its bell entry is read too. */
  read: (memberId: string, conversationId: string) => Promise<void>;
  /** A message from elsewhere arrived in these members' conversations, or changed or went: their open pages refetch. */
  changed: (memberIds: string[]) => Promise<void>;
}

/**
 * Direct messages between members and accounts on other servers (another town's Rootshare,
 * Mastodon): a member starts one from an item of their feed elsewhere (a listing's owner) and
 * answers in it; what those accounts send only to a member here lands in the same conversation.
 * A member's message is a Note addressed to that account alone, with nobody else able to fetch it.
 */
export function createRemoteMessages({ context, db, repo, messages, origin, notify, read, changed }: RemoteMessagesDeps) {
  async function send(memberId: string, conversation: Awaited<ReturnType<RemoteMessagesRepo['open']>>, content: string) {
    const ctx = context();
    const id = randomUUID();
    const inReplyTo = await messages.lastFromThem(conversation.id);
    const row = await messages.add({ id, conversationId: conversation.id, direction: 'out', uri: messageUri(ctx, id).href, content });
    if (!row) throw new Error('a new message id was taken');
    const note = replyNote({
      id: new URL(row.uri),
      actor: ctx.getActorUri(memberId),
      cc: [],
      inReplyTo: inReplyTo ? new URL(inReplyTo) : null,
      author: { id: new URL(conversation.actorUri), handle: conversation.handle, url: conversation.url },
      content,
      published: row.createdAt,
    });
    await ctx.sendActivity(
      { identifier: memberId },
      { id: new URL(conversation.actorUri), inboxId: new URL(conversation.inbox) },
      new Create({
        id: new URL(`/ap/activities/${randomUUID()}`, origin),
        actor: ctx.getActorUri(memberId),
        to: note.toId,
        object: note,
        published: note.published,
      }),
    );
    return presentMessage(row);
  }

  async function mustFederate(memberId: string) {
    if (!(await federatingMember(db, { id: memberId }))) throw conflict(FOLLOW_NEEDS_FEDERATION);
  }

  return {
    list: async (memberId: string): Promise<RemoteConversation[]> => (await messages.listOf(memberId)).map(presentConversation),

    /** The conversation with its messages, which the member has now read. */
    async thread(memberId: string, id: string): Promise<RemoteThread> {
      const conversation = await messages.conversationOf(memberId, id);
      if (!conversation) throw notFound(REMOTE_CONVERSATION_NOT_FOUND);
      // The entry first: a message arriving between the two then makes a new entry, rather than none.
      await read(memberId, conversation.id);
      const rows = await messages.readThread(conversation.id);
      return { conversation: presentConversation(await messages.summaryOf(conversation)), messages: rows.map(presentMessage) };
    },

    /** A first message to the author of an item of the member's feed, about that item. */
    async contact(memberId: string, about: string, content: string): Promise<{ conversation: RemoteConversation; message: RemoteMessage }> {
      await mustFederate(memberId);
      const item = await repo.feedItem(memberId, about);
      if (!item) throw notFound(REMOTE_ITEM_NOT_FOUND);
      const conversation = await messages.open(
        memberId,
        { actorUri: item.actorUri, handle: item.handle, name: item.name, iconUrl: item.iconUrl, url: item.url, inbox: item.inbox },
        { name: item.item.name ?? item.item.text.slice(0, NAME_MAX), url: item.item.url },
      );
      const message = await send(memberId, conversation, content);
      return { conversation: presentConversation(await messages.summaryOf(conversation)), message };
    },

    /** The member's answer in one of their conversations. */
    async answer(memberId: string, id: string, content: string): Promise<RemoteMessage> {
      const conversation = await messages.conversationOf(memberId, id);
      if (!conversation) throw notFound(REMOTE_CONVERSATION_NOT_FOUND);
      await mustFederate(memberId);
      return send(memberId, conversation, content);
    },

    /** A member's message, served only to the account it went to, while the member federates. */
    async served(ctx: Context<undefined>, id: string): Promise<Note | null> {
      const found = await messages.sent(id);
      if (!found || !(await federatingMember(db, { id: found.conversation.memberId }))) return null;
      return replyNote({
        id: messageUri(ctx, id),
        actor: ctx.getActorUri(found.conversation.memberId),
        cc: [],
        inReplyTo: null,
        author: { id: new URL(found.conversation.actorUri), handle: found.conversation.handle, url: found.conversation.url },
        content: found.message.content,
        published: found.message.createdAt,
      });
    },

    /** Whether the signed request asking for a member's message comes from the account it went to. */
    async mayRead(ctx: RequestContext<undefined>, id: string): Promise<boolean> {
      const found = await messages.sent(id);
      const reader = found ? await ctx.getSignedKeyOwner() : null;
      return reader?.id?.href === found?.conversation.actorUri;
    },

    /**
     * A Note another server sent only to members here (not public) is a direct message: kept in each
     * one's conversation with its author, who must be its sender on its own server. Answers whether
     * it was one (so it is never kept as a public item or a comment).
     */
    async receive(ctx: InboxContext<undefined>, activity: Create | Update, object: unknown): Promise<boolean> {
      if (!(object instanceof Note)) return false;
      const audience = [...object.toIds, ...object.ccIds, ...activity.toIds, ...activity.ccIds];
      if (audience.some((uri) => uri.href === PUBLIC_COLLECTION.href)) return false;
      const members = audience.flatMap((uri) => {
        const parsed = ctx.parseUri(uri);
        return parsed?.type === 'actor' && parsed.identifier !== INSTANCE_ACTOR ? [parsed.identifier] : [];
      });
      if (members.length === 0) return false;
      const actorId = activity.actorId;
      if (!actorId || !object.id || object.id.origin !== actorId.origin) return true;
      if (object.attributionId && object.attributionId.href !== actorId.href) return true;
      const content = mentionLess(object.content?.toString() ?? '', null).slice(0, MESSAGE_MAX_LENGTH);
      if (!content) return true;
      if (activity instanceof Update) {
        await changed(await messages.edit(object.id.href, actorId.href, content));
        return true;
      }
      const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
      if (!isActor(actor) || actor.id?.href !== actorId.href || !actor.inboxId) return true;
      const account = { actorUri: actorId.href, ...(await accountOf(actor)), inbox: actor.inboxId.href };
      for (const memberId of new Set(members)) {
        const member = await federatingMember(db, { id: memberId });
        if (!member || (await memberBlocked(db, member.id, actorId.href))) continue;
        const conversation = await messages.open(member.id, account);
        const added = await messages.add({
          id: randomUUID(),
          conversationId: conversation.id,
          direction: 'in',
          uri: object.id.href,
          content,
        });
        if (!added) continue;
        // A second message while the first is unread adds no bell entry: the open pages are told of each one here.
        await changed([member.id]);
        await notify(member.id, conversation.id, account.handle, content);
      }
      return true;
    },

    /** The account elsewhere deleted a message it sent, or its whole account. */
    removed: async (uri: string, actorUri: string) => changed(await messages.remove(uri, actorUri)),
  };
}

export type RemoteMessages = ReturnType<typeof createRemoteMessages>;
