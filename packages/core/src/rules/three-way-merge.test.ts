import { describe, expect, it } from 'vitest';
import { emptyExperience, emptyResumeData } from '../schemas/resume';
import { cloneJson, takeAtPaths, threeWayMerge } from './three-way-merge';

const base = {
  name: 'CV',
  data: {
    ...emptyResumeData(),
    first_name: 'Ada',
    summary: 'Old.',
    experience: [{ ...emptyExperience(), company: 'A' }],
  },
};

describe('three-way merge of resume edits', () => {
  it('keeps a change made on one side only', () => {
    const ours = { ...base, data: { ...base.data, summary: 'New summary.' } };
    const theirs = { ...base, name: 'Renamed elsewhere' };
    const { merged, conflicts } = threeWayMerge(base, ours, theirs);
    expect(merged.name).toBe('Renamed elsewhere');
    expect(merged.data.summary).toBe('New summary.');
    expect(conflicts).toEqual([]);
  });

  it('merges different fields of the same experience entry', () => {
    const ours = cloneJson(base);
    ours.data.experience[0]!.job_title = 'Engineer';
    const theirs = cloneJson(base);
    theirs.data.experience[0]!.city = 'Paris';
    const { merged } = threeWayMerge(base, ours, theirs);
    expect(merged.data.experience[0]).toMatchObject({ job_title: 'Engineer', city: 'Paris', company: 'A' });
  });

  it('reports a field both changed, keeping ours, and can take theirs for it', () => {
    const ours = { ...base, data: { ...base.data, summary: 'Mine.' } };
    const theirs = { ...base, data: { ...base.data, summary: 'Theirs.', first_name: 'Augusta' } };
    const { merged, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual(['data.summary']);
    expect(merged.data.summary).toBe('Mine.');
    expect(merged.data.first_name).toBe('Augusta');
    expect(takeAtPaths(merged, theirs, conflicts).data.summary).toBe('Theirs.');
  });

  it('treats a list whose length both sides changed as one value', () => {
    const ours = cloneJson(base);
    ours.data.experience.push({ ...emptyExperience(), company: 'B' });
    const theirs = cloneJson(base);
    theirs.data.experience = [];
    const { merged, conflicts } = threeWayMerge(base, ours, theirs);
    expect(conflicts).toEqual(['data.experience']);
    expect(merged.data.experience.map((e) => e.company)).toEqual(['A', 'B']);
  });
});
