import { MEET_HOST_MESSAGE_MAX } from '@rootshare/contracts/limits';
import type { Meet } from '@rootshare/contracts/meets';
import { Ban, Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useCancelMeet } from '../api/cancel-meet';
import { useMessageAttendees } from '../api/message-attendees';

/** The host's tools: edit, message everyone who answered, cancel. */
export function HostPanel({ meet }: { meet: Meet }) {
  const t = useT();
  const translate = useContractMessage();
  const [cancelling, setCancelling] = useState(false);
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const cancel = useCancelMeet();
  const message = useMessageAttendees(meet.id);
  if (meet.cancelled || meet.is_past) return null;

  return (
    <section className="flex flex-wrap gap-2" aria-label={t('meets.host.tools')}>
      <Link to={`/meets/${meet.id}/edit`} className={buttonClasses('outline', 'sm')}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> {t('meets.host.edit')}
      </Link>
      <Button variant="outline" size="sm" onClick={() => setWriting(true)}>
        <Mail className="h-4 w-4" aria-hidden="true" /> {t('meets.host.message')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
        <Ban className="h-4 w-4" aria-hidden="true" /> {t('meets.host.cancel')}
      </Button>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('meets.host.cancelTitle')}
        description={t('meets.host.cancelText')}
        confirmLabel={t('meets.host.cancel')}
        onConfirm={() =>
          cancel.mutate(meet.id, {
            onSuccess: () => toast.success(t('meets.host.cancelledToast')),
            onError: (failure) => toast.error(translate(failure.message)),
          })
        }
      />
      <Dialog
        open={writing}
        onOpenChange={setWriting}
        title={t('meets.host.message')}
        description={t('meets.host.messageText')}
        footer={
          <>
            <Button variant="outline" onClick={() => setWriting(false)}>
              {t('meets.host.close')}
            </Button>
            <Button
              disabled={message.isPending || !text.trim()}
              onClick={() =>
                message.mutate(text, {
                  onSuccess: ({ recipients }) => {
                    toast.success(t('meets.host.sent', { count: recipients }));
                    setText('');
                    setWriting(false);
                  },
                  onError: (failure) => toast.error(translate(failure.message)),
                })
              }
            >
              {t('meets.host.send')}
            </Button>
          </>
        }
      >
        <TextareaField
          id="host-message"
          label={t('meets.host.messageLabel')}
          rows={4}
          maxLength={MEET_HOST_MESSAGE_MAX}
          showCount
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Dialog>
    </section>
  );
}
