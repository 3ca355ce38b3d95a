/**
 * The words one language prints in dates. Each list holds full words and abbreviations as printed,
 * with their accents; the grammar also accepts them without accents and with or without a dot.
 */
export interface Language {
  /** January first; every name of each month. */
  months: readonly (readonly string[])[];
  seasons: readonly string[];
  /** The end of a range still running: "Present". */
  now: readonly string[];
  /** Words between the two ends of a range: "to". Symbols are shared by every language. */
  separators: readonly string[];
  /** Words before the start of a range: "from" in "from 2019 to 2021". */
  from: readonly string[];
  /** Words before the start of a range still running: "since 2020". */
  since: readonly string[];
  /** Words between a day or a month and what follows it: "de" in "15 de marzo de 2017". */
  of: readonly string[];
  /** Units of a length printed after a range: "(2 years)". */
  durations: readonly string[];
}
