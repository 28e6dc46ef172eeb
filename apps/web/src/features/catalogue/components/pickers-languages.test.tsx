import type { CataloguePlant, ScoredPlant } from '@rootshare/contracts/catalogue';
import type { LocationSuggestion } from '@rootshare/contracts/geo';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationInput } from '@/features/geo/components/location-input';
import { mockApi, page, renderRoutesIn, samplePlant } from '@/test/render';
import { InvasiveNotice } from './invasive-notice';
import { PhotoCredit } from './photo-credit';
import { PlantSearch } from './plant-search';

const monstera = samplePlant('Monstera', 'Monstera deliciosa');
const pothos = samplePlant('Pothos', 'Epipremnum aureum');
const scored = (plant: CataloguePlant, confidence_score: number): ScoredPlant => ({ ...plant, confidence_score });
const chicago: LocationSuggestion = {
  display_name: 'Chicago, Illinois, United States',
  formatted: 'Chicago, Illinois',
  city: 'Chicago',
  state: 'Illinois',
  postcode: null,
  country: 'United States',
  lat: 41.85,
  lon: -87.65,
};

afterEach(() => vi.unstubAllGlobals());

/** The plant and place pickers as each language shows them inside another page's form. */
const WORDS = {
  'fr-CA': {
    plant: 'Plante',
    placeholder: 'Chercher une plante, p. ex. Monstera',
    noMatch: 'Aucune plante ne correspond à « zzz ». Essayez un autre nom — une partie du nom suffit.',
    describe: 'Vous ne savez pas ce que c’est? Décrivez-la',
    describeLabel: 'Décrivez la plante',
    find: 'Trouver des correspondances',
    tooShort: 'Décrivez la plante en quelques mots',
    twoPossible: '2 plantes possibles. Choisissez-en une.',
    match: 'Correspondance de 87 %',
    location: 'Lieu',
    useCurrent: 'Utiliser ma position actuelle',
    onePlace: '1 lieu offert',
    invasive: 'Envahissante : Oregon, Great Britain et Ontario',
    credit: 'Photo du catalogue : Ana Flores, CC BY 4.0.',
  },
  'es-US': {
    plant: 'Planta',
    placeholder: 'Busca plantas, p. ej., Monstera',
    noMatch: 'Ninguna planta coincide con “zzz”. Prueba con otro nombre; también sirve parte del nombre.',
    describe: '¿No sabes qué planta es? Descríbela',
    describeLabel: 'Describe la planta',
    find: 'Buscar coincidencias',
    tooShort: 'Describe la planta en pocas palabras',
    twoPossible: '2 plantas posibles. Elige una.',
    match: '87 % de coincidencia',
    location: 'Ubicación',
    useCurrent: 'Usar mi ubicación actual',
    onePlace: '1 lugar disponible',
    invasive: 'Invasora en Oregon, Great Britain y Ontario',
    credit: 'Foto del catálogo de Ana Flores, CC BY 4.0.',
  },
} as const;

function Pickers() {
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [town, setTown] = useState('');
  return (
    <form>
      <PlantSearch value={plant} onChange={setPlant} debounceMs={0} />
      <LocationInput value={town} onChange={setTown} />
    </form>
  );
}

describe.each(Object.entries(WORDS))('the plant and place pickers in %s', (language, words) => {
  it('label the plant search, say when nothing matches, and identify a described plant', async () => {
    mockApi((url) => {
      if (url === '/api/plants') return { status: 200, body: [monstera] };
      if (url === '/api/plants/search') return { status: 200, body: { plants: [] } };
      if (url === '/api/plants/identify')
        return { status: 200, body: { plant: scored(pothos, 0.87), candidates: [scored(pothos, 0.87), scored(monstera, 0.4)] } };
      return undefined;
    });
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <Pickers />)], '/');
    const user = userEvent.setup();
    const search = await screen.findByRole('combobox', { name: words.plant });
    expect(search).toHaveAttribute('placeholder', words.placeholder);
    await user.type(search, 'zzz');
    expect(await screen.findByText(words.noMatch)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.describe }));
    await user.type(screen.getByLabelText(words.describeLabel), 'a');
    await user.click(screen.getByRole('button', { name: words.find }));
    expect(await screen.findByText(words.tooShort)).toBeInTheDocument();
    await user.type(screen.getByLabelText(words.describeLabel), ' trailing vine');
    await user.click(screen.getByRole('button', { name: words.find }));
    expect(await screen.findByText(words.twoPossible)).toBeInTheDocument();
    expect(screen.getByText(words.match)).toBeInTheDocument();
  });

  it('labels the place search and counts its suggestions in the language', async () => {
    mockApi((url) => (url.startsWith('/api/geo/autocomplete') ? { status: 200, body: { results: [chicago] } } : undefined));
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <Pickers />)], '/');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: words.useCurrent })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: words.location }), 'Chic');
    expect(await screen.findByRole('option', { name: /Chicago, Illinois/ })).toBeInTheDocument();
    expect(screen.getByText(words.onePlace)).toBeInTheDocument();
  });

  it('names the regions a species is invasive in and credits a catalogue photo in the language', async () => {
    const listings = ['Oregon', 'Great Britain', 'Ontario'].map((region) => ({
      list: `${region} invasive species list`,
      region,
      source_url: `https://example.org/${region}`,
    }));
    const credit = { author: 'Ana Flores', licence: 'CC BY 4.0', source_url: 'https://example.org/photo', by_member: false };
    await renderRoutesIn(
      language as keyof typeof WORDS,
      [
        page(
          '/',
          <>
            <InvasiveNotice listings={listings} />
            <PhotoCredit credit={credit} />
          </>,
        ),
      ],
      '/',
    );
    expect(await screen.findByRole('note', { name: words.invasive })).toBeInTheDocument();
    expect(screen.getByText(words.credit)).toBeInTheDocument();
  });
});
