import type { CareSchedule } from '@rootshare/contracts/care-reminders';
import { formatDate } from '@rootshare/contracts/format';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { CareSchedulesCard } from './care-schedules-card';

const PLANT_ID = '22222222-2222-4222-8222-222222222222';
const SCHEDULES_URL = `/api/user-plants/${PLANT_ID}/care-reminders`;
const DAY_MS = 86_400_000;

const schedule = (kind: CareSchedule['kind'], overrides: Partial<CareSchedule> = {}): CareSchedule => ({
  kind,
  enabled: false,
  interval_days: kind === 'water' ? 5 : kind === 'feed' ? 14 : 365,
  default_interval_days: kind === 'water' ? 5 : kind === 'feed' ? 14 : 365,
  default_from: kind === 'water' ? 'care_card' : 'catalogue',
  due_at: null,
  last_done_at: null,
  ...overrides,
});

/** A date input's value for `days` days before today, in the local calendar as the browser gives it. */
const localDaysAgo = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

function setUp() {
  let schedules = [schedule('water'), schedule('feed'), schedule('repot')];
  const sent: unknown[] = [];
  mockApi((url, init) => {
    if (url === SCHEDULES_URL) return { status: 200, body: schedules };
    if (url === `${SCHEDULES_URL}/water` && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { interval_days: number; last_done_days_ago: number };
      sent.push(body);
      const lastDone = new Date(Date.now() - body.last_done_days_ago * DAY_MS);
      schedules = schedules.map((s) =>
        s.kind === 'water'
          ? {
              ...s,
              enabled: true,
              interval_days: body.interval_days,
              last_done_at: lastDone.toISOString(),
              due_at: new Date(lastDone.getTime() + body.interval_days * DAY_MS).toISOString(),
            }
          : s,
      );
      return { status: 200, body: schedules };
    }
    return undefined;
  });
  renderRoutes([page('/', <CareSchedulesCard userPlantId={PLANT_ID} />)], '/');
  return { sent, user: userEvent.setup() };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('CareSchedulesCard', () => {
  it('suggests watering as often as the care card says, and saves how often and when it was last watered', async () => {
    const { sent, user } = setUp();
    expect(await screen.findByText('Suggested by its care card: every 5 days')).toBeInTheDocument();
    expect(screen.getByText('Suggested for the season: every 14 days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last watered and how often' }));
    const form = screen.getByRole('form', { name: 'Watering reminder' });
    const often = within(form).getByLabelText('How often (days)');
    expect(often).toHaveValue(5);
    await user.clear(often);
    await user.type(often, '10');
    await user.type(within(form).getByLabelText('Last watered (optional)'), localDaysAgo(8));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Watering reminder saved')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true, interval_days: 10, last_done_days_ago: 8 }]);
    expect(screen.getByRole('switch', { name: 'Watering every 10 days' })).toBeChecked();
    const lastWatered = new Date(Date.now() - 8 * DAY_MS).toISOString();
    expect(screen.getByText(new RegExp(`Last watered ${formatDate(lastWatered)}`))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Watering reminder' })).not.toBeInTheDocument();
  });

  it('refuses a day still to come and an empty interval with the shared sentences, and sends nothing', async () => {
    const { sent, user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Last watered and how often' }));
    const form = screen.getByRole('form', { name: 'Watering reminder' });
    await user.clear(within(form).getByLabelText('How often (days)'));
    await user.type(within(form).getByLabelText('Last watered (optional)'), localDaysAgo(-2));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('How often (days)')).toHaveAccessibleDescription('Enter a number of days');
    expect(within(form).getByLabelText('Last watered (optional)')).toHaveAccessibleDescription(
      'That day is still to come: choose today or earlier',
    );
    expect(sent).toEqual([]);
  });
});
