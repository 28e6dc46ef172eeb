import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import type { Message } from '@rootshare/contracts/messaging';
import { SHARED_IMAGE_CONTENT } from '@rootshare/contracts/messaging-constants';
import { Repeat2 } from 'lucide-react';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/**
 * One message: mine on the right, theirs on the left, with its relative time. An image opens in a
 * new tab; the default 'Shared an image' caption is not repeated under it. Theirs can be reported;
 * one a moderator hid reads as such, in italics.
 */
export function MessageBubble({ message, mine, senderName, now }: { message: Message; mine: boolean; senderName: string; now: Date }) {
  const t = useT();
  const { language } = useLanguage();
  const image = message.message_type === 'image' ? message.image_url : null;
  // A hidden message's stand-in comes from the server in English; its flag says to draw it in the language.
  const text = message.is_hidden ? t('messaging.bubble.hidden') : image && message.content === SHARED_IMAGE_CONTENT ? '' : message.content;
  const alt = imageAlt(message.image_description, t('messaging.bubble.photoFrom', { username: message.sender.username }));
  return (
    <li className={cn('flex items-center gap-1', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{t('messaging.speaker', { name: mine ? t('messaging.you') : senderName })}</span>
        {message.message_type === 'swap_request' && (
          <span className="mb-1 flex items-center gap-1 text-xs font-bold tracking-wide uppercase">
            <Repeat2 className="h-3.5 w-3.5" aria-hidden="true" /> {t('messaging.bubble.swapRequest')}
          </span>
        )}
        {image && (
          <a
            href={image}
            target="_blank"
            rel="noopener noreferrer"
            className="-mx-1.5 mb-1 block overflow-hidden rounded-xl"
            title={t('messaging.bubble.openImage')}
          >
            <img src={image} alt={alt} className="max-h-64 w-full object-cover" loading="lazy" />
          </a>
        )}
        {text && <p className={cn('break-words whitespace-pre-wrap', message.is_hidden && 'italic opacity-80')}>{text}</p>}
        <time
          dateTime={message.created_at}
          title={formatDateTime(message.created_at, language)}
          className={cn('mt-0.5 block text-[0.7rem]', mine ? 'text-right text-primary-foreground/80' : 'text-muted-foreground')}
        >
          {formatRelativeTime(message.created_at, now, language)}
        </time>
      </div>
      {!message.is_hidden && (
        <ReportMenu
          target={{ type: 'message', id: message.id }}
          ownerId={message.sender_id}
          label={t('messaging.bubble.moreActions', { name: senderName })}
          size="sm"
          className="shrink-0"
        />
      )}
    </li>
  );
}
