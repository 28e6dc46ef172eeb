export const name = 'inbox';
export const description =
  "A member's own reads over the community (PostgreSQL; 1,000,000 messages, 100,000 notifications): GET /api/conversations " +
  '(a member in 300 conversations), GET /api/messages?conversation_id= (a history page), GET /api/notifications (a member ' +
  'with 500) and GET /api/notifications/unread-count, each at saturation and at a fixed 1,000 req/s.';

export const fixedRate = 1000;

export async function setup({ baseUrl, community, log }) {
  if (!community) {
    log('inbox: needs the PostgreSQL community (--db pg); skipped');
    return [];
  }
  const headers = { authorization: `Bearer ${community.reader.token}` };
  return [
    { phase: 'inbox list', url: `${baseUrl}/api/conversations`, headers, connections: 50 },
    { phase: 'message history page', url: `${baseUrl}/api/messages?conversation_id=${community.conversationId}`, headers, connections: 50 },
    { phase: 'notifications page', url: `${baseUrl}/api/notifications`, headers, connections: 50 },
    { phase: 'notifications unread count', url: `${baseUrl}/api/notifications/unread-count`, headers, connections: 50 },
  ];
}
