import { controlCharactersRefused, type HandoverPlan } from '@rootshare/contracts/meets';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { fern, ivy, sampleSwap, SWAP_ID } from '@/test/swaps';
import { HandoverPlanPanel } from './handover-plan-panel';

const PLAN_URL = `/api/swap-requests/${SWAP_ID}/handover-plan`;
const accepted = sampleSwap({ status: 'accepted' });

const plan = (overrides: Partial<HandoverPlan> = {}): HandoverPlan => ({
  status: 'proposed',
  starts_at: '2026-12-12T10:00:00.000Z',
  time_zone: 'Europe/London',
  place: 'Library steps',
  proposed_by: ivy.id,
  updated_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('HandoverPlanPanel', () => {
  it('proposes a time, zone and place when nothing is planned yet', async () => {
    const api = mockApi((url, init) => {
      if (url !== PLAN_URL) return undefined;
      return init.method === 'PUT'
        ? { status: 200, body: { plan: plan({ proposed_by: fern.id, place: 'Corner café' }) } }
        : { status: 200, body: { plan: null } };
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <HandoverPlanPanel swap={accepted} me={fern.id} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Propose a handover time and place' }));
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '2026-12-12T10:00' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/London' } });
    await user.type(screen.getByLabelText('Where'), 'Corner café');
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(
      await screen.findByText(/You proposed Sat, 12 Dec 2026, 10:00 GMT at Corner café\. Waiting for ivy to answer\./),
    ).toBeInTheDocument();
    const put = api.mock.calls.find(([url, init]) => String(url) === PLAN_URL && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ starts_at: '2026-12-12T10:00', time_zone: 'Europe/London', place: 'Corner café' });
    // The form renders every time zone the browser knows (about 400 options): slow on a busy machine.
  }, 20_000);

  // A text input drops CR and LF itself; a pasted control character such as BEL reaches the schema.
  it('refuses a place holding a control character with the same sentence as the server, and sends nothing', async () => {
    const api = mockApi((url) => (url === PLAN_URL ? { status: 200, body: { plan: null } } : undefined));
    const user = userEvent.setup();
    renderRoutes([page('/', <HandoverPlanPanel swap={accepted} me={fern.id} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Propose a handover time and place' }));
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '2026-12-12T10:00' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/London' } });
    fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'Library\u0007steps' } });
    await user.click(screen.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(controlCharactersRefused('Place'));
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  }, 20_000);

  it("accepts the other member's proposal, then offers the calendar file", async () => {
    mockApi((url, init) => {
      if (url === `${PLAN_URL}/accept` && init.method === 'POST') return { status: 200, body: { plan: plan({ status: 'agreed' }) } };
      return url === PLAN_URL ? { status: 200, body: { plan: plan() } } : undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <HandoverPlanPanel swap={accepted} me={fern.id} />)], '/');
    expect(await screen.findByText('ivy proposed Sat, 12 Dec 2026, 10:00 GMT at Library steps.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/We remind you both two hours before\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
  });
});
