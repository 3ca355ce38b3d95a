import { describe, expect, it } from 'vitest';
import { arrangeResumes } from './arrange-resumes';
import { SIX_RESUMES } from './test-resumes';

const names = (sort: 'edited' | 'name' | 'score', query = '') =>
  arrangeResumes(SIX_RESUMES, { sort, query }).map((resume) => resume.name);

describe('sorting and searching the resumes list', () => {
  it('sorts by last edit (newest first), by name as people count, and by score (best first)', () => {
    expect(names('edited')).toEqual(['CV 10', 'Backend', 'cv 2', 'Résumé FR', 'Teaching', 'Old draft']);
    expect(names('name')).toEqual(['Backend', 'cv 2', 'CV 10', 'Old draft', 'Résumé FR', 'Teaching']);
    expect(names('score')).toEqual(['Backend', 'Résumé FR', 'CV 10', 'Teaching', 'cv 2', 'Old draft']);
  });

  it('keeps the newest first among equal scores', () => {
    const tied = SIX_RESUMES.map((resume) => ({ ...resume, current_score: 70 }));
    expect(arrangeResumes(tied, { sort: 'score', query: '' })).toEqual(
      SIX_RESUMES.map((r) => ({ ...r, current_score: 70 })),
    );
  });

  it('finds by name or headline, whatever the case and accents, every word anywhere', () => {
    expect(names('edited', 'cv')).toEqual(['CV 10', 'cv 2']);
    expect(names('edited', 'ENGINEER')).toEqual(['Backend']);
    expect(names('edited', 'resume')).toEqual(['Résumé FR']);
    expect(names('edited', 'ingenieure')).toEqual(['Résumé FR']);
    expect(names('edited', ' teacher maths ')).toEqual(['Teaching']);
    expect(names('edited', 'nurse')).toEqual([]);
  });

  it('searches within the chosen order and leaves the list as it was', () => {
    const before = [...SIX_RESUMES];
    expect(names('score', 'a')).toEqual(['Backend', 'CV 10', 'Teaching', 'Old draft']);
    expect(SIX_RESUMES).toEqual(before);
  });
});
