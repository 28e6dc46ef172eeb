import { describe, expect, it } from 'vitest';
import { samplePlant } from '@/test/render';
import { rankPlants, suggestPlants } from './local-suggestions';

const plant = samplePlant;

const catalogue = [
  plant('Swiss Cheese Plant', 'Monstera deliciosa', 'A climbing aroid with split leaves.'),
  plant('Monstera Albo', 'Monstera deliciosa Albo Variegata', 'A variegated form.'),
  plant('Monstera', 'Monstera deliciosa', 'The classic split-leaf plant.'),
  plant('Mini Monstera', 'Rhaphidophora tetrasperma', 'Small leaves, fast grower.'),
  plant('Pothos', 'Epipremnum aureum', 'Trailing vine, often confused with philodendron. Also known as: Devil’s Ivy.'),
  plant('Aloë Vera', 'Aloe barbadensis', 'Succulent with soothing gel.'),
];
const names = (query: string, options?: Parameters<typeof suggestPlants>[2]) => suggestPlants(catalogue, query, options).map((p) => p.common_name);

describe('suggestPlants', () => {
  it('gives nothing below two characters', () => {
    expect(names('m')).toEqual([]);
    expect(names(' ')).toEqual([]);
  });

  it('puts name prefixes first, then word starts in names, then scientific names, then descriptions', () => {
    expect(names('monstera')).toEqual(['Monstera', 'Monstera Albo', 'Mini Monstera', 'Swiss Cheese Plant']);
    expect(names('ivy')).toEqual(['Pothos']);
  });

  it('orders shorter names first, then alphabetically, within the same kind of match', () => {
    expect(names('mon').slice(0, 2)).toEqual(['Monstera', 'Monstera Albo']);
  });

  it('matches whatever the letter case and accents', () => {
    expect(names('ALOE')).toEqual(['Aloë Vera']);
    expect(names('devils')).toEqual(['Pothos']);
  });

  it('matches text inside a name after the names that start with it', () => {
    expect(names('ster')).toEqual(['Monstera', 'Mini Monstera', 'Monstera Albo', 'Swiss Cheese Plant']);
  });

  it('matches descriptions only at the start of a word', () => {
    const withPlainText = [...catalogue, plant('Baheda', null, 'Studies demonstrate its value.')];
    expect(suggestPlants(withPlainText, 'monstra')).toEqual([]);
    expect(suggestPlants(withPlainText, 'demonstr').map((p) => p.common_name)).toEqual(['Baheda']);
  });

  it('says how each suggestion matched', () => {
    expect(rankPlants(catalogue, 'ivy').map((r) => r.match)).toEqual(['description']);
    expect(rankPlants(catalogue, 'epiprem').map((r) => r.match)).toEqual(['scientific-prefix']);
  });

  it('returns at most twelve suggestions', () => {
    const many = Array.from({ length: 30 }, (_, i) => plant(`Fern ${i}`));
    expect(suggestPlants(many, 'fern')).toHaveLength(12);
  });

  it('matches only name starts from one character when the picker allows it', () => {
    expect(names('m', { minChars: 1 })).toEqual(['Monstera', 'Mini Monstera', 'Monstera Albo']);
  });
});
