/** Word lists for reading job descriptions. Kept as data so they can grow without touching logic. */

const list = (words: string): Set<string> => new Set(words.trim().split(/\s+/));

/** Ordinary English function words. */
export const STOP_WORDS = list(`
  a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each either etc every few for from further
  had has have having he her here hers herself him himself his how i if in into is it its itself just
  least less let like may me might more most much must my myself no nor not now of off on once only or
  other others our ours ourselves out over own per plus same shall she should so some such than that the
  their theirs them themselves then there these they this those through thus to too under until up upon
  us very via was we well were what when where whether which while who whom whose why will with within
  without would yet you your yours yourself yourselves e.g i.e ie eg
`);

/** Words every job posting uses; they say nothing about this job's requirements. */
export const POSTING_WORDS = list(`
  ability able about achieve across advantage applicant applicants apply applying approach area areas
  background based benefit benefits best bonus build building candidate candidates career closely
  collaborate company competitive computer contribute core culture day days degree deliver demonstrated
  desire desired develop developing drive employee employees employer empower ensure environment equal
  equivalent excellent exceptional excited exciting experience experienced expertise familiarity field
  flexible focus following fast-paced full full-time get good great grow growing growth hands-on help
  high highly hire hiring ideal ideally impact including include includes individual innovative
  interest join key knowledge large level looking love make making meet minimum mission month months
  need needs new nice offer offers office opportunity opportunities orientation paced passion
  passionate people plus position preferred problem problems proficiency proficient proven provide
  qualification qualifications quality related relevant remote required requirement requirements
  responsibilities responsibility responsible role roles salary seeking self skill skills solid
  solutions strong success successful support take team teams time tools understanding use using
  value values want way ways we're week wide work working world year years you'll you're
  lead leading manage managing improve improving own owning hire coach partner set define head plus
`);

/** Multi-word terms a job description names as one requirement (words joined by "_"). */
export const KNOWN_PHRASES = list(`
  machine_learning deep_learning data_science data_analysis data_engineering data_pipelines
  data_visualization data_modeling natural_language_processing computer_vision artificial_intelligence
  project_management product_management program_management stakeholder_management change_management
  people_management risk_management account_management supply_chain customer_success customer_service
  customer_experience user_experience user_research unit_testing integration_testing test_automation
  continuous_integration continuous_delivery version_control distributed_systems system_design
  cloud_infrastructure infrastructure_as_code site_reliability incident_response information_security
  rest_apis rest_api event_driven business_intelligence business_development financial_modeling
  financial_analysis digital_marketing content_marketing social_media email_marketing search_engine
  technical_writing public_speaking cross_functional a/b_testing google_cloud amazon_web_services
  react_native ruby_on_rails spring_boot power_bi microsoft_excel sales_operations lead_generation
  google_analytics google_ads paid_search paid_social demand_generation account_based_marketing
  product_marketing growth_marketing brand_management market_research public_relations
  patient_care electronic_health_records quality_assurance root_cause_analysis lean_six_sigma
`);

/** Spellings of one thing, mapped to one of them ("k8s" is "kubernetes", "ML" is machine learning). */
export const ALIASES: Readonly<Record<string, string>> = {
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  k8s: 'kubernetes',
  postgres: 'postgresql',
  golang: 'go',
  reactjs: 'react',
  'react.js': 'react',
  vuejs: 'vue',
  'vue.js': 'vue',
  angularjs: 'angular',
  node: 'node.js',
  'amazon web services': 'aws',
  'google cloud platform': 'gcp',
  'google cloud': 'gcp',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  nlp: 'natural language processing',
  ux: 'user experience',
  csharp: 'c#',
  'microsoft excel': 'excel',
  'a/b tests': 'a/b testing',
  'continuous integration': 'ci',
};

/** Technologies and skills that matter whenever a posting names them, even once. */
export const KNOWN_SKILLS = list(`
  python java javascript typescript go rust c c++ c# ruby php kotlin swift scala r sql nosql html css
  react angular vue svelte nodejs django flask rails spring dotnet graphql rest grpc kafka rabbitmq redis
  postgresql mysql mongodb elasticsearch snowflake bigquery spark hadoop airflow dbt tableau looker
  aws gcp azure docker kubernetes terraform ansible jenkins linux git ci cicd devops sre mlops pytorch
  tensorflow pandas numpy scikit-learn llm figma sketch jira confluence salesforce hubspot sap excel
  agile scrum kanban seo sem ppc crm erp gdpr hipaa sox ios android microservices serverless
  observability prometheus grafana datadog selenium cypress playwright jest vitest webpack vite
  accounting budgeting forecasting negotiation recruiting onboarding copywriting analytics
`);
