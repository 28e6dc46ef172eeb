import type { CareSchedule, DueReminder } from '@rootshare/contracts/care-reminders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn } from '@/test/render';
import { CareSchedulesCard } from './care-schedules-card';
import { TodayCard } from './today-card';

const PLANT_ID = '22222222-2222-4222-8222-222222222222';
const watering: CareSchedule = {
  kind: 'water',
  enabled: true,
  interval_days: 7,
  default_interval_days: 5,
  default_from: 'care_card',
  due_at: '2026-11-27T12:00:00.000Z',
  last_done_at: '2026-11-20T12:00:00.000Z',
};
const feeding: CareSchedule = {
  kind: 'feed',
  enabled: false,
  interval_days: 42,
  default_interval_days: 42,
  default_from: 'catalogue',
  due_at: null,
  last_done_at: null,
};
const reminder: DueReminder = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'water',
  user_plant_id: PLANT_ID,
  plant_name: 'Monty',
  due_at: '2026-07-04T09:00:00.000Z',
  overdue: true,
  overdue_days: 8,
};

/** What each language shows on the care reminders: the same screens, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Rappels d’entretien',
    watering: 'Arrosage tous les 7 jours',
    lastWatered: 'Dernier arrosage : 20 nov. 2026',
    next: 'Prochain : 27 nov. 2026',
    suggested: 'Suggéré pour la saison : tous les 42 jours',
    edit: 'Dernier arrosage et fréquence',
    howOften: 'Fréquence (jours)',
    enterDays: 'Entrez un nombre de jours',
    save: 'Enregistrer',
    today: 'Aujourd’hui',
    water: 'Arroser Monty',
    repot: 'Rempoter Monty',
    eightDaysLate: 'En retard de 8 jours',
    oneDayLate: 'En retard de 1 jour',
    dueToday: 'À faire aujourd’hui',
    done: 'Fait : Arroser Monty',
    snooze: 'Reporter : Arroser Monty',
    threeDays: '3 jours',
  },
  'es-US': {
    title: 'Recordatorios de cuidado',
    watering: 'Riego cada 7 días',
    lastWatered: 'Último riego: 20 nov 2026',
    next: 'Próximo: 27 nov 2026',
    suggested: 'Sugerido para la temporada: cada 42 días',
    edit: 'Último riego y frecuencia',
    howOften: 'Frecuencia (días)',
    enterDays: 'Escribe un número de días',
    save: 'Guardar',
    today: 'Hoy',
    water: 'Regar Monty',
    repot: 'Trasplantar Monty',
    eightDaysLate: 'Con 8 días de retraso',
    oneDayLate: 'Con 1 día de retraso',
    dueToday: 'Para hoy',
    done: 'Hecho: Regar Monty',
    snooze: 'Posponer: Regar Monty',
    threeDays: '3 días',
  },
} as const;

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the care reminders in %s', (language, words) => {
  it('the plant page’s card: how often, when last done and next in the language’s dates, and the form’s own error', async () => {
    mockApi((url) => (url === `/api/user-plants/${PLANT_ID}/care-reminders` ? { status: 200, body: [watering, feeding] } : undefined));
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <CareSchedulesCard userPlantId={PLANT_ID} />)], '/');
    expect(await screen.findByRole('heading', { name: words.title })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: words.watering })).toBeChecked();
    expect(screen.getByText(`${words.lastWatered} · ${words.next}`)).toBeInTheDocument();
    expect(screen.getByText(words.suggested)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.edit }));
    await user.clear(screen.getByLabelText(words.howOften));
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(screen.getByLabelText(words.howOften)).toHaveAccessibleDescription(words.enterDays);
  });

  it('Today on the home page: what is due, how late in the plural of the language, and Done and Snooze', async () => {
    const due = [
      reminder,
      { ...reminder, id: '3', kind: 'feed' as const, overdue_days: 1 },
      { ...reminder, id: '4', kind: 'repot' as const, overdue_days: 0 },
    ];
    mockApi((url) => (url === '/api/care-reminders/today' ? { status: 200, body: due } : undefined));
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <TodayCard />)], '/');
    expect(await screen.findByRole('heading', { name: words.today })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: new RegExp(words.water) })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: new RegExp(words.repot) })).toBeInTheDocument();
    expect(within(list).getByText(words.eightDaysLate)).toBeInTheDocument();
    expect(within(list).getByText(words.oneDayLate)).toBeInTheDocument();
    expect(within(list).getByText(words.dueToday)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: words.done })).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('button', { name: words.snooze }));
    expect(within(list).getByRole('button', { name: words.threeDays })).toBeInTheDocument();
  });
});
