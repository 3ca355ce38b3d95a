import { emptyEducation, emptyExperience, emptyResumeData } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { toCorpusPrediction } from './support/corpus-prediction';

describe('toCorpusPrediction', () => {
  it('maps ResumeData to the scorer schema', () => {
    const data = emptyResumeData();
    Object.assign(data, {
      first_name: 'Jane',
      middle_name: 'Q.',
      last_name: 'Doe',
      email: 'j@x.io',
      summary: '',
    });
    data.contacts = [
      { type: 'email', value: 'j@x.io', label: '' },
      { type: 'github', value: 'github.com/jane', label: '' },
    ];
    data.experience = [
      {
        ...emptyExperience(),
        job_title: 'Engineer',
        company: 'Acme',
        start_date: '2021-01',
        is_current: true,
      },
    ];
    data.education = [
      {
        ...emptyEducation(),
        institution: 'MIT',
        degree: 'BS',
        field_of_study: 'Physics',
        graduation_date: '2019',
      },
      { ...emptyEducation(), institution: 'High School' },
    ];
    data.skills = [{ name: 'Go', level: null }];
    expect(toCorpusPrediction(data)).toEqual({
      name: 'Jane Q. Doe',
      email: 'j@x.io',
      phone: null,
      location: null,
      url: 'github.com/jane',
      summary: null,
      work: [{ title: 'Engineer', company: 'Acme', start: '2021-01', end: 'present' }],
      education: [
        { institution: 'MIT', degree: 'BS in Physics', start: null, end: '2019' },
        { institution: 'High School', degree: null, start: null, end: null },
      ],
      skills: ['Go'],
    });
  });
});
