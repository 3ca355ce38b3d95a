/** Skills to suggest in the builder: from the job posting, the person's words and their roles. */
export { type PostingSkill, type PostingSkills, readPostingSkills } from './posting';
export { SKILL_SUGGESTIONS_SHOWN, type SkillSource, type SkillSuggestion, suggestSkills } from './suggest';
