import { termKeyOf } from './skill-term';

/**
 * Terms the job match reads (they tell a posting's wording apart) that a recruiter would not take
 * as a skill: job titles and licences named as the job ("RN"), places and units of work ("operating
 * room"), figures ("ROI", "average handle time"), markets ("B2B") and filler ("cross-functional").
 */
const NOT_SKILLS = [
  ...['team lead', 'rn', 'lpn', 'lvn', 'cna', 'np'],
  ...['front end', 'back end', 'full stack', 'computer science'],
  ...['new business', 'key accounts', 'cross functional', 'monday'],
  ...['distribution center', 'emergency department', 'operating room'],
  ...['conversion rate', 'first response time', 'resolution time', 'average handle time'],
  ...['annual recurring revenue', 'monthly recurring revenue', 'roi', 'roas', 'ctr', 'cpc', 'cpm'],
  ...['cac', 'ltv', 'kpi', 'quota', 'b2b', 'b2c', 'smb', 'mid-market', 'saas', 'paas', 'iaas'],
];

const KEYS = new Set(NOT_SKILLS.map(termKeyOf));

export const isNotASkill = (key: string): boolean => KEYS.has(key);
