import type { LocationSuggestion } from '@rootshare/contracts/geo';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes } from '@/test/render';
import { LocationInput } from './location-input';

const suggestion = (formatted: string, country: string, lat: number, lon: number, postcode: string | null = null): LocationSuggestion => {
  const parts = formatted.split(', ');
  return {
    display_name: `${formatted}, ${country}`,
    formatted,
    city: parts.at(-2) ?? null,
    state: parts.at(-1) ?? null,
    postcode,
    country,
    lat,
    lon,
  };
};

const chicago = suggestion('Chicago, Illinois', 'United States', 41.85003, -87.65005);
const chico = suggestion('Chico, California', 'United States', 39.72849, -121.83748);

type Answer = { status: number; body?: unknown };
function mockPlaces(answer: (text: string) => Answer | Promise<Answer> = () => ({ status: 200, body: { results: [chicago, chico] } })) {
  return mockApi((url) => {
    const parsed = new URL(url, 'http://localhost');
    return parsed.pathname === '/api/geo/autocomplete' ? answer(parsed.searchParams.get('text') ?? '') : undefined;
  });
}
const requestedTexts = (fetchMock: ReturnType<typeof mockPlaces>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('text'));

const onChange = vi.fn();
function Harness() {
  const [value, setValue] = useState('');
  return (
    <LocationInput
      value={value}
      onChange={(text, place) => {
        onChange(text, place);
        setValue(text);
      }}
    />
  );
}
const renderField = () => renderRoutes([page('/', <Harness />)], '/');
const optionNames = () => screen.getAllByRole('option').map((option) => within(option).getAllByText(/./)[0]?.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onChange.mockReset();
});

describe('LocationInput', () => {
  it('is a labelled combobox that controls a listbox and starts closed', () => {
    mockPlaces();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('asks for places from two characters, once typing pauses, and shows them with a map pin', async () => {
    const fetchMock = mockPlaces();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'C');
    // Well past the pause that sends a search: one letter still asks nothing.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.useRealTimers();
    await user.type(input, 'hic');
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(optionNames()).toEqual(['Chicago, Illinois', 'Chico, California']));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(requestedTexts(fetchMock)).toEqual(['Chic']);
    expect(screen.getAllByRole('option')[0]?.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('2 places available')).toBeInTheDocument();
  });

  it('reports typed text without a place', async () => {
    mockPlaces();
    const user = userEvent.setup();
    renderField();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Ch');
    expect(onChange).toHaveBeenLastCalledWith('Ch', null);
  });

  it('gives the text and coordinates of a clicked suggestion, and closes the list', async () => {
    mockPlaces();
    const user = userEvent.setup();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Chic');
    await user.click(await screen.findByRole('option', { name: /Chico, California/ }));
    expect(onChange).toHaveBeenLastCalledWith('Chico, California', { lat: 39.72849, lon: -121.83748 });
    expect(input).toHaveValue('Chico, California');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through suggestions with the arrow keys and chooses with Enter', async () => {
    mockPlaces();
    const user = userEvent.setup();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Chic');
    await screen.findByRole('option', { name: /Chicago, Illinois/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Chico, California/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Chico, California/ }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Chicago, Illinois', { lat: 41.85003, lon: -87.65005 });
    expect(input).toHaveValue('Chicago, Illinois');
  });

  it('closes the list with Escape and keeps the typed text', async () => {
    mockPlaces();
    const user = userEvent.setup();
    renderField();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Chic');
    await screen.findByRole('option', { name: /Chicago, Illinois/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('Chic');
    expect(onChange).toHaveBeenLastCalledWith('Chic', null);
  });

  it("says 'No places found' when nothing matches", async () => {
    mockPlaces(() => ({ status: 200, body: { results: [] } }));
    const user = userEvent.setup();
    renderField();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Xqzzy');
    expect((await screen.findAllByText('No places found')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows that it is looking places up while the answer is on its way', async () => {
    const { pending, release: answer } = heldAnswer<Answer>();
    mockPlaces(pending);
    const user = userEvent.setup();
    renderField();
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Syd');
    expect(await screen.findByRole('img', { name: 'Looking up places' })).toBeInTheDocument();
    answer({ status: 200, body: { results: [suggestion('Sydney, New South Wales', 'Australia', -33.86785, 151.20732)] } });
    await screen.findByRole('option', { name: /Sydney, New South Wales/ });
    expect(screen.queryByRole('img', { name: 'Looking up places' })).not.toBeInTheDocument();
  });

  it("fills the nearest town, with the town's own centre, from the browser's position", async () => {
    const asked: string[] = [];
    mockApi((url) => {
      asked.push(url);
      return url.startsWith('/api/geo/nearest') ? { status: 200, body: chicago } : undefined;
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 41.87894, longitude: -87.63591 } } as GeolocationPosition),
      },
    });
    renderField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('Chicago, Illinois', { lat: chicago.lat, lon: chicago.lon }));
    expect(asked).toEqual(['/api/geo/nearest?lat=41.88&lon=-87.64']);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Chicago, Illinois');
  });

  it('says so when the browser refuses its position, and changes nothing', async () => {
    mockApi(() => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    renderField();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Unable to get your location')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
