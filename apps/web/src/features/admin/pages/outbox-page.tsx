import { formatDateTime } from '@rootshare/contracts/format';
import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useOutboxMail } from '../api/get-outbox-mail';
import { useOutbox } from '../api/list-outbox';
import { AdminOnly } from '../components/admin-only';

const listSkeleton = (
  <div className="space-y-3" role="status" aria-label="Loading mail">
    {[0, 1, 2].map((n) => (
      <Skeleton key={n} className="h-16 w-full rounded-[var(--radius-card)]" />
    ))}
  </div>
);

/** Why the outbox holds members' live links, and that it stops once mail goes out through SMTP. */
function OutboxNotice() {
  return (
    <p role="note" className="rounded-[var(--radius-card)] border border-warning/50 bg-warning/10 p-3 text-sm">
      No SMTP server is configured, so Rootshare keeps its mail here, password-reset and address-confirmation links included. Such a link
      opens the member&apos;s account: pass it only to that member. Once an SMTP server is configured, mail goes to members and none of it
      is shown here.
    </p>
  );
}

function OutboxList() {
  const outbox = useOutbox();
  if (outbox.isPending) return listSkeleton;
  if (outbox.isError) return <LoadError message="Couldn't load the outbox." onRetry={() => void outbox.refetch()} />;
  if (outbox.data.mode === 'smtp') {
    return (
      <EmptyState
        icon={<Mail className="h-6 w-6" />}
        title="Mail goes out through SMTP"
        description="An SMTP server is configured, so mail goes straight to members: no mail, and no password-reset or confirmation link, is kept or shown here."
      />
    );
  }
  if (outbox.data.mails.length === 0) {
    return (
      <EmptyState
        icon={<Mail className="h-6 w-6" />}
        title="No mail yet"
        description="Mail Rootshare sends (password resets and more) appears here while no SMTP server is configured."
      />
    );
  }
  return (
    <div className="space-y-4">
      <OutboxNotice />
      <ul className="space-y-3" aria-label="Kept mail, newest first">
        {outbox.data.mails.map((mail) => (
          <li key={mail.id}>
            <Link
              to={`/admin/outbox/${mail.id}`}
              className="block rounded-[var(--radius-card)] border bg-card p-4 hover:border-primary focus-visible:outline-2"
            >
              <p className="font-bold">{mail.subject}</p>
              <p className="text-sm text-muted-foreground">
                To {mail.to} · {formatDateTime(mail.created_at)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Text with its links made clickable, as a mail client would show the plain-text part. */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="font-sans text-sm whitespace-pre-wrap">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function OutboxMailView({ id }: { id: string }) {
  const mail = useOutboxMail(id);
  if (mail.isPending) return listSkeleton;
  if (mail.isError) return <LoadError message="Couldn't load this mail." onRetry={() => void mail.refetch()} />;
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold">{mail.data.subject}</h2>
        <p className="text-sm text-muted-foreground">
          To {mail.data.to} · {formatDateTime(mail.data.created_at)}
        </p>
      </div>
      <MailText text={mail.data.text} />
    </Card>
  );
}

/** /admin/outbox and /admin/outbox/:id: the mail Rootshare kept because no SMTP server is set. */
export function OutboxPage() {
  const { id } = useParams();
  useEffect(() => {
    document.title = 'Outbox — Rootshare';
  }, []);
  return (
    <AdminOnly title="Outbox" subtitle="Every mail Rootshare sends, kept here while no SMTP server is configured.">
      {id ? (
        <div className="space-y-4">
          <Link to="/admin/outbox" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All mail
          </Link>
          <OutboxNotice />
          <OutboxMailView id={id} />
        </div>
      ) : (
        <OutboxList />
      )}
    </AdminOnly>
  );
}
