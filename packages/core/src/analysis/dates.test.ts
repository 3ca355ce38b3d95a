import { describe, expect, it } from 'vitest';
import { monthOf } from '../dates';
import { FIXTURE_NOW } from '../testing';
import { yearsOfExperience } from './context';
import { analyze, findingIds, findings, withRoles } from './fixtures/builders';

const dateIds = (...roles: Parameters<typeof withRoles>) =>
  findingIds(analyze(withRoles(...roles))).filter(
    (id) => id.startsWith('date') || id.startsWith('experience-order'),
  );

describe('dates', () => {
  it('accepts well-ordered roles with a current one on top', () => {
    expect(
      dateIds(
        { company: 'A', start_date: '2021-03', end_date: null, is_current: true },
        { company: 'B', start_date: '2017-01', end_date: '2021-03' },
        { company: 'C', start_date: '2014', end_date: '2017' },
      ),
    ).toEqual([]);
  });

  it('reports missing, reversed and future dates on the field concerned', () => {
    expect(
      dateIds(
        { company: 'A', start_date: '2026-01', end_date: null, is_current: true },
        { company: 'B', start_date: '2020-05', end_date: '2019-02' },
        { company: 'C', start_date: '', end_date: null, is_current: false },
      ),
    ).toEqual([
      'date-order@experience.1.end_date',
      'date-future-start@experience.0.start_date',
      'date-missing-start@experience.2.start_date',
      'date-missing-end@experience.2.end_date',
    ]);
  });

  it('treats a role ending in the future as current', () => {
    expect(dateIds({ company: 'A', start_date: '2024-01', end_date: '2026-12' })).toEqual([]);
  });

  it('is lenient about overlaps: a month of hand-over, a current side role, the same employer', () => {
    expect(
      dateIds(
        { company: 'A', job_title: 'Engineer', start_date: '2021-03', end_date: null, is_current: true },
        {
          company: 'Side gig',
          job_title: 'Advisor',
          start_date: '2022-01',
          end_date: null,
          is_current: true,
        },
        { company: 'B', job_title: 'Engineer', start_date: '2018-01', end_date: '2021-04' },
        { company: 'B', job_title: 'Junior Engineer', start_date: '2016-01', end_date: '2018-06' },
        { company: 'C', job_title: 'Freelance Developer', start_date: '2015-01', end_date: '2017-01' },
      ),
    ).toEqual([]);
  });

  it('reports an unexplained overlap between two main jobs', () => {
    const result = analyze(
      withRoles(
        { company: 'Acme', job_title: 'Engineer', start_date: '2021-01', end_date: null, is_current: true },
        { company: 'Globex', job_title: 'Engineer', start_date: '2018-01', end_date: '2021-06' },
      ),
    );
    const [overlap] = findings(result, 'date-overlap');
    expect(overlap?.message).toBe('Your roles at Acme and Globex overlap by 5 months.');
    expect(overlap?.field).toBe('experience.1.start_date');
  });

  it('reads year-only dates kindly', () => {
    expect(
      dateIds(
        { company: 'A', start_date: '2019', end_date: '2021-01' },
        { company: 'B', start_date: '2017-06', end_date: '2019' },
      ),
    ).toEqual([]);
  });

  it('notices a list that is oldest first, once', () => {
    expect(
      dateIds(
        { company: 'A', start_date: '2014-01', end_date: '2016-12' },
        { company: 'B', start_date: '2017-01', end_date: '2021-02' },
      ),
    ).toEqual(['experience-order@experience']);
  });

  it('checks education dates only for order', () => {
    const data = withRoles({ company: 'A', start_date: '2017-01', end_date: '2021-02' });
    data.education = [{ ...data.education[0]!, start_date: '2015-09', graduation_date: '2013-06' }];
    expect(findingIds(analyze(data))).toContain('date-order@education.0.graduation_date');
    data.education = [{ ...data.education[0]!, start_date: '', graduation_date: null }];
    expect(findingIds(analyze(data)).filter((id) => id.startsWith('date'))).toEqual([]);
  });

  it('counts parallel years once in the years of experience', () => {
    const data = withRoles(
      { start_date: '2020-06', end_date: null, is_current: true },
      { start_date: '2021-06', end_date: '2022-05' },
    );
    // June 2020 through June 2025, both months included.
    expect(yearsOfExperience({ data, nowMonth: monthOf(FIXTURE_NOW) })).toBe(61 / 12);
  });
});
