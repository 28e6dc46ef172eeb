import type { CataloguePlant, ScoredPlant } from '@rootshare/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, samplePlant } from '@/test/render';
import { PlantSearch } from './plant-search';

const plant = samplePlant;

const catalogue = [
  plant('Swiss Cheese Plant', 'Monstera deliciosa'),
  plant('Monstera', 'Monstera deliciosa'),
  plant('Mini Monstera', 'Rhaphidophora tetrasperma'),
  plant('Pothos', 'Epipremnum aureum', 'Trailing vine. Also known as: Devil’s Ivy.'),
];
const scored = (p: CataloguePlant, confidence_score: number): ScoredPlant => ({ ...p, confidence_score });

type SearchAnswer = { status: number; body?: unknown };
function mockCatalogue(
  search: (query: string) => SearchAnswer = () => ({ status: 200, body: { plants: [] } }),
  identify: (description: string) => SearchAnswer = () => ({ status: 404, body: { error: 'No identification found' } }),
) {
  return mockApi((url, init) => {
    if (url === '/api/plants') return { status: 200, body: catalogue };
    if (url === '/api/plants/search') return search((JSON.parse(String(init.body)) as { query: string }).query);
    if (url === '/api/plants/identify') return identify((JSON.parse(String(init.body)) as { description: string }).description);
    return undefined;
  });
}

const onChange = vi.fn();
function Harness({ minChars, debounceMs = 0 }: { minChars?: number; debounceMs?: number }) {
  const [value, setValue] = useState<CataloguePlant | null>(null);
  return (
    <PlantSearch
      label="Plant type"
      value={value}
      debounceMs={debounceMs}
      {...(minChars ? { minChars } : {})}
      onChange={(p) => {
        onChange(p);
        setValue(p);
      }}
    />
  );
}
const renderPicker = (props: { minChars?: number; debounceMs?: number } = {}) => renderRoutes([page('/', <Harness {...props} />)], '/');
const optionNames = () => screen.getAllByRole('option').map((option) => within(option).getAllByText(/./)[0]?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  onChange.mockReset();
  toast.dismiss();
});

describe('PlantSearch', () => {
  it('is a labelled combobox that controls a listbox and starts closed', async () => {
    mockCatalogue();
    renderPicker();
    const input = await screen.findByRole('combobox', { name: 'Plant type' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('suggests catalogue plants from two characters, name starts first', async () => {
    const fetchMock = mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'm');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'o');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(optionNames()).toEqual(['Monstera', 'Mini Monstera', 'Swiss Cheese Plant']));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/plants/search')).toBe(false);
  });

  it('starts at one character when the picker allows it', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker({ minChars: 1 });
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'p');
    await waitFor(() => expect(optionNames()).toEqual(['Pothos']));
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'o');
    await waitFor(() => expect(optionNames()).toEqual(['Pothos']));
  });

  it('moves through suggestions with the arrow keys and picks the highlighted one with Enter', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'mon');
    await screen.findAllByRole('option');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Mini Monstera' }));
    expect(input).toHaveValue('Mini Monstera');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Change plant \(Mini Monstera selected\)/ })).toBeInTheDocument();
  });

  it('adds nothing on Enter until the member has chosen: the first Enter highlights, the second picks', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'mon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    const first = screen.getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Monstera' }));
  });

  it('picks the plant whose full name the member typed with one Enter', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), "devil's ivy");
    await screen.findByRole('option');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Pothos' }));
  });

  it('closes the suggestions with Escape and keeps the text', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'pot');
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('pot');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks a suggestion by click and clears the choice again with Change', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker();
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'swiss');
    await user.click(await screen.findByRole('option', { name: /Swiss Cheese Plant/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Swiss Cheese Plant' }));
    await user.click(screen.getByRole('button', { name: /Change plant/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('falls back to the server search when the catalogue has no match and badges confident results', async () => {
    const fetchMock = mockCatalogue((query) => ({
      status: 200,
      body: {
        plants: query === 'monstra' ? [scored(catalogue[1] as CataloguePlant, 0.73), scored(catalogue[3] as CataloguePlant, 0.2)] : [],
      },
    }));
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'monstra');
    const first = await screen.findByRole('option', { name: /Monstera/ });
    expect(within(first).getByText('73% match')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Pothos/ })).queryByText(/% match/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/plants/search',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ query: 'monstra' }) }),
    );
  });

  it('puts the server’s results ahead of plants whose description alone matches', async () => {
    mockCatalogue((query) => ({
      status: 200,
      body: { plants: query === 'trailing' ? [scored(catalogue[0] as CataloguePlant, 0.5)] : [] },
    }));
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'trailing');
    await waitFor(() => expect(optionNames()).toEqual(['Swiss Cheese Plant', 'Pothos']));
  });

  it('tells the member how many plants an Enter search found', async () => {
    let answer: SearchAnswer = { status: 200, body: { plants: [] } };
    mockCatalogue(() => answer);
    const user = userEvent.setup();
    renderPicker({ debounceMs: 5_000 });
    const input = screen.getByRole('combobox', { name: 'Plant type' });
    await user.type(input, 'zz');
    answer = { status: 200, body: { plants: [scored(catalogue[0] as CataloguePlant, 0.5), scored(catalogue[1] as CataloguePlant, 0.4)] } };
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Found 2 plants')).toBeInTheDocument();
    expect(screen.getByText('Discovered 2 plants matching your search.')).toBeInTheDocument();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('says so when an Enter search finds nothing', async () => {
    mockCatalogue();
    const user = userEvent.setup();
    renderPicker({ debounceMs: 5_000 });
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'qqq');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords - search works with partial names too.')).toBeInTheDocument();
  });

  it('reports a failed Enter search', async () => {
    mockCatalogue(() => ({ status: 500, body: { error: 'boom' } }));
    const user = userEvent.setup();
    renderPicker({ debounceMs: 5_000 });
    await user.type(screen.getByRole('combobox', { name: 'Plant type' }), 'qqq');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error searching for plants. Please try again.')).toBeInTheDocument();
  });

  describe('Not sure what it is? Describe it', () => {
    const pothos = { ...(catalogue[3] as CataloguePlant), image_url: '/api/plant-photos/house_epipremnum-aureum-pothos.jpg' };
    const candidates = [scored(pothos, 0.62), scored(catalogue[1] as CataloguePlant, 0.41)];
    const identified = (description: string) =>
      description === 'trailing vine with heart shaped leaves'
        ? { status: 200, body: { plant: candidates[0], candidates } }
        : { status: 404, body: { error: 'No identification found' } };

    it('finds candidates from a description, with their photos, and picks one with a tap', async () => {
      const fetchMock = mockCatalogue(undefined, identified);
      const user = userEvent.setup();
      renderPicker();
      const toggle = screen.getByRole('button', { name: 'Not sure what it is? Describe it' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.type(screen.getByRole('textbox', { name: 'Describe the plant' }), 'trailing vine with heart shaped leaves');
      await user.click(screen.getByRole('button', { name: 'Find matches' }));
      const list = await screen.findByRole('list', { name: 'It could be one of these. Choose one:' });
      const choices = within(list).getAllByRole('button');
      expect(choices.map((c) => c.textContent)).toEqual([expect.stringContaining('Pothos'), expect.stringContaining('Monstera')]);
      expect(within(choices[0] as HTMLElement).getByText('62% match')).toBeInTheDocument();
      expect((choices[0] as HTMLElement).querySelector('img')).toHaveAttribute(
        'src',
        '/api/plant-photos/house_epipremnum-aureum-pothos.jpg?w=480',
      );
      expect(screen.getByText('2 possible plants. Choose one.')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/plants/identify',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ description: 'trailing vine with heart shaped leaves' }) }),
      );
      await user.click(choices[0] as HTMLElement);
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Pothos' }));
      expect(screen.getByRole('combobox', { name: 'Plant type' })).toHaveValue('Pothos');
      expect(screen.getByRole('combobox', { name: 'Plant type' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Not sure what it is? Describe it' })).not.toBeInTheDocument();
    });

    it('works from the keyboard alone: Enter identifies, Tab reaches a candidate, Enter picks it', async () => {
      mockCatalogue(undefined, identified);
      const user = userEvent.setup();
      renderPicker();
      await user.click(screen.getByRole('button', { name: 'Not sure what it is? Describe it' }));
      await user.type(screen.getByRole('textbox', { name: 'Describe the plant' }), 'trailing vine with heart shaped leaves{Enter}');
      await screen.findByRole('button', { name: /Choose Pothos/ });
      await user.tab();
      await user.tab();
      expect(screen.getByRole('button', { name: /Choose Pothos/ })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: /Choose Monstera/ })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ common_name: 'Monstera' }));
    });

    it('asks for a longer description without asking the server, and says when nothing matches', async () => {
      const fetchMock = mockCatalogue(undefined, identified);
      const user = userEvent.setup();
      renderPicker();
      await user.click(screen.getByRole('button', { name: 'Not sure what it is? Describe it' }));
      const field = screen.getByRole('textbox', { name: 'Describe the plant' });
      await user.type(field, 'ab{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('Describe the plant in a few words');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/plants/identify')).toBe(false);
      await user.type(field, 'cd purple spotted thing{Enter}');
      expect(await screen.findByText(/No plant matches that description/)).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    });
  });
});
