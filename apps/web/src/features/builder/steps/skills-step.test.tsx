import { analyzeResume, emptyResumeData, type ResumeData } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SkillsStep } from './skills-step';

const range = (text: string) => text.match(/(\d+)\s*(?:-|to)\s*(\d+)/)?.slice(1, 3);

describe('the Skills step', () => {
  it('advises the same number of skills as the score asks for', () => {
    const data: ResumeData = { ...emptyResumeData(), skills: [] };
    render(<SkillsStep data={data} edit={vi.fn()} showErrors={false} />);
    const hint = screen.getByText(/^Aim for/).textContent ?? '';

    const fourSkills = { ...completeResume(), skills: completeResume().skills.slice(0, 4) };
    const finding = analyzeResume(fourSkills).findings.find((f) => f.id === 'skills-too-few');

    expect(finding?.message).toBe('You list 4 skills; aim for 5-25.');
    expect(range(hint)).toEqual(range(finding?.message ?? ''));
  });
});
