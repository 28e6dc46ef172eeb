import type { DueReminder } from '@rootshare/contracts/care-reminders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { TodayCard } from './today-card';

const reminder: DueReminder = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'water',
  user_plant_id: '22222222-2222-4222-8222-222222222222',
  plant_name: 'Monty',
  due_at: '2026-07-04T09:00:00.000Z',
  overdue: true,
  overdue_days: 8,
};

afterEach(() => vi.unstubAllGlobals());

describe('TodayCard', () => {
  it('lists the care due today, and a reminder marked Done leaves the list', async () => {
    let due = [reminder];
    const answered: string[] = [];
    mockApi((url, init) => {
      if (url === '/api/care-reminders/today') return { status: 200, body: due };
      if (url.startsWith('/api/care-reminders/') && init.method === 'POST') {
        answered.push(url);
        due = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <TodayCard />)], '/');
    const list = await screen.findByRole('list', { name: 'Care due today' });
    expect(within(list).getByRole('link', { name: /Water Monty/ })).toHaveAttribute('href', `/plant/${reminder.user_plant_id}`);
    await user.click(within(list).getByRole('button', { name: 'Done: Water Monty' }));
    expect(await screen.findByText(/Nothing to water, feed or repot today/)).toBeInTheDocument();
    expect(answered).toEqual([`/api/care-reminders/${reminder.id}/done`]);
  });

  it("says how late each reminder is: 'Overdue by 8 days', 'Overdue by 1 day', 'Due today'", async () => {
    const due = [
      reminder,
      { ...reminder, id: '33333333-3333-4333-8333-333333333333', kind: 'feed' as const, overdue_days: 1 },
      { ...reminder, id: '44444444-4444-4444-8444-444444444444', kind: 'repot' as const, overdue_days: 0 },
    ];
    mockApi((url) => (url === '/api/care-reminders/today' ? { status: 200, body: due } : undefined));
    renderRoutes([page('/', <TodayCard />)], '/');
    const list = await screen.findByRole('list', { name: 'Care due today' });
    expect(within(list).getByRole('link', { name: /Water Monty/ })).toHaveTextContent('Overdue by 8 days');
    expect(within(list).getByRole('link', { name: /Feed Monty/ })).toHaveTextContent('Overdue by 1 day');
    expect(within(list).getByRole('link', { name: /Repot Monty/ })).toHaveTextContent('Due today');
    expect(within(list).queryByText('Due')).not.toBeInTheDocument();
  });

  it('snoozes a reminder for the number of days chosen: 1, 3 or 7', async () => {
    let sent: unknown;
    mockApi((url, init) => {
      if (url === '/api/care-reminders/today') return { status: 200, body: sent ? [] : [reminder] };
      if (url === `/api/care-reminders/${reminder.id}/snooze`) {
        sent = JSON.parse(String(init.body));
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <TodayCard />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Snooze: Water Monty' }));
    const choices = screen.getByRole('group', { name: 'Snooze Water Monty for' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 day', '3 days', '7 days']);
    await user.click(within(choices).getByRole('button', { name: '3 days' }));
    expect(await screen.findByText(/Nothing to water/)).toBeInTheDocument();
    expect(sent).toEqual({ days: 3 });
  });
});
