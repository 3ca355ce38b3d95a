import towns from './cities.gen.json' with { type: 'json' };

/**
 * Towns of the world with at least 15,000 people (GeoNames, CC BY 4.0), folded; built by
 * `npm run lexicon:cities`, which says what is left out and why.
 */
export const TOWNS: Set<string> = new Set(towns);
