import type { Message } from '@rootshare/contracts/messaging';
import { ImagePlus, Loader2, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { FIELD_CLASS } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useMessageDraft, type ChosenImage } from '../lib/use-message-draft';
import { useMessageSubmit, type MessageTarget } from '../lib/use-message-submit';
import { useTypingSignal } from '../lib/use-typing-signal';

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
  const t = useT();
  const contractMessage = useContractMessage();
  const id = useId();
  const inbox = variant === 'inbox';
  const draft = useMessageDraft();
  const { text, setText, image, setImage, problem } = draft;
  const typing = useTypingSignal('conversationId' in target ? target.conversationId : null);
  const { submit, sending, canSend } = useMessageSubmit({ target, inbox, draft, onSending: typing.stop, onSent });

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
          {contractMessage(problem)}
        </p>
      )}
      {image && <ChosenImagePreview id={id} image={image} inbox={inbox} sending={sending} onChange={setImage} />}
      <div className="flex items-end gap-1.5">
        <AttachImageButton id={id} sending={sending} onChoose={(event) => void draft.chooseImage(event)} />
        <textarea
          ref={inputRef}
          rows={1}
          value={text}
          aria-label={label}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder={inbox ? t('messaging.composer.placeholderInbox') : t('messaging.composer.placeholderWindow')}
          disabled={sending && !inbox}
          className={cn(FIELD_CLASS, 'field-sizing-content max-h-32 min-h-10 resize-none py-2')}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) typing.keystroke();
          }}
          onKeyDown={handleKeyDown}
        />
        <Button
          type="submit"
          size="icon"
          className="shrink-0"
          aria-label={t('messaging.composer.send')}
          title={t('messaging.composer.send')}
          disabled={!canSend}
        >
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

/** The image about to be sent, with a button to take it away and a field to describe it. */
function ChosenImagePreview({
  id,
  image,
  inbox,
  sending,
  onChange,
}: {
  id: string;
  image: ChosenImage;
  inbox: boolean;
  sending: boolean;
  onChange: (image: ChosenImage | null) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="relative inline-block">
        <img
          src={image.dataUrl}
          alt={t('messaging.composer.imageToSend', { name: image.name })}
          className={cn('rounded-xl border border-border object-cover', inbox ? 'h-24 w-24' : 'h-16 w-16')}
        />
        <button
          type="button"
          onClick={() => onChange(null)}
          disabled={sending}
          className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full bg-foreground text-background shadow"
          aria-label={t('messaging.composer.removeImage')}
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      </div>
      <ImageDescriptionField
        id={`${id}-image-description`}
        value={image.description}
        disabled={sending}
        onChange={(event) => onChange({ ...image, description: event.target.value })}
      />
    </>
  );
}

/** A hidden file input opened by the app's own attach button. */
function AttachImageButton({
  id,
  sending,
  onChoose,
}: {
  id: string;
  sending: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        className="hidden"
        aria-label={t('messaging.composer.chooseImage')}
        onChange={onChoose}
      />
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label={t('messaging.composer.attach')}
        title={t('messaging.composer.attach')}
        disabled={sending}
        onClick={() => fileInput.current?.click()}
      >
        <ImagePlus className="h-5 w-5" aria-hidden="true" />
      </Button>
    </>
  );
}
