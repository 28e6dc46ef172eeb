import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { conversations, messages } from '../../db/schema/messaging';

/**
 * Messages as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes it.
 */
export const messageRows = new QueryBuilder().select(getTableColumns(messages)).from(messages).as('messages');

/**
 * How long members took to answer, as rows of (member_id, seconds): per conversation active since
 * `since`, from the first message another member sent them to their first answer after it, for
 * answers given since then. Read through the conversation-time index of messages, for the
 * reply-speed job (features/profiles), which an aggregate over these rows serves better than a subquery.
 */
export function answerDelays(since: Date): SQL {
  return sql`
    with asked as (
      select m.conversation_id, m.recipient_id as member_id, min(m.created_at) as asked_at
      from ${messages} m
      join ${conversations} c on c.id = m.conversation_id
      where c.activity_at >= ${since}
      group by m.conversation_id, m.recipient_id
    )
    select a.member_id, extract(epoch from (answer.at - a.asked_at)) as seconds
    from asked a
    cross join lateral (
      select min(m.created_at) as at
      from ${messages} m
      where m.conversation_id = a.conversation_id and m.sender_id = a.member_id and m.created_at > a.asked_at
    ) answer
    where answer.at >= ${since}`;
}
