/**
 * Origin countries: the names of the world-countries package (via the compact generated
 * table) plus 'Various', each mapped to one of Platter's nine regions and to its UN
 * sub-region, which scoring uses for close origin matches.
 */
import { COUNTRY_ROWS } from './countries-table.ts';
import { VARIOUS, type Region } from './enums.ts';

export interface Country {
  /** Common English name, as content files spell it ('Japan', 'Türkiye'). */
  name: string;
  /** ISO 3166-1 alpha-2 code, or '' for Various. */
  code: string;
  /** UN geoscheme sub-region ('Southern Europe'), or 'Various'. */
  subregion: string;
  /** The broad Platter region the country belongs to. */
  region: Region;
}

/**
 * Countries whose culinary region differs from their UN continent: the Middle East is a
 * culinary region the UN scheme does not have, and the Caribbean is played as Central
 * America.
 */
const REGION_OVERRIDES: Record<string, Region> = {
  EG: 'Middle East',
  IR: 'Middle East',
  AM: 'Europe',
  AZ: 'Europe',
  GE: 'Europe',
  CY: 'Europe',
};

function regionOf(code: string, subregion: string): Region {
  const override = REGION_OVERRIDES[code];
  if (override) return override;
  if (subregion === 'Western Asia') return 'Middle East';
  if (subregion === 'Caribbean' || subregion === 'Central America') return 'Central America';
  if (subregion === 'North America') return 'North America';
  if (subregion === 'South America') return 'South America';
  if (subregion.endsWith('Asia')) return 'Asia';
  if (subregion.endsWith('Europe')) return 'Europe';
  if (subregion.endsWith('Africa')) return 'Africa';
  return 'Oceania';
}

/** Every allowed origin, sorted by name, 'Various' last (as the spec's list ends). */
export const COUNTRIES: readonly Country[] = [
  ...COUNTRY_ROWS.map(([name, code, subregion]) => ({ name, code, subregion, region: regionOf(code, subregion) })),
  { name: VARIOUS, code: '', subregion: VARIOUS, region: 'Various' as Region },
];

/** Every allowed origin name. */
export const COUNTRY_NAMES: readonly string[] = COUNTRIES.map((c) => c.name);

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));

/** The country with this name (case-insensitive), or undefined. */
export function findCountry(name: string): Country | undefined {
  return byName.get(name.trim().toLowerCase());
}
