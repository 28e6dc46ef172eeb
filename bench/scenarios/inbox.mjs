export const name = 'inbox';
export const description =
  'Messaging reads over the community\'s 1,000,000 messages (PostgreSQL): GET /api/conversations (the inbox of a member in ' +
  '300 conversations) and GET /api/messages?conversation_id= (a history page), each at saturation and at a fixed 1,000 req/s.';

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
  ];
}
