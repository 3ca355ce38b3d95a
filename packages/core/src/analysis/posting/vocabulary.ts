/**
 * The hand-kept word lists of the posting reader. They only steer what the NLP library reads:
 * which words never start or end a requirement, and the few phrases it would split.
 */

const list = (words: string): Set<string> => new Set(words.trim().split(/\s+/));

/** Words that qualify a requirement without being part of it: "strong SQL", "working knowledge". */
export const QUALIFIERS = list(`
  strong excellent good great solid proven deep working basic advanced hands-on relevant similar
  equivalent active valid current accurate effective clear detailed exceptional demonstrated
  familiarity proficiency proficient knowledge understanding experience experienced ability abilities
  year years plus minimum ideal high-level other various multiple related new own daily weekly monthly
  every all any some several outstanding superior extensive thorough sound general overall full
  excellent prior previous recent successful able willing including us u.s. willingness expert
  using comfortable
`);

/** Heads that say how a requirement is held, not what it is: "SQL skills", "Excel proficiency". */
export const GENERIC_HEADS = list(`
  skills skill experience knowledge proficiency familiarity expertise background understanding
  abilities ability work environment setting tasks role roles duties responsibilities responsibility
  administration program programs
`);

/** Kinds of organisation: as an owner ("the county's geodatabase") they name the employer. */
export const ORGANISATIONS = list(`
  county city state district agency firm hospital clinic practice school organization organisation
  department employer university college
`);

/** Nouns that a posting uses on its way to a requirement but never are one on their own. */
export const GENERIC_NOUNS = list(`
  team teams company companies candidate candidates people person member members customer customers
  patient patients client clients family families student students associate associates employee employees
  guest guests homeowner homeowners resident residents tenant tenants visitor visitors shopper shoppers
  caller callers passenger passengers traveler travelers consumer consumers graduate graduates
  applicant applicants participant participants youth
  north south east west northern southern eastern western
  staff colleague colleagues partner partners stakeholder stakeholders manager managers leader leaders
  day days week weeks month months year years hour hours time times shift shifts night nights weekend weekends
  job jobs work role position opportunity business industry world life everything thing things way ways
  part parts lot lots kind level levels step steps area areas range variety number numbers end
  site sites place places store stores office offices location locations field fields market markets
  need needs goal goals mission vision value values culture growth success impact future
  product products service services company's region community communities home homes
  agency firm hospital clinic practice kitchen restaurant school schools district plant facility
  ability person's fit plus pluses bonus must-have must-haves nice-to-have requirement requirements
`);

/**
 * Nouns that name what every job has — its systems, meetings, plans, training, questions — rather
 * than a skill. Each was reported on its own as a requirement in tuning postings or older fixtures
 * of at least two different fields, and none names a requirement alone in any of them (a longer
 * phrase around it still does: "configuration management systems", "CBT training").
 */
export const WORKPLACE_NOUNS = list(`
  system systems call calls care training meeting meetings application applications state states
  progress issue issues question questions decision decisions finding findings release releases
  performance plan plans example examples attention comfort contact contacts profile profiles
  enrollment book books point points rules rule equipment devices device
  information documents options certification data credential credentials word words
`);

/** What a schedule or a physical demand is measured in, never a skill: "Saturdays", "50 lbs". */
export const MEASURES = list(`
  monday mondays tuesday tuesdays wednesday wednesdays thursday thursdays friday fridays saturday
  saturdays sunday sundays january february march april may june july august september october
  november december am pm a.m p.m pound pounds lb lbs kg kilograms foot feet ft inch inches mile miles minute minutes
  percent degree degrees mgd gpm
`);

/**
 * The people a duty is done for or with. Alone they are never a requirement; after a verb they
 * name one ("educate patients", "coach the team").
 */
export const PEOPLE = list(`
  patient patients client clients customer customers student students family families associate
  associates employee employees staff guest guests resident residents member members volunteer
  volunteers child children parent parents learner learners team teams crew crews participant
  participants youth
`);

/** Heads that name a group of people, never a requirement: "the Data team", "an inventory-heavy company". */
export const GROUP_HEADS = list(`
  team teams department departments company companies group groups organization organizations
  organisation organisations firm firms agency agencies employer employers
`);

/**
 * Departments written as names mid-sentence ("work with Marketing, Product and Design") are the
 * teams the person works with; in lower case ("B2B marketing") they may still be a skill.
 */
export const DEPARTMENTS = list(`
  marketing product design sales finance engineering operations legal support procurement
  facilities security compliance leadership management accounting it hr
`);

/**
 * After "our", what the employer has rather than what the job takes: its product lines, plants and
 * the people the person works beside ("our dishwasher line", "our bar lead", "our house style").
 */
export const OWN_HEADS = list(`
  line lines plant plants lead leads style founders founder owners owner partners brands
`);

/** Words that name a degree's level or kind, never a requirement alone ("Bachelor of Science in …"). */
export const DEGREE_WORDS = list(`
  bachelor bachelor's bachelors master master's masters associate associate's doctor doctorate
  science arts degree
`);

/** Phrases with a function word inside that are one requirement: kept whole. */
export const JOINED_PHRASES = [
  'shipping and receiving',
  'scaling and root planing',
  'hours of service',
  'plan of care',
  'plans of care',
  'pick pack and ship',
  'design for manufacturability',
  'design for manufacturing',
  'p & l',
  'research and development',
  'mergers and acquisitions',
  'accounts payable and receivable',
  'health and safety',
  'food and beverage',
  'point of sale',
  'chain of custody',
  'certificate of occupancy',
  'bill of materials',
  'standard of care',
  'statement of work',
  'activities of daily living',
  'range of motion',
];

/**
 * Funding rounds and the like: "Series C" names the employer's money, not a requirement; nor does
 * the wording of a preference in any field ("will be an added advantage").
 */
export const NEVER_A_REQUIREMENT =
  /^(?:series [a-h]|fortune \d+|inc \d+|\d+(?:st|nd|rd|th)?|\p{L}|[\d.]+[kmb](?: [\d.]+[kmb])?|(?:added )?advantage)$/u;
