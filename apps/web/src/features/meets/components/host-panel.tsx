import { MEET_HOST_MESSAGE_MAX } from '@rootshare/contracts/limits';
import type { Meet } from '@rootshare/contracts/meets';
import { Ban, Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/lib/toast';
import { useCancelMeet, useMessageAttendees } from '../api/change-meet';

/** The host's tools: edit, message everyone who answered, cancel. */
export function HostPanel({ meet }: { meet: Meet }) {
  const [cancelling, setCancelling] = useState(false);
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const cancel = useCancelMeet();
  const message = useMessageAttendees(meet.id);
  if (meet.cancelled || meet.is_past) return null;

  return (
    <section className="flex flex-wrap gap-2" aria-label="Host tools">
      <Link to={`/meets/${meet.id}/edit`} className={buttonClasses('outline', 'sm')}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
      </Link>
      <Button variant="outline" size="sm" onClick={() => setWriting(true)}>
        <Mail className="h-4 w-4" aria-hidden="true" /> Message attendees
      </Button>
      <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
        <Ban className="h-4 w-4" aria-hidden="true" /> Cancel meet
      </Button>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this swap meet?"
        description="Everyone who answered is told at once. The page stays, marked cancelled."
        confirmLabel="Cancel meet"
        onConfirm={() =>
          cancel.mutate(meet.id, {
            onSuccess: () => toast.success('Swap meet cancelled'),
            onError: (failure) => toast.error(failure.message),
          })
        }
      />
      <Dialog
        open={writing}
        onOpenChange={setWriting}
        title="Message attendees"
        description="Everyone going, maybe coming or waiting gets your message in the app, and by e-mail or push as they chose."
        footer={
          <>
            <Button variant="outline" onClick={() => setWriting(false)}>
              Close
            </Button>
            <Button
              disabled={message.isPending || !text.trim()}
              onClick={() =>
                message.mutate(text, {
                  onSuccess: ({ recipients }) => {
                    toast.success(`Sent to ${recipients} ${recipients === 1 ? 'member' : 'members'}`);
                    setText('');
                    setWriting(false);
                  },
                  onError: (failure) => toast.error(failure.message),
                })
              }
            >
              Send
            </Button>
          </>
        }
      >
        <TextareaField
          id="host-message"
          label="Message"
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
