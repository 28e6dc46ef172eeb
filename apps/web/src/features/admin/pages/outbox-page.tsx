import { formatDateTime } from '@rootshare/contracts/format';
import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useOutboxMail } from '../api/get-outbox-mail';
import { useOutbox } from '../api/list-outbox';
import { AdminOnly } from '../components/admin-only';

/** Mail rows loading, at about their height. */
function ListSkeleton() {
  const t = useT();
  return (
    <div className="space-y-3" role="status" aria-label={t('admin.outbox.loading')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/** Why the outbox holds members' live links, and that it stops once mail goes out through SMTP. */
function OutboxNotice() {
  const t = useT();
  return (
    <p role="note" className="rounded-[var(--radius-card)] border border-warning/50 bg-warning/10 p-3 text-sm">
      {t('admin.outbox.notice')}
    </p>
  );
}

function OutboxList() {
  const t = useT();
  const { language } = useLanguage();
  const outbox = useOutbox();
  if (outbox.isPending) return <ListSkeleton />;
  if (outbox.isError) return <LoadError message={t('admin.outbox.loadError')} onRetry={() => void outbox.refetch()} />;
  if (outbox.data.mode === 'smtp') {
    return <EmptyState icon={<Mail className="h-6 w-6" />} title={t('admin.outbox.smtpTitle')} description={t('admin.outbox.smtpText')} />;
  }
  if (outbox.data.mails.length === 0) {
    return (
      <EmptyState icon={<Mail className="h-6 w-6" />} title={t('admin.outbox.emptyTitle')} description={t('admin.outbox.emptyText')} />
    );
  }
  return (
    <div className="space-y-4">
      <OutboxNotice />
      <ul className="space-y-3" aria-label={t('admin.outbox.list')}>
        {outbox.data.mails.map((mail) => (
          <li key={mail.id}>
            <Link
              to={`/admin/outbox/${mail.id}`}
              className="block rounded-[var(--radius-card)] border bg-card p-4 hover:border-primary focus-visible:outline-2"
            >
              <p className="font-bold">{mail.subject}</p>
              <p className="text-sm text-muted-foreground">
                {t('admin.outbox.to', { to: mail.to, date: formatDateTime(mail.created_at, language) })}
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
  const t = useT();
  const { language } = useLanguage();
  const mail = useOutboxMail(id);
  if (mail.isPending) return <ListSkeleton />;
  if (mail.isError) return <LoadError message={t('admin.outbox.mailLoadError')} onRetry={() => void mail.refetch()} />;
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold">{mail.data.subject}</h2>
        <p className="text-sm text-muted-foreground">
          {t('admin.outbox.to', { to: mail.data.to, date: formatDateTime(mail.data.created_at, language) })}
        </p>
      </div>
      <MailText text={mail.data.text} />
    </Card>
  );
}

/** /admin/outbox and /admin/outbox/:id: the mail Rootshare kept because no SMTP server is set. */
export function OutboxPage() {
  const t = useT();
  const { id } = useParams();
  useEffect(() => {
    document.title = t('admin.outbox.documentTitle');
  }, [t]);
  return (
    <AdminOnly title={t('admin.outbox.title')} subtitle={t('admin.outbox.subtitle')}>
      {id ? (
        <div className="space-y-4">
          <Link to="/admin/outbox" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('admin.outbox.allMail')}
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
