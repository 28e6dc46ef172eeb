import type { Message, SendMessage } from '@rootshare/contracts/messaging';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useSendMessage } from '../api/send-message';
import { enqueue } from './outbox';
import type { ChosenImage, MessageDraft } from './use-message-draft';

/** Where a message goes: an existing conversation, or a member whose thread the first message starts. */
export type MessageTarget = { conversationId: string } | { recipientId: string };

const targetBody = (target: MessageTarget) =>
  'conversationId' in target ? { conversation_id: target.conversationId } : { recipient_id: target.recipientId };

const messageBody = (target: MessageTarget, content: string, image: ChosenImage | null): SendMessage =>
  image
    ? {
        ...targetBody(target),
        message_type: 'image',
        image_data: image.dataUrl,
        image_description: image.description.trim() || null,
        ...(content ? { content } : {}),
      }
    : { ...targetBody(target), message_type: 'text', content };

const lostConnection = (error: unknown) => error instanceof ApiError && error.status === 0;

/** Sends the composer's draft to its target, or puts text in the outbox when the connection is gone; MessageComposer says when the draft clears. */
export function useMessageSubmit({
  target,
  inbox,
  draft,
  onSending,
  onSent,
}: {
  target: MessageTarget;
  inbox: boolean;
  draft: MessageDraft;
  /** Called as the message leaves, before it is in. */
  onSending: () => void;
  onSent: ((message: Message) => void) | undefined;
}) {
  const t = useT();
  const contractMessage = useContractMessage();
  const send = useSendMessage();
  const { user } = useSession();
  const { text, setText, image, setImage, setProblem } = draft;
  const sending = send.isPending;
  const canSend = !sending && (text.trim() !== '' || image !== null);

  async function submit() {
    if (!canSend) return;
    const content = text.trim();
    const body = messageBody(target, content, image);
    const clientKey = crypto.randomUUID();
    // Only text into a conversation can wait: an image is too large to keep, a first message has no thread yet.
    const queue =
      !image && user && 'conversationId' in target
        ? () => enqueue({ key: clientKey, senderId: user.profile.id, conversationId: target.conversationId, content })
        : null;
    const kept = { text, image };
    onSending();
    setProblem(null);
    if (inbox || (queue && !onlineManager.isOnline())) {
      setText('');
      setImage(null);
    }
    try {
      if (queue && !onlineManager.isOnline()) {
        await queue();
        return;
      }
      const message = await send.mutateAsync({ ...body, client_key: clientKey });
      if (!inbox) {
        setText('');
        setImage(null);
      }
      onSent?.(message);
    } catch (error) {
      if (
        queue &&
        lostConnection(error) &&
        (await queue().then(
          () => true,
          () => false,
        ))
      ) {
        setText((current) => (current === kept.text ? '' : current));
        return;
      }
      // Give back what was typed, unless the member has started a new message meanwhile.
      setText((current) => (current === '' ? kept.text : current));
      setImage((current) => current ?? kept.image);
      toast.error(t('messaging.composer.sendFailed'), {
        description: error instanceof Error ? contractMessage(error.message) : undefined,
      });
    }
  }

  return { submit, sending, canSend };
}
