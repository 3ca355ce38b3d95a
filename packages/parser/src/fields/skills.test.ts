import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { extractSkills, splitList } from './skills';

const names = (lines: Parameters<typeof extractSkills>[0], wraps = true) =>
  extractSkills(lines, wraps, 10).map((s) => s.name);

describe('extractSkills', () => {
  it('keeps capitalised items in a list of the same look, and drops a group heading that stands out', () => {
    const list = ['Lockout/Tagout', 'NFPA 70E', 'OSHA 30', 'MIG Welding'].map((text) =>
      line(text, { bold: true }),
    );
    expect(names(list)).toEqual(['Lockout/Tagout', 'NFPA 70E', 'OSHA 30', 'MIG Welding']);
    expect(names([line('SAFETY', { bold: true }), line('Lockout/Tagout'), line('OSHA 30')])).toEqual([
      'Lockout/Tagout',
      'OSHA 30',
    ]);
  });

  it('drops category labels and splits lists', () => {
    expect(names([line('Languages: Python, C++, CUDA'), line('Tools: Git • Docker')])).toEqual([
      'Python',
      'C++',
      'CUDA',
      'Git',
      'Docker',
    ]);
  });

  it('reads a level printed after the skill, in brackets or as a chip', () => {
    const skills = extractSkills(
      [
        line('TypeScript (Expert) · Node.js (Advanced) · Decentralized Finance (DeFi)'),
        line(['Kubernetes', 'INTERMEDIATE']),
      ],
      true,
      10,
    );
    expect(skills).toEqual([
      { name: 'TypeScript', level: 'expert' },
      { name: 'Node.js', level: 'advanced' },
      { name: 'Decentralized Finance (DeFi)', level: null },
      { name: 'Kubernetes', level: 'intermediate' },
    ]);
  });

  it('drops the hyphen a PDF writer left after a level where the list wrapped', () => {
    const skills = extractSkills(
      [line('React (Advanced) · Distributed systems (Advanced)-'), line('· Kubernetes (Intermediate) · Go')],
      true,
      10,
    );
    expect(skills.map((s) => [s.name, s.level])).toEqual([
      ['React', 'advanced'],
      ['Distributed systems', 'advanced'],
      ['Kubernetes', 'intermediate'],
      ['Go', null],
    ]);
  });

  it('reads a row in parts: a category label in the margin, chips holding their own level', () => {
    const margin = line(['Languages', 'Python, Scala, SQL, R']);
    margin.segments[0]!.label = true;
    expect(names([margin])).toEqual(['Python', 'Scala', 'SQL', 'R']);
    expect(names([line(['Docker', 'Kubernetes, Helm'])])).toEqual(['Docker', 'Kubernetes', 'Helm']);
    const chips = extractSkills([line(['TypeScript · Expert', 'Node.js · Advanced'])], true, 10);
    expect(chips).toEqual([
      { name: 'TypeScript', level: 'expert' },
      { name: 'Node.js', level: 'advanced' },
    ]);
  });

  it('keeps a level word that is an item of a plain list, and reads levels in other languages', () => {
    expect(names([line('Python, Basic, Go, C')])).toEqual(['Python', 'Basic', 'Go', 'C']);
    expect(extractSkills([line(['Kotlin', 'Fortgeschritten']), line('SQL (avancé)')], true, 10)).toEqual([
      { name: 'Kotlin', level: 'advanced' },
      { name: 'SQL', level: 'advanced' },
    ]);
  });

  it('reads proficiency sentences as lists', () => {
    expect(
      names([line('Computer: Proficient in Windows and Mac OS, Microsoft Word, PowerPoint, and Excel')]),
    ).toEqual(['Windows', 'Mac OS', 'Microsoft Word', 'PowerPoint', 'Excel']);
  });

  it('joins lists that wrap, keeping bracketed parts inside their item', () => {
    const small = { size: 8.5 };
    expect(
      names([
        line('Foreign Exchange (FX) Markets, Futures,', small),
        line('Options, Decentralized Finance', small),
        line('(DeFi), NFTs', small),
      ]),
    ).toEqual([
      'Foreign Exchange (FX) Markets',
      'Futures',
      'Options',
      'Decentralized Finance (DeFi)',
      'NFTs',
    ]);
  });

  it('reads chips one by one and skips label lines and capitalised group headings', () => {
    expect(
      names([
        line('PROGRAMMING', { bold: true, size: 12 }),
        line('Over 5000 lines:'),
        line(['Go', 'REST APIs', 'A/B Testing']),
      ]),
    ).toEqual(['Go', 'REST APIs', 'A/B Testing']);
  });

  it('gives a level word to the group name it follows', () => {
    const skills = extractSkills(
      [line('Financial Markets', { bold: true }), line('Expert'), line('Futures, Options', { size: 8 })],
      true,
      10,
    );
    expect(skills).toEqual([
      { name: 'Financial Markets', level: 'expert' },
      { name: 'Futures', level: null },
      { name: 'Options', level: null },
    ]);
  });

  it('drops duplicates and rating glyphs', () => {
    expect(names([line(['Python', '●●●○○']), line('python, Go')])).toEqual(['Python', 'Go']);
  });
});

describe('skills listed one a row with their level', () => {
  it('reads "TypeScript · Expert" as the skill at its level, not as two skills', () => {
    const skills = extractSkills(
      [line('TypeScript · Expert'), line('Go | Intermediate'), line('Mentoring')],
      true,
      10,
    );
    expect(skills).toEqual([
      { name: 'TypeScript', level: 'expert' },
      { name: 'Go', level: 'intermediate' },
      { name: 'Mentoring', level: null },
    ]);
  });
});

describe('splitList', () => {
  it('splits on separators outside brackets', () => {
    expect(splitList('A (x, y); B | C – D')).toEqual(['A (x, y)', ' B ', ' C', 'D']);
  });
});
