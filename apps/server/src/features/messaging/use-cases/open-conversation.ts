import {
  CONVERSATION_NOT_FOUND,
  MEMBER_NOT_FOUND,
  type ConversationEntry,
  type CreateConversation,
  type OpenedConversation,
} from '@rootshare/contracts/messaging';
import { notFound } from '../../../platform/errors';
import { presentConversationEntry } from '../messaging.presenter';
import { ensureConversation, findConversationEntry } from '../messaging.repo';
import type { MessagingContext } from './context';

/** Finds the member's thread with another (about a plant, or general) or starts it. */
export async function openConversation(
  ctx: MessagingContext,
  userId: string,
  input: CreateConversation,
): Promise<{ entry: OpenedConversation; created: boolean }> {
  const plantId = input.plant_id ?? null;
  await ctx.checkCounterpart(userId, input.participant_id, plantId);
  const { conversation, created } = await ensureConversation(ctx.db, userId, input.participant_id, plantId);
  const entry = await findConversationEntry(ctx.db, conversation.id, userId);
  if (!entry) throw notFound(MEMBER_NOT_FOUND);
  return { entry: { id: conversation.id, ...presentConversationEntry(entry) }, created };
}

/** One of the member's conversations as its inbox entry, even before its first message lists it. */
export async function getConversation(ctx: MessagingContext, userId: string, conversationId: string): Promise<ConversationEntry> {
  await ctx.conversationOf(userId, conversationId);
  const entry = await findConversationEntry(ctx.db, conversationId, userId);
  if (!entry) throw notFound(CONVERSATION_NOT_FOUND);
  return presentConversationEntry(entry);
}
