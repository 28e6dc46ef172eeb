import type { webcrypto } from 'node:crypto';
import { doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { posts } from './posts';

/**
 * The key pairs of the actors this instance speaks for (features/federation): a member, by their
 * id, or the town's own actor, `instance`. Activities are signed with them, so they never leave
 * the database; rows are made the first time an actor is asked for.
 */
export const federationKeys = pgTable(
  'federation_keys',
  {
    actor: text('actor').notNull(),
    algorithm: text('algorithm', { enum: ['RSASSA-PKCS1-v1_5', 'Ed25519'] }).notNull(),
    privateKey: jsonb('private_key').$type<webcrypto.JsonWebKey>().notNull(),
    publicKey: jsonb('public_key').$type<webcrypto.JsonWebKey>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.algorithm] })],
);

/** Fedify's key–value store (remote keys and documents it caches, idempotence of inbox activities). */
export const federationKv = pgTable(
  'federation_kv',
  {
    key: text('key').array().primaryKey(),
    value: jsonb('value').notNull(),
    /** Past this the entry reads as absent; expired rows are removed as they are met. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('federation_kv_expires_idx').on(t.expiresAt)],
);

/** Accounts on other servers that follow one of ours: who a new listing, post or meet is delivered to. */
export const federationFollowers = pgTable(
  'federation_followers',
  {
    /** The local actor followed: a member's id, or `instance`. */
    actor: text('actor').notNull(),
    followerUri: text('follower_uri').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    /** The follower's handle as `@name@host`, for the member's list of followers. */
    handle: text('handle').notNull(),
    /** The Follow activity's id, which an Undo names. */
    followId: text('follow_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.followerUri] }), index('federation_followers_uri_idx').on(t.followerUri)],
);

/** Servers an admin cut off: their activities are refused and nothing is delivered to them. */
export const federationBlockedDomains = pgTable('federation_blocked_domains', {
  domain: text('domain').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What this instance has delivered to other servers, one row per object (`listing:<id>`, `post:<id>`, `meet:<id>`): whether a
 * change is then an Update or a first Create, and whether a removal owes them a Delete.
 */
export const federationPublished = pgTable('federation_published', {
  object: text('object').primaryKey(),
  /** The local actor that published it (a member's id), whose followers hear of its changes. */
  actor: text('actor').notNull(),
  /** The object's id as other servers know it, which a Delete names once the object is gone. */
  uri: text('uri').notNull(),
  /** A digest of the object as last delivered: a change that leaves it the same (an RSVP) sends nothing. */
  digest: text('digest').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account on another server as a member's follow or conversation keeps it: its id, how it is shown (@name@host, display name, picture, profile page), and its inbox. */
const remoteAccountColumns = () => ({
  actorUri: text('actor_uri').notNull(),
  handle: text('handle').notNull(),
  name: text('name'),
  iconUrl: text('icon_url'),
  url: text('url'),
  inbox: text('inbox').notNull(),
});

/** Accounts on other servers a member here follows: their new listings, posts and meets reach the member. */
export const federationFollowing = pgTable(
  'federation_following',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...remoteAccountColumns(),
    /** Our Follow's id, which an Undo names and the other server's Accept answers. */
    followId: text('follow_id').notNull(),
    /** When the other server accepted; null while it has not answered. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.actorUri] }),
    index('federation_following_actor_idx').on(t.actorUri),
    index('federation_following_icon_idx').using('hash', t.iconUrl),
  ],
);

/**
 * What accounts on other servers published and someone here follows, checked and reduced to plain
 * text on arrival: never their HTML, scripts or styles, only the fields a card shows.
 */
export const federationRemoteObjects = pgTable(
  'federation_remote_objects',
  {
    uri: text('uri').primaryKey(),
    actorUri: text('actor_uri').notNull(),
    /** The ActivityStreams type it came as: Note, Article, Video or Event. */
    type: text('type', { enum: ['Note', 'Article', 'Video', 'Event'] }).notNull(),
    name: text('name'),
    text: text('text').notNull(),
    /** Its page on its home server, where a reader goes to see or answer it. */
    url: text('url'),
    imageUrl: text('image_url'),
    imageDescription: text('image_description'),
    placeName: text('place_name'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** An event's own time zone (Mobilizon's timezone), in which its times are shown; null when it sent none. */
    timeZone: text('time_zone'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A listing or a meet a connected town sent; null for what only a member's follow brought. */
    kind: text('kind', { enum: ['listing', 'meet'] }),
    /** The town-level point of its Place as it was sent, for the distance filter; never anything finer. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('federation_remote_objects_actor_idx').on(t.actorUri, t.publishedAt),
    // The media proxy serves a picture only when its address is kept here; hash, as an address may be long.
    index('federation_remote_objects_image_idx').using('hash', t.imageUrl),
  ],
);

/**
 * Other towns' Rootshares this town connected with: our instance actor follows theirs, so the
 * listings and meets their members publish reach us, kept for Browse and the Events tab.
 */
export const federationConnections = pgTable('federation_connections', {
  /** The other town's host (with its port on a local trial), as blocks name servers. */
  host: text('host').primaryKey(),
  /** Their instance actor, which our Follow names. */
  actorUri: text('actor_uri').notNull(),
  inbox: text('inbox').notNull(),
  /** Our Follow's id, which their Accept answers and our Undo names. */
  followId: text('follow_id').notNull(),
  /** When they accepted; null while they have not answered. */
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Likes of members' posts from accounts on other servers, counted in the post's likes. */
export const federationRemoteLikes = pgTable(
  'federation_remote_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    actorUri: text('actor_uri').notNull(),
    /** The Like activity's id, which an Undo names. */
    likeId: text('like_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.actorUri] })],
);

/** Replies members sent to what accounts they follow elsewhere published, served at their id while the member federates. */
export const federationReplies = pgTable(
  'federation_replies',
  {
    /** The id after /ap/notes/replies/ that the Note is served at. */
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inReplyTo: text('in_reply_to').notNull(),
    /** The object's author, whom the Note mentions and is addressed to. */
    inReplyToActor: text('in_reply_to_actor').notNull(),
    /** How the mention of that author reads (@name@host) and links (their profile page). */
    inReplyToHandle: text('in_reply_to_handle').notNull(),
    inReplyToUrl: text('in_reply_to_url'),
    content: text('content').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('federation_replies_member_idx').on(t.memberId, t.inReplyTo, t.publishedAt)],
);

/** Likes members sent to what accounts they follow elsewhere published, which an Undo names. */
export const federationLikesSent = pgTable(
  'federation_likes_sent',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectUri: text('object_uri').notNull(),
    /** The Like activity's id. */
    likeId: text('like_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.objectUri] })],
);

/**
 * A member's direct conversation with an account on another server: one per pair, with how the
 * account is shown and where its inbox is, so answers go back without looking it up again.
 */
export const federationConversations = pgTable(
  'federation_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...remoteAccountColumns(),
    /** What the member last started it about elsewhere (a listing), by name and page. */
    aboutName: text('about_name'),
    aboutUrl: text('about_url'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('federation_conversations_member_actor_key').on(t.memberId, t.actorUri),
    index('federation_conversations_member_idx').on(t.memberId, t.lastMessageAt),
    index('federation_conversations_actor_idx').on(t.actorUri),
    index('federation_conversations_icon_idx').using('hash', t.iconUrl),
  ],
);

/** The messages of those conversations, as plain text: ours are served at their uri to the account they were sent to only. */
export const federationMessages = pgTable(
  'federation_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => federationConversations.id, { onDelete: 'cascade' }),
    /** in: from the account elsewhere; out: written here by the member. */
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    uri: text('uri').notNull(),
    content: text('content').notNull(),
    /** When the member read a message from elsewhere; null while unread (always null for their own). */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('federation_messages_conversation_uri_key').on(t.conversationId, t.uri),
    index('federation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('federation_messages_uri_idx').on(t.uri),
  ],
);

/** Accounts on other servers a member blocked: nothing of theirs reaches the member, and nothing of the member's reaches them. */
export const federationMemberBlocks = pgTable(
  'federation_member_blocks',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUri: text('actor_uri').notNull(),
    /** How the list shows it: @name@host. */
    handle: text('handle').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.actorUri] })],
);
