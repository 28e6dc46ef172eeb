import type { AdminReport } from '@rootshare/contracts/admin';

/** The post the sample report is about. */
export const REPORTED_POST_ID = '44444444-4444-4444-8444-444444444444';

let reportCounter = 0;

/** A spam report by @ivy against a post by @spammy, made a minute ago, who has three open reports; each call a new id. */
export function sampleReport(overrides: Partial<AdminReport> = {}): AdminReport {
  reportCounter += 1;
  return {
    id: `00000000-0000-4000-a000-${String(reportCounter).padStart(12, '0')}`,
    status: 'open',
    reason: 'spam',
    details: 'Posts the same link every hour',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    resolved_at: null,
    reporter: { id: '55555555-5555-4555-8555-555555555555', username: 'ivy' },
    reported_from: null,
    target_type: 'post',
    target_id: REPORTED_POST_ID,
    member: { id: '66666666-6666-4666-8666-666666666666', username: 'spammy', is_admin: false, suspended: false },
    open_reports_against_member: 3,
    content: {
      title: 'Free cuttings!!!',
      text: 'Click my link',
      image_url: null,
      link: `/posts/${REPORTED_POST_ID}`,
      hidden: false,
      removed: false,
      elsewhere: null,
    },
    forwarded_at: null,
    ...overrides,
  };
}
