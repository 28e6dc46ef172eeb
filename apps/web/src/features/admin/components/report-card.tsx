import { HIDEABLE_TYPES, REPORT_STATUS_LABELS, type AdminReport, type HideableType, type ReportStatus } from '@rootshare/contracts/admin';
import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from '@rootshare/contracts/reports';
import { Ban, CheckCircle2, Eye, EyeOff, ExternalLink, RotateCcw, UserCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api';
import { useSetContentHidden } from '../api/set-content-hidden';
import { useSetSuspension } from '../api/set-suspension';
import { useUpdateReport } from '../api/update-report';

const STATUS_TONES = { open: 'warning', resolved: 'success', dismissed: 'neutral' } as const;

const STATUS_TOASTS: Readonly<Record<ReportStatus, string>> = {
  open: 'Report reopened',
  resolved: 'Report resolved',
  dismissed: 'Report dismissed',
};

const failure = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? error.message : 'Something went wrong. Please try again.';

const isHideable = (type: AdminReport['target_type']): type is HideableType => (HIDEABLE_TYPES as readonly string[]).includes(type);

/** The reported thing as it is now: hidden or not, or deleted by its author since. */
function ContentPreview({ report }: { report: AdminReport }) {
  const { content } = report;
  if (content.removed) {
    return (
      <p className="rounded-xl border border-dashed border-border px-3.5 py-3 text-sm text-muted-foreground">
        Deleted since it was reported.
      </p>
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
              <EyeOff className="mr-1 h-3 w-3" aria-hidden="true" /> Hidden
            </Badge>
          )}
        </p>
        {content.text && <p className="text-sm break-words whitespace-pre-line text-foreground/90">{content.text}</p>}
        {content.link && !content.hidden && (
          <Link
            to={content.link}
            className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Open <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only"> the reported {REPORT_TARGET_LABELS[report.target_type]}</span>
          </Link>
        )}
      </div>
    </div>
  );
}

/** One report in the moderators' queue, with what a moderator can do about it. */
export function ReportCard({ report }: { report: AdminReport }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const status = useUpdateReport();
  const visibility = useSetContentHidden();
  const suspension = useSetSuspension();
  const busy = status.isPending || visibility.isPending || suspension.isPending;
  const { member, content } = report;
  const noun = REPORT_TARGET_LABELS[report.target_type];
  const hideable = isHideable(report.target_type) && !content.removed ? report.target_type : null;

  const setStatus = (next: ReportStatus) =>
    status.mutate(
      { id: report.id, status: next },
      { onSuccess: () => toast.success(STATUS_TOASTS[next]), onError: (error) => toast.error(failure(error)) },
    );
  const setHidden = (type: HideableType, hidden: boolean) =>
    visibility.mutate(
      { type, id: report.target_id, hidden },
      {
        onSuccess: () => toast.success(hidden ? `The ${noun} is hidden` : `The ${noun} is visible again`),
        onError: (error) => toast.error(failure(error)),
      },
    );
  const setSuspended = (memberId: string, username: string, suspended: boolean) =>
    suspension.mutate(
      { memberId, suspended },
      {
        onSuccess: () =>
          toast.success(suspended ? `@${username} is suspended and signed out everywhere` : `@${username} can sign in again`),
        onError: (error) => toast.error(failure(error)),
      },
    );

  return (
    <article aria-labelledby={titleId}>
      <Card className="space-y-3 p-4 sm:p-5">
        <header className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
          <h3 id={titleId} className="font-bold">
            {REPORT_REASON_LABELS[report.reason]} <span className="font-normal text-muted-foreground">· {noun}</span>
          </h3>
          <time dateTime={report.created_at} title={formatDateTime(report.created_at)} className="ml-auto text-xs text-muted-foreground">
            {formatRelativeTime(report.created_at)}
          </time>
        </header>

        <ContentPreview report={report} />

        {report.details && (
          <figure className="space-y-1">
            <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Reporter&apos;s note</figcaption>
            <blockquote className="border-l-4 border-border pl-3 text-sm break-words whitespace-pre-line">{report.details}</blockquote>
          </figure>
        )}

        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">Reported by</dt>
            <dd>
              <Link to={`/profile/${encodeURIComponent(report.reporter.username)}`} className="font-semibold hover:text-primary">
                @{report.reporter.username}
              </Link>
            </dd>
          </div>
          {member && (
            <div className="flex flex-wrap items-center gap-1">
              <dt className="text-muted-foreground">Responsible</dt>
              <dd className="flex flex-wrap items-center gap-1.5">
                <Link to={`/profile/${encodeURIComponent(member.username)}`} className="font-semibold hover:text-primary">
                  @{member.username}
                </Link>
                <span className="text-muted-foreground">
                  · {report.open_reports_against_member === 1 ? '1 open report' : `${report.open_reports_against_member} open reports`}
                </span>
                {member.suspended && <Badge tone="danger">Suspended</Badge>}
                {member.is_admin && <Badge tone="info">Admin</Badge>}
              </dd>
            </div>
          )}
        </dl>

        <div className="flex flex-wrap gap-2 border-t border-border/70 pt-3" aria-busy={busy || undefined}>
          {hideable && (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setHidden(hideable, !content.hidden)}>
              {content.hidden ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
              {content.hidden ? `Restore ${noun}` : `Hide ${noun}`}
            </Button>
          )}
          {member && !member.is_admin && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              className={member.suspended ? undefined : 'text-destructive'}
              onClick={() => (member.suspended ? setSuspended(member.id, member.username, false) : setConfirming(true))}
            >
              {member.suspended ? <UserCheck className="h-4 w-4" aria-hidden="true" /> : <Ban className="h-4 w-4" aria-hidden="true" />}
              {member.suspended ? 'Lift suspension' : 'Suspend member'}
            </Button>
          )}
          <span className="flex flex-wrap gap-2 sm:ml-auto">
            {report.status === 'open' ? (
              <>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => setStatus('dismissed')}>
                  <XCircle className="h-4 w-4" aria-hidden="true" /> Dismiss
                </Button>
                <Button size="sm" disabled={busy} onClick={() => setStatus('resolved')}>
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Resolve
                </Button>
              </>
            ) : (
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => setStatus('open')}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reopen
              </Button>
            )}
          </span>
        </div>
      </Card>
      {member && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Suspend @${member.username}?`}
          description="They are signed out on every device at once and cannot sign in until the suspension is lifted. Their content stays as it is."
          confirmLabel="Suspend"
          onConfirm={() => setSuspended(member.id, member.username, true)}
        >
          <p className="text-sm text-muted-foreground">Lifting a suspension later lets them sign in again.</p>
        </ConfirmDialog>
      )}
    </article>
  );
}
