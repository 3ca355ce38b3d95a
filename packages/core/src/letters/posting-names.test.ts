import { describe, expect, it } from 'vitest';
import { backendJobDescription } from '../analysis/fixtures/job-descriptions';
import { readPostingNames } from './posting-names';

describe('reading company and role from a posting', () => {
  it.each([
    [
      'a heading line, no company named',
      backendJobDescription,
      { company: '', role: 'Senior Backend Engineer' },
    ],
    [
      'labels',
      'Job title: Product Designer\nCompany: Fabrikam Inc.\n\nWe design.',
      { company: 'Fabrikam Inc', role: 'Product Designer' },
    ],
    [
      '"About <Company>"',
      'About Northwind Traders\nWe sell things.\n\nRequirements:\n- SQL',
      { company: 'Northwind Traders', role: '' },
    ],
    [
      'a first line that is a sentence about hiring, not a heading',
      'Orbital is hiring a VP of Marketing!\n\nOrbital helps manufacturers predict failures.',
      { company: 'Orbital', role: 'VP of Marketing' },
    ],
    [
      '"<Company> — <Role>" in the heading',
      'CareBridge — Junior UX Designer (Hybrid, Boston)\n\nWe are a digital health startup.',
      { company: 'CareBridge', role: 'Junior UX Designer' },
    ],
    [
      "a recruiter's message, which opens with a greeting",
      'Hi Oluwaseun,\nI came across your profile and think you would suit our Director of Global Sourcing role.',
      { company: '', role: '' },
    ],
    [
      'praise before the job',
      "We're looking for an experienced chef to lead the kitchen of our bistro.",
      { company: '', role: 'chef' },
    ],
    [
      '"… to join <Company>"',
      "We're looking for an Assistant Controller to join Greenleaf Organics, a growing natural foods brand.",
      { company: 'Greenleaf Organics', role: 'Assistant Controller' },
    ],
    [
      '"<Company> is hiring a <Role>"',
      'Northwind Traders is hiring a Data Analyst to join our finance team.',
      { company: 'Northwind Traders', role: 'Data Analyst' },
    ],
    [
      'a heading and its requirements typed on one line',
      'Senior Frontend Engineer at Payly. Requirements: React, GraphQL',
      { company: 'Payly', role: 'Senior Frontend Engineer' },
    ],
    [
      '"<Role> wanted at <Company>."',
      'Barista wanted at Bean There Cafe. Must love coffee.',
      { company: 'Bean There Cafe', role: 'Barista' },
    ],
    [
      '"<Role> at <Company>"',
      'Marketing Manager at Contoso Ltd\n\nAt Contoso, we make furniture.',
      { company: 'Contoso Ltd', role: 'Marketing Manager' },
    ],
    [
      'a company whose name ends in a number',
      'Sound Engineer at Studio 54\n\nWe record bands.',
      { company: 'Studio 54', role: 'Sound Engineer' },
    ],
    [
      '"At <Company>, we" and "we are looking for"',
      'At Globex, we build software for hospitals.\nWe are looking for a nurse informaticist.',
      { company: 'Globex', role: 'nurse informaticist' },
    ],
    [
      'a heading with a team after a dash',
      'Registered Nurse — ICU\nSt. Mary Hospital is seeking an experienced nurse.',
      { company: 'St. Mary Hospital', role: 'Registered Nurse' },
    ],
    [
      'the line under the title, "<Company> — <Place>"',
      'Commercial Electrician (Journeyman)\nVoltline Electrical Contractors — Columbus, OH\n\nWe wire hospitals.',
      { company: 'Voltline Electrical Contractors', role: 'Commercial Electrician (Journeyman)' },
    ],
    [
      "the employer as the job match reads it, in the posting's own case",
      'Service Plumber\n\nHarbor Flow Plumbing is a family-owned company serving homeowners.',
      { company: 'Harbor Flow Plumbing', role: 'Service Plumber' },
    ],
  ])('%s', (_, posting, expected) => {
    expect(readPostingNames(posting)).toMatchObject(expected);
  });

  it('leaves both empty for prose that names neither, rather than guessing', () => {
    const prose =
      'We need someone who loves spreadsheets and can work with our team in Berlin. You will build reports every week.';
    expect(readPostingNames(prose)).toEqual({ company: '', role: '', contact: '' });
  });

  it('reads a named contact for the greeting', () => {
    expect(readPostingNames('Nurse\nPlease contact Jane Doe with questions.').contact).toBe('Jane Doe');
  });
});
