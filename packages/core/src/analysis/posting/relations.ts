import { termKey } from '../text/terms';

/**
 * Broader and narrower terms: a resume that shows the narrower term has the broader one
 * ("PostgreSQL" is SQL, "Epic" is an EHR, "MIG welding" is welding). Never the other way: a
 * posting that asks for PostgreSQL is not satisfied by "SQL".
 */
const NARROWER: Record<string, string[]> = {
  sql: [
    'postgresql',
    'mysql',
    'sql server',
    't-sql',
    'pl/sql',
    'oracle',
    'snowflake',
    'bigquery',
    'redshift',
    'sqlite',
    'mariadb',
  ],
  ehr: [
    'epic',
    'cerner',
    'meditech',
    'athenahealth',
    'electronic health record',
    'electronic medical record',
    'emr',
  ],
  emr: ['epic', 'cerner', 'meditech'],
  erp: ['netsuite', 'sap', 'oracle', 'sap business one', 'microsoft dynamics', 'quickbooks enterprise'],
  crm: ['salesforce', 'hubspot', 'dynamics 365', 'zoho'],
  hris: ['workday', 'adp', 'adp workforce now', 'ukg', 'bamboohr', 'paylocity', 'paycom'],
  'e-discovery': ['relativity', 'everlaw', 'disco', 'nuix'],
  dashboards: ['tableau', 'looker', 'power bi'],
  'data visualization': ['tableau', 'looker', 'power bi'],
  welding: ['mig welding', 'tig welding', 'stick welding', 'brazing'],
  autocad: ['autocad civil 3d', 'civil 3d'],
  'autocad civil 3d': ['civil 3d'],
  plm: ['windchill', 'teamcenter', 'arena', 'enovia'],
  linux: ['rhel', 'red hat', 'red hat enterprise linux', 'ubuntu', 'centos', 'debian'],
  'red hat enterprise linux': ['rhel', 'red hat'],
  vmware: ['vsphere', 'esxi', 'vmware vsphere'],
  'vmware vsphere': ['vmware', 'vsphere'],
  'ms project': ['microsoft project'],
  'cost estimates': ['cost estimating'],
  'microsoft office': ['excel', 'word', 'powerpoint', 'outlook'],
  spreadsheets: ['excel', 'google sheets'],
  statistics: ['regression', 'hypothesis testing', 'statistical analysis'],
  cloud: ['aws', 'azure', 'gcp'],
  cdl: ['class a cdl', 'cdl-a', 'class b cdl'],
  'cdl-a': ['class a cdl'],
  'class a cdl': ['cdl-a'],
  spark: ['pyspark'],
  'ci/cd': ['github actions', 'jenkins', 'gitlab ci', 'circleci', 'azure devops'],
  'oxy-fuel': ['oxy-acetylene'],
  'aerial lift': ['scissor lift', 'boom lift', 'bucket truck', 'cherry picker'],
  'brain injury': ['tbi', 'traumatic brain injury'],
  'restorative practices': ['restorative circles', 'restorative justice'],
};

/**
 * Words and phrases that name the same thing in a field's own vocabulary, each way: a resume that
 * says one shows the others ("venipuncture" draws blood, "purchasing" is procurement). Kept as
 * data, one group a line; a group is added only for terms no spelling rule relates.
 */
const SAME: string[][] = [
  ['venipuncture', 'draw blood', 'blood draws', 'phlebotomy'],
  ['purchasing', 'procurement'],
  ['affinity mapping', 'affinity diagramming'],
  ['job hazard analysis', 'job safety analysis', 'jha', 'jsa'],
  ["workers' compensation", "workers' comp"],
  ['blueprints', 'shop drawings'],
  ['blueprint reading', 'read blueprints', 'read shop drawings'],
  ['neuromuscular re-education', 'neuro re-education'],
  ['wiring schematics', 'wiring diagrams', 'electrical schematics', 'electrical diagrams'],
  ['lockout/tagout', 'lockout tagout', 'loto', 'locked out and tagged out', 'lock out tag out'],
];

const BROADER: Map<string, string[]> = new Map();
const keyOf = (term: string) => termKey(term.split(/\s+/));
const standsFor = (term: string, other: string) =>
  BROADER.set(keyOf(term), [...(BROADER.get(keyOf(term)) ?? []), keyOf(other)]);
for (const [broad, narrows] of Object.entries(NARROWER))
  for (const narrow of narrows) standsFor(narrow, broad);
for (const group of SAME)
  for (const term of group) for (const other of group) if (other !== term) standsFor(term, other);

/** The keys of the broader terms, and of the same terms in other words, a term's key also stands for. */
export const broaderKeys = (key: string): readonly string[] => BROADER.get(key) ?? [];
