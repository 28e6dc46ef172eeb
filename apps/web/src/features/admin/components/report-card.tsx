import { HIDEABLE_TYPES, type AdminReport, type HideableType, type ReportStatus } from '@rootshare/contracts/admin';
import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { Ban, CheckCircle2, Eye, EyeOff, ExternalLink, RotateCcw, Send, UserCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useForwardReport } from '../api/forward-report';
import { useSetContentHidden } from '../api/set-content-hidden';
import { useSetSuspension } from '../api/set-suspension';
import { useUpdateReport } from '../api/update-report';

const STATUS_TONES = { open: 'warning', resolved: 'success', dismissed: 'neutral' } as const;

// The server's own refusal when it gave one, else a general failure in the page's language.
const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.status > 0 ? error.message : fallback);

const isHideable = (type: AdminReport['target_type']): type is HideableType => (HIDEABLE_TYPES as readonly string[]).includes(type);

/** The reported thing as it is now: hidden or not, or deleted by its author since. */
function ContentPreview({ report }: { report: AdminReport }) {
  const t = useT();
  const { content } = report;
  if (content.removed) {
    return (
      <p className="rounded-xl border border-dashed border-border px-3.5 py-3 text-sm text-muted-foreground">{t('admin.report.removed')}</p>
    );
  }
  return (
    <div className="flex gap-3 rounded-xl border border-border/70 bg-muted/40 p-3">
      {content.image_url && (
        <img src={content.image_url} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover sm:h-20 sm:w-20" loading="lazy" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          {content.title && <span className="font-bold break-words">{content.title}</span>}
          {content.hidden && (
            <Badge tone="warning">
              <EyeOff className="mr-1 h-3 w-3" aria-hidden="true" /> {t('admin.report.hidden')}
            </Badge>
          )}
        </p>
        {content.text && <p className="text-sm break-words whitespace-pre-line text-foreground/90">{content.text}</p>}
        {content.link && !content.hidden && (
          <Link
            to={content.link}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('admin.report.open')} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only"> {t('admin.report.openWhat', { type: report.target_type })}</span>
          </Link>
        )}
      </div>
    </div>
  );
}

/** The moderator's three actions on a report, each telling how it went in a toast. */
function useReportActions(report: AdminReport) {
  const t = useT();
  const status = useUpdateReport();
  const visibility = useSetContentHidden();
  const suspension = useSetSuspension();
  const translate = useContractMessage();
  const onError = (error: unknown) => toast.error(translate(failure(error, t('admin.report.failure'))));

  const setStatus = (next: ReportStatus) =>
    status.mutate(
      { id: report.id, status: next },
      { onSuccess: () => toast.success(t('admin.report.statusToast', { status: next })), onError },
    );
  const setHidden = (type: HideableType, hidden: boolean) =>
    visibility.mutate(
      { type, id: report.target_id, hidden },
      { onSuccess: () => toast.success(t(hidden ? 'admin.report.nowHidden' : 'admin.report.nowVisible', { type })), onError },
    );
  const setSuspended = (memberId: string, username: string, suspended: boolean) =>
    suspension.mutate(
      { memberId, suspended },
      {
        onSuccess: () => toast.success(t(suspended ? 'admin.report.suspendedToast' : 'admin.report.liftedToast', { username })),
        onError,
      },
    );
  const busy = status.isPending || visibility.isPending || suspension.isPending;
  return { busy, setStatus, setHidden, setSuspended };
}

type ReportActions = ReturnType<typeof useReportActions>;

/** The report's status, reason, target and age. */
function ReportHeader({ report, titleId }: { report: AdminReport; titleId: string }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <header className="flex flex-wrap items-center gap-2">
      <Badge tone={STATUS_TONES[report.status]}>{t('admin.report.status', { status: report.status })}</Badge>
      <h3 id={titleId} className="font-bold">
        {t('admin.report.reason', { reason: report.reason })}{' '}
        <span className="font-normal text-muted-foreground">· {t('admin.report.target', { type: report.target_type })}</span>
      </h3>
      <time
        dateTime={report.created_at}
        title={formatDateTime(report.created_at, language)}
        className="ml-auto text-xs text-muted-foreground"
      >
        {formatRelativeTime(report.created_at, new Date(), language)}
      </time>
    </header>
  );
}

/** Who reported and who answers for the content, with their standing. */
function ReportPeople({ report }: { report: AdminReport }) {
  const t = useT();
  const { member } = report;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div className="flex flex-wrap gap-1">
        <dt className="text-muted-foreground">{t('admin.report.reportedBy')}</dt>
        <dd>
          {report.reporter ? (
            <Link to={`/profile/${encodeURIComponent(report.reporter.username)}`} className="font-semibold hover:text-primary">
              @{report.reporter.username}
            </Link>
          ) : (
            <span className="font-semibold break-all">{t('admin.report.fromServer', { host: report.reported_from ?? '' })}</span>
          )}
        </dd>
      </div>
      {report.content.elsewhere && (
        <div className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">{t('admin.report.writtenOn')}</dt>
          <dd className="font-semibold break-all">{report.content.elsewhere}</dd>
        </div>
      )}
      {member && (
        <div className="flex flex-wrap items-center gap-1">
          <dt className="text-muted-foreground">{t('admin.report.responsible')}</dt>
          <dd className="flex flex-wrap items-center gap-1.5">
            <Link to={`/profile/${encodeURIComponent(member.username)}`} className="font-semibold hover:text-primary">
              @{member.username}
            </Link>
            <span className="text-muted-foreground">· {t('admin.report.openReports', { count: report.open_reports_against_member })}</span>
            {member.suspended && <Badge tone="danger">{t('admin.report.suspended')}</Badge>}
            {member.is_admin && <Badge tone="info">{t('admin.report.admin')}</Badge>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * A reply from another server answers to that server's moderators too: the report can be sent there
 * once, after the moderator has seen what goes (the reply, the reason and the note, not the reporter).
 */
function ForwardReport({ report, home }: { report: AdminReport; home: string }) {
  const t = useT();
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const forward = useForwardReport();
  const translate = useContractMessage();
  if (report.forwarded_at) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Send className="h-4 w-4" aria-hidden="true" />
        {t('admin.report.forwarded', { home })}{' '}
        <time dateTime={report.forwarded_at} title={formatDateTime(report.forwarded_at, language)}>
          {formatRelativeTime(report.forwarded_at, new Date(), language)}
        </time>
      </p>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" disabled={forward.isPending} onClick={() => setConfirming(true)}>
        <Send className="h-4 w-4" aria-hidden="true" /> {t('admin.report.forward', { home })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.report.forwardTitle', { home })}
        description={t('admin.report.forwardText')}
        confirmLabel={t('admin.report.forwardButton')}
        onConfirm={() =>
          forward.mutate(report.id, {
            onSuccess: () => toast.success(t('admin.report.forwardedToast', { home })),
            onError: (error) => toast.error(translate(failure(error, t('admin.report.failure')))),
          })
        }
      />
    </>
  );
}

/** Hide or restore the content, suspend or lift its member, and settle or reopen the report. */
function ReportButtons({ report, actions, onSuspend }: { report: AdminReport; actions: ReportActions; onSuspend: () => void }) {
  const t = useT();
  const { member, content } = report;
  const { busy, setStatus, setHidden, setSuspended } = actions;
  const hideable = isHideable(report.target_type) && !content.removed ? report.target_type : null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-border/70 pt-3" aria-busy={busy || undefined}>
      {hideable && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => setHidden(hideable, !content.hidden)}>
          {content.hidden ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
          {t(content.hidden ? 'admin.report.restore' : 'admin.report.hide', { type: hideable })}
        </Button>
      )}
      {member && !member.is_admin && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          className={member.suspended ? undefined : 'text-destructive'}
          onClick={() => (member.suspended ? setSuspended(member.id, member.username, false) : onSuspend())}
        >
          {member.suspended ? <UserCheck className="h-4 w-4" aria-hidden="true" /> : <Ban className="h-4 w-4" aria-hidden="true" />}
          {t(member.suspended ? 'admin.report.lift' : 'admin.report.suspend')}
        </Button>
      )}
      {content.elsewhere && !content.removed && <ForwardReport report={report} home={content.elsewhere} />}
      <span className="flex flex-wrap gap-2 sm:ml-auto">
        {report.status === 'open' ? (
          <>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => setStatus('dismissed')}>
              <XCircle className="h-4 w-4" aria-hidden="true" /> {t('admin.report.dismiss')}
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setStatus('resolved')}>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t('admin.report.resolve')}
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setStatus('open')}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('admin.report.reopen')}
          </Button>
        )}
      </span>
    </div>
  );
}

/** One report in the moderators' queue, with what a moderator can do about it. */
export function ReportCard({ report }: { report: AdminReport }) {
  const t = useT();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const actions = useReportActions(report);
  const { member } = report;

  return (
    <article aria-labelledby={titleId}>
      <Card className="space-y-3 p-4 sm:p-5">
        <ReportHeader report={report} titleId={titleId} />
        <ContentPreview report={report} />
        {report.details && (
          <figure className="space-y-1">
            <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {t('admin.report.note')}
            </figcaption>
            <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">{report.details}</blockquote>
          </figure>
        )}
        <ReportPeople report={report} />
        <ReportButtons report={report} actions={actions} onSuspend={() => setConfirming(true)} />
      </Card>
      {member && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('admin.report.confirmTitle', { username: member.username })}
          description={t('admin.report.confirmText')}
          confirmLabel={t('admin.report.confirmButton')}
          onConfirm={() => actions.setSuspended(member.id, member.username, true)}
        >
          <p className="text-sm text-muted-foreground">{t('admin.report.confirmLater')}</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
