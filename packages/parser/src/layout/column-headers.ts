import { foldedWords } from '@resume/core';
import { wordList } from '../lexicon/word-list';
import type { DocumentLines, Line } from './types';

/**
 * The words a table's header row names its columns with ("Period | Position | Company | Location",
 * "Qualification | Institute / Board | Year | Percentage"), in English, French, German and Spanish.
 */
const COLUMN_WORDS = wordList(`
  period dates date duration from to year years passing since until
  position role title designation job post company employer organisation organization firm
  institution institute university school college board location city place country
  qualification qualifications degree diploma course programme program subject field specialisation
  specialization grade grades percentage marks result results score cgpa gpa class division
  description responsibilities key details name level of and
  periode poste entreprise employeur lieu ville diplome etablissement annee
  zeitraum position firma arbeitgeber ort abschluss hochschule schule jahr
  periodo puesto cargo empresa lugar ciudad titulo institucion centro ano`);

/** A header row: two cells or more, each made only of column words. */
const isColumnHeader = (line: Line): boolean =>
  line.segments.length >= 2 &&
  line.segments.every((segment) => {
    const words = foldedWords(segment.text);
    return words.length > 0 && words.length <= 4 && words.every((w) => COLUMN_WORDS.has(w));
  });

/**
 * A resume laid out as tables repeats a header row above each one: it names the columns, so it is
 * no entry ("Position" is not a job title); the rows under it are read as any other lines.
 */
export const withoutColumnHeaders = (doc: DocumentLines): DocumentLines => {
  const lines = doc.lines.filter((line) => !isColumnHeader(line));
  return lines.length === doc.lines.length ? doc : { ...doc, lines };
};
