/**
 * A built-in verb lexicon instead of an NLP model: resume achievements are verb-first fragments,
 * which general taggers read badly ("Architected", "Streamlined" come out as proper nouns), and a
 * word list is deterministic, tiny in the browser bundle and instant.
 */

/** Base forms of verbs that open achievements, strong and plain alike (tense needs both). */
export const VERBS = new Set(
  `accelerate accomplish achieve acquire act adapt add address adjust administer advance advise advocate apply comply multiply rally tally
  align allocate analyse analyze answer apply appoint approve arrange architect assemble assess assign
  assist attain attend audit author automate balance become begin benchmark boost brief bring budget
  build buy calculate campaign capture catalogue centralise centralize chair champion change check
  choose clarify close coach code collaborate collect combine command communicate compile complete
  compose compute conceive conceptualize conduct configure consolidate construct consult contribute
  control convert coordinate correct craft create cultivate curate customise customize cut deal debug
  decrease define delegate deliver demonstrate deploy design detect determine develop devise diagnose
  digitize direct discover dispatch distribute do document double draft draw drive earn edit educate
  eliminate enable encourage energize engage engineer enhance ensure establish estimate evaluate examine
  exceed execute expand expedite explain export extend extract facilitate fight finalize fix forecast
  forge form formalize formulate foster found gather generate give grow guide halve handle harmonize
  head help hire hold host identify illustrate implement import improve increase influence inform
  initiate innovate inspect inspire install instruct instrument integrate interpret interview introduce
  invent investigate issue join keep label launch lead learn lecture leverage liaise lift localize lower
  maintain make manage map market master maximise maximize measure mediate meet mentor merge migrate
  minimise minimize mobilize model moderate modernise modernize modify monitor motivate move navigate
  negotiate normalize nurture obtain onboard open operate optimise optimize orchestrate order organise
  organize originate outline outperform overhaul oversee own package participate partner pay perform
  persuade pilot pioneer pitch plan prepare present preserve prevent prioritise prioritize process
  procure produce program promote propose protect prototype provide publish purchase qualify quantify
  raise rank rate reach rebuild receive recommend reconcile record recruit rectify redesign reduce
  refactor refine register regulate reinforce release remodel render renegotiate reorganise reorganize
  repair replace report represent research reshape resolve respond restore restructure retain revamp
  review revise revitalize rewrite rise roll run save scale schedule score screen script secure seek
  select sell send serve service set settle shape share ship simplify size slash solve source spearhead
  specify speak spend sponsor stabilize staff stand standardise standardize start steer streamline
  strengthen strike structure study submit succeed supervise supply support survey sustain synthesize
  systematize tackle take target teach tell test think track train transform transition translate triage
  triple troubleshoot tune uncover undertake understand unify update upgrade use validate verify
  visualise visualize volunteer win work write greet restock stock seat clean cook bake load unload
  pack sort welcome wash book`.split(/\s+/),
);

/** Irregular past forms and their base. Same-form verbs (cut, set, forecast) are absent on purpose. */
export const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  led: 'lead',
  built: 'build',
  rebuilt: 'rebuild',
  ran: 'run',
  wrote: 'write',
  rewrote: 'rewrite',
  grew: 'grow',
  drove: 'drive',
  won: 'win',
  sold: 'sell',
  taught: 'teach',
  oversaw: 'oversee',
  made: 'make',
  took: 'take',
  undertook: 'undertake',
  gave: 'give',
  spoke: 'speak',
  brought: 'bring',
  bought: 'buy',
  began: 'begin',
  became: 'become',
  chose: 'choose',
  drew: 'draw',
  held: 'hold',
  kept: 'keep',
  met: 'meet',
  paid: 'pay',
  rose: 'rise',
  sent: 'send',
  spent: 'spend',
  stood: 'stand',
  told: 'tell',
  understood: 'understand',
  sought: 'seek',
  thought: 'think',
  dealt: 'deal',
  fought: 'fight',
  struck: 'strike',
  learnt: 'learn',
  did: 'do',
};

export const IRREGULAR_PAST_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_PAST).map(([past, base]) => [base, past]),
);

/** Verbs whose past form doubles the final consonant (planned, shipped). */
export const DOUBLING = new Set(
  'plan ship stop drop commit control submit equip program scan map tag log'.split(' '),
);

/** Verbs that are also everyday nouns: "Lead engineer for …" is a title, not present tense. */
export const NOUN_LIKE = new Set(
  `audit benchmark brief budget campaign catalogue chair champion change check coach code command control
  deal design double draft engineer estimate export field fix forecast form head help host import
  increase interview issue label launch lead lecture lift map market mentor merge model monitor move open
  order outline package partner pilot pitch plan present process program prototype purchase rank rate
  reach record release repair report research review roll run save schedule score screen script service
  set shape share ship size source sponsor staff start structure study supply support survey target test
  track train transition update upgrade use volunteer win work stock load pack sort cook`.split(/\s+/),
);

/** Words that show a verb is taking an object ("Lead the team"), so a noun-like word is a verb here. */
export const OBJECT_OPENERS = new Set(
  `the a an our their its his her all new multiple every each both key critical cross-functional
  two three four five six seven eight nine ten twelve dozens hundreds thousands`.split(/\s+/),
);

/**
 * Verbs whose past is spelled like the present ("Cut costs"), and "found", the past of "find" as
 * often as the present of "found": the tense cannot be told.
 */
export const SAME_FORM_PAST = new Set(
  'cut set forecast put spread read hit shut split quit upset broadcast cost beat let found'.split(' '),
);
