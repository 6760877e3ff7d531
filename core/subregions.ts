/**
 * The UN M49 code of each sub-region core/countries-table.ts names (a yellow Cuisine box's
 * reason), for Intl.DisplayNames to name it in a player's language; the table's two
 * sub-regions outside M49 (Central Europe, Southeast Europe) have none: the board's
 * messages name them. Its own module: the board reads it without the countries table.
 */
export const SUBREGION_CODES: Readonly<Record<string, string>> = {
  'Australia and New Zealand': '053',
  Caribbean: '029',
  'Central America': '013',
  'Central Asia': '143',
  'Eastern Africa': '014',
  'Eastern Asia': '030',
  'Eastern Europe': '151',
  Melanesia: '054',
  Micronesia: '057',
  'Middle Africa': '017',
  'North America': '021',
  'Northern Africa': '015',
  'Northern Europe': '154',
  Polynesia: '061',
  'South America': '005',
  'South-Eastern Asia': '035',
  'Southern Africa': '018',
  'Southern Asia': '034',
  'Southern Europe': '039',
  'Western Africa': '011',
  'Western Asia': '145',
  'Western Europe': '155',
};
