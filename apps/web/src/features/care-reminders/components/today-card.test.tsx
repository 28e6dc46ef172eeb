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

  it('snoozes a reminder until tomorrow', async () => {
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
    await user.click(await screen.findByRole('button', { name: 'Snooze until tomorrow: Water Monty' }));
    expect(await screen.findByText(/Nothing to water/)).toBeInTheDocument();
    expect(sent).toEqual({ days: 1 });
  });
});
