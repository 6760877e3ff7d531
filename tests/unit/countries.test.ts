import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, findCountry } from '../../core/countries.ts';
import { REGIONS } from '../../core/enums.ts';
import { renderCountriesTable } from '../../scripts/countries-source.ts';

describe('the country table', () => {
  it(
    'is exactly what scripts/gen-countries.ts renders from the installed world-countries (rerun `npm run ' +
      'gen:countries` if not)',
    () => {
      const committed = readFileSync(new URL('../../core/countries-table.ts', import.meta.url), 'utf8');
      expect(committed).toBe(renderCountriesTable());
    },
  );

  it('has unique names and ends with Various', () => {
    expect(new Set(COUNTRY_NAMES).size).toBe(COUNTRY_NAMES.length);
    expect(COUNTRY_NAMES.at(-1)).toBe('Various');
    expect(COUNTRIES.length).toBeGreaterThan(240);
  });

  it('puts every country in one of the nine regions, with a sub-region', () => {
    for (const c of COUNTRIES) {
      expect(REGIONS).toContain(c.region);
      expect(c.subregion).not.toBe('');
    }
  });
});

describe('findCountry', () => {
  it('finds names case-insensitively, as content files spell them', () => {
    expect(findCountry('japan')?.name).toBe('Japan');
    expect(findCountry(' Türkiye ')?.name).toBe('Türkiye');
    expect(findCountry('Atlantis')).toBeUndefined();
  });

  it.each([
    ['Japan', 'Asia', 'Eastern Asia'],
    ['Mexico', 'North America', 'North America'],
    ['Jamaica', 'Central America', 'Caribbean'],
    ['Türkiye', 'Middle East', 'Western Asia'],
    ['Egypt', 'Middle East', 'Northern Africa'],
    ['Iran', 'Middle East', 'Southern Asia'],
    ['Georgia', 'Europe', 'Western Asia'],
    ['Italy', 'Europe', 'Southern Europe'],
    ['Australia', 'Oceania', 'Australia and New Zealand'],
    ['Various', 'Various', 'Various'],
  ])('%s is in %s (%s)', (name, region, subregion) => {
    expect(findCountry(name)).toMatchObject({ region, subregion });
  });
});
