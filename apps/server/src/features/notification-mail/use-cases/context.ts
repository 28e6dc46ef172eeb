import { FALLBACK_LANGUAGE } from '@rootshare/contracts/languages';
import type { UnsubscribeTopic } from '@rootshare/contracts/notification-settings';
import type { Database } from '../../../platform/db';
import type { JobQueue } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import type { MailContent } from '../../../platform/mail-template';
import type { BlocksService } from '../../blocks/blocks.service';
import type { ExploreService } from '../../explore/explore.service';
import type { HandoversService } from '../../handovers/handovers.service';
import type { NotificationSettingsService } from '../../notification-settings/notification-settings.service';
import type { PushChannel } from '../../push/push.service';
import { MAIL_TEXTS } from '../mail-texts';
import { whyThisMail, type MailWords } from '../notification-mail.presenter';
import type { MailRecipientRow } from '../notification-mail.repo';

export interface NotificationMailDeps {
  db: Database;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  settings: Pick<NotificationSettingsService, 'get' | 'getMany' | 'unsubscribeUrl' | 'digestRecipients'>;
  blocks: Pick<BlocksService, 'apart'>;
  explore: Pick<ExploreService, 'countNewNearby'>;
  handovers: Pick<HandoversService, 'calendar' | 'calendarPath'>;
  /** The origin of mailed links. */
  publicUrl: string;
  /** Web push to the member's devices. */
  push: PushChannel;
}

/** Members get mail only at an address they verified, and never while suspended. */
export const mayBeMailed = (member: MailRecipientRow) => member.emailVerifiedAt !== null && member.suspendedAt === null;

/** What the notification-mail use cases share: their dependencies and the shape of every mail to a member. */
export function createNotificationMailContext(deps: NotificationMailDeps) {
  const { settings, publicUrl } = deps;

  /** The mail of words to a member, with the unsubscribe link of their topic. */
  const mailTo = (member: MailRecipientRow, topic: UnsubscribeTopic, words: MailWords): MailContent => {
    const language = member.language ?? FALLBACK_LANGUAGE;
    return {
      to: member.email,
      subject: words.subject,
      preview: words.summary,
      heading: MAIL_TEXTS[language].hello(member.username),
      paragraphs: words.paragraphs,
      action: { label: words.action.label, url: `${publicUrl}${words.action.path}` },
      footnote: whyThisMail(topic, publicUrl, language),
      unsubscribeUrl: settings.unsubscribeUrl(member.id, topic),
      language,
    };
  };

  return { ...deps, mailTo };
}

export type NotificationMailContext = ReturnType<typeof createNotificationMailContext>;
