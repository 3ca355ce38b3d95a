/**
 * The resume date grammar: dates as resumes print them, in English, French, German and Spanish
 * ("Sept 2018 – May 2023", "Summer 2022", "06/2021 - Present", "seit März 2020", "2019 –
 * aujourd'hui"), read into ResumeData's `YYYY-MM` or `YYYY`; and that stored form read back as
 * months for the analysis and written out as resumes show it.
 */
export { formatResumeDates, formatResumeMonth } from './display';
export { couldBeYear, parseDatePoint } from './point';
export { type DateRange, findDateRange, hasDate, isDuration } from './range';
export { formatMonth, isYearOnly, type MonthRange, monthOf, parseMonth, STORED_DATE, utcDay } from './stored';
