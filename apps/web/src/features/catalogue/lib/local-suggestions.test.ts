import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { samplePlant } from '@/test/render';
import { rankPlants, suggestPlants } from './local-suggestions';

const plant = (name: string, scientific: string | null = null, description: string | null = null, popularity = 0): CataloguePlant => ({
  ...samplePlant(name, scientific, description),
  popularity,
});

const catalogue = [
  plant('Jade Lily', 'Reineckea carnea'),
  plant('Jade Vine', 'Strongylodon macrobotrys'),
  plant('Jade Plant', 'Crassula ovata', 'A tree-like succulent.', 20),
  plant('Trailing Jade Peperomia', 'Peperomia rotundifolia', null, 5),
  plant('Swiss Cheese Plant', 'Monstera deliciosa', 'A climbing aroid with split leaves.'),
  plant('Monstera Albo', 'Monstera deliciosa Albo Variegata', 'A variegated form.', 5),
  plant('Monstera', 'Monstera deliciosa', 'The classic split-leaf plant.', 20),
  plant('Mini Monstera', 'Rhaphidophora tetrasperma', 'Small leaves, fast grower.', 5),
  plant('Pothos', 'Epipremnum aureum', 'Trailing vine, often confused with philodendron. Also known as: Devil’s Ivy.', 20),
  plant('Aloë Vera', 'Aloe barbadensis', 'Succulent with soothing gel.'),
];
const names = (query: string, options?: Parameters<typeof suggestPlants>[2]) =>
  suggestPlants(catalogue, query, options).map((p) => p.common_name);

describe('suggestPlants', () => {
  it('gives nothing below two characters', () => {
    expect(names('m')).toEqual([]);
    expect(names(' ')).toEqual([]);
  });

  it('puts an exact name first, then the plants members swap most, then other matches', () => {
    expect(names('jade')).toEqual(['Jade Plant', 'Trailing Jade Peperomia', 'Jade Lily', 'Jade Vine']);
    expect(names('monstera')).toEqual(['Monstera', 'Mini Monstera', 'Monstera Albo', 'Swiss Cheese Plant']);
  });

  it('matches other names after common names, and descriptions last', () => {
    expect(rankPlants(catalogue, 'devils').map((r) => [r.plant.common_name, r.match])).toEqual([['Pothos', 'alias']]);
    expect(rankPlants(catalogue, 'split').map((r) => r.match)).toEqual(['description', 'description']);
  });

  it('orders shorter names first, then alphabetically, among plants matched alike', () => {
    expect(names('jade').slice(2)).toEqual(['Jade Lily', 'Jade Vine']);
  });

  it('matches whatever the letter case and accents', () => {
    expect(names('ALOE')).toEqual(['Aloë Vera']);
  });

  it('matches text inside a name from three characters, after the names that start with it', () => {
    expect(names('ster')).toEqual(['Monstera', 'Mini Monstera', 'Monstera Albo', 'Swiss Cheese Plant']);
    expect(names('on')).toEqual([]);
  });

  it('matches descriptions only at the start of a word', () => {
    const withPlainText = [...catalogue, plant('Baheda', null, 'Studies demonstrate its value.')];
    expect(suggestPlants(withPlainText, 'monstra')).toEqual([]);
    expect(suggestPlants(withPlainText, 'demonstr').map((p) => p.common_name)).toEqual(['Baheda']);
  });

  it('says how each suggestion matched', () => {
    expect(rankPlants(catalogue, 'epiprem').map((r) => r.match)).toEqual(['scientific-start']);
    expect(rankPlants(catalogue, 'pothos').map((r) => r.match)).toEqual(['exact']);
  });

  it('returns at most twelve suggestions', () => {
    const many = Array.from({ length: 30 }, (_, i) => plant(`Fern ${i}`));
    expect(suggestPlants(many, 'fern')).toHaveLength(12);
  });

  it('matches only name starts from one character when the picker allows it', () => {
    expect(names('m', { minChars: 1 })).toEqual(['Monstera', 'Mini Monstera', 'Monstera Albo']);
  });
});
