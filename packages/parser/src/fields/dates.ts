/**
 * Dates as resumes print them, in English, French, German and Spanish ("Sept 2018 – May 2023",
 * "Summer 2022", "06/2021 - Present", "seit März 2020", "2019 – aujourd'hui") turned into
 * ResumeData's `YYYY-MM` or `YYYY`.
 */
export { parseDatePoint } from './dates/point';
export { type DateRange, findDateRange, hasDate, isDuration } from './dates/range';
