import { checkChatImage, type Message, type SendMessage } from '@rootshare/contracts/messaging';
import { ImagePlus, Loader2, SendHorizontal, X } from 'lucide-react';
import { onlineManager } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { ApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { FIELD_CLASS } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useSendMessage } from '../api/send-message';
import { enqueue } from '../lib/outbox';
import { readAsDataUrl } from '../lib/read-image';
import { useTypingSignal } from '../lib/use-typing-signal';
import { errorMessage } from '@/lib/error-message';

/** Where a message goes: an existing conversation, or a member whose thread the first message starts. */
export type MessageTarget = { conversationId: string } | { recipientId: string };

interface ChosenImage {
  dataUrl: string;
  name: string;
  /** What the image shows, as the sender typed it: its alt text. */
  description: string;
}

const targetBody = (target: MessageTarget) =>
  'conversationId' in target ? { conversation_id: target.conversationId } : { recipient_id: target.recipientId };

const lostConnection = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The message box of the inbox and of chat windows: text, an optional image with its preview, send.
 * Enter sends, Shift+Enter starts a new line; blank text without an image sends nothing. In the
 * inbox the text clears at once and comes back if sending fails; in a chat window the box is
 * disabled while sending and cleared when the message is in. Text to a conversation written without
 * a connection, or whose sending lost it, waits in the outbox (lib/outbox.ts) under the same key.
 */
export function MessageComposer({
  target,
  variant,
  label,
  onSent,
  inputRef,
}: {
  target: MessageTarget;
  variant: 'inbox' | 'window';
  /** The text box's accessible name. */
  label: string;
  onSent?: (message: Message) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendMessage();
  const { user } = useSession();
  const typing = useTypingSignal('conversationId' in target ? target.conversationId : null);
  const sending = send.isPending;
  const canSend = !sending && (text.trim() !== '' || image !== null);
  const inbox = variant === 'inbox';

  async function submit() {
    if (!canSend) return;
    const content = text.trim();
    const body: SendMessage = image
      ? {
          ...targetBody(target),
          message_type: 'image',
          image_data: image.dataUrl,
          image_description: image.description.trim() || null,
          ...(content ? { content } : {}),
        }
      : { ...targetBody(target), message_type: 'text', content };
    const clientKey = crypto.randomUUID();
    // Only text into a conversation can wait: an image is too large to keep, a first message has no thread yet.
    const queue =
      !image && user && 'conversationId' in target
        ? () => enqueue({ key: clientKey, senderId: user.profile.id, conversationId: target.conversationId, content })
        : null;
    const kept = { text, image };
    typing.stop();
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
      toast.error('Your message could not be sent', { description: error instanceof Error ? error.message : undefined });
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkChatImage(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name, description: '' });
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error, 'This image could not be read.'));
    }
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className={cn('border-t border-border/70', inbox ? 'space-y-2 p-3 sm:p-4' : 'space-y-1.5 p-2')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {image && (
        <div className="relative inline-block">
          <img
            src={image.dataUrl}
            alt={`Image to send: ${image.name}`}
            className={cn('rounded-xl border border-border object-cover', inbox ? 'h-24 w-24' : 'h-16 w-16')}
          />
          <button
            type="button"
            onClick={() => setImage(null)}
            disabled={sending}
            className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-foreground text-background shadow"
            aria-label="Remove image"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </div>
      )}
      {image && (
        <ImageDescriptionField
          id={`${id}-image-description`}
          value={image.description}
          disabled={sending}
          onChange={(event) => setImage({ ...image, description: event.target.value })}
        />
      )}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="hidden"
          aria-label="Choose an image to send"
          onChange={(event) => void choose(event)}
        />
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label="Attach image"
          title="Attach image"
          disabled={sending}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
        </Button>
        <textarea
          ref={inputRef}
          rows={1}
          value={text}
          aria-label={label}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder={inbox ? 'Type your message...' : 'Type a message...'}
          disabled={sending && !inbox}
          className={cn(FIELD_CLASS, 'field-sizing-content max-h-32 min-h-10 resize-none py-2')}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) typing.keystroke();
          }}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" size="icon" className="shrink-0" aria-label="Send message" title="Send message" disabled={!canSend}>
          {sending ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <SendHorizontal className="h-5 w-5" aria-hidden="true" />
          )}
        </Button>
      </div>
    </form>
  );
}
