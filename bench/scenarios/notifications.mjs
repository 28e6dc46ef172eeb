export const name = 'notifications';
export const description =
  'The bell over the community\'s 100,000 notifications (PostgreSQL): GET /api/notifications (a member with 500) and ' +
  'GET /api/notifications/unread-count, each at saturation and at a fixed 1,000 req/s.';

export const fixedRate = 1000;

export async function setup({ baseUrl, community, log }) {
  if (!community) {
    log('notifications: needs the PostgreSQL community (--db pg); skipped');
    return [];
  }
  const headers = { authorization: `Bearer ${community.reader.token}` };
  return [
    { phase: 'notifications page', url: `${baseUrl}/api/notifications`, headers, connections: 50 },
    { phase: 'unread count', url: `${baseUrl}/api/notifications/unread-count`, headers, connections: 50 },
  ];
}
