/** Word lists for reading job descriptions. Kept as data so they can grow without touching logic. */
import { US_STATES } from '../../contacts/north-america';

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
  senior junior
`);

/** Multi-word terms a job description names as one requirement (words joined by "_"). */
const GENERAL_PHRASES = list(`
  machine_learning deep_learning data_science data_analysis data_engineering data_pipelines
  data_visualization data_modeling natural_language_processing computer_vision artificial_intelligence
  project_management product_management program_management stakeholder_management change_management
  people_management risk_management account_management supply_chain customer_success customer_service
  customer_experience user_experience user_research unit_testing integration_testing test_automation
  continuous_integration continuous_delivery continuous_deployment version_control distributed_systems system_design
  cloud_infrastructure infrastructure_as_code site_reliability incident_response information_security
  rest_apis rest_api event_driven business_intelligence business_development financial_modeling
  financial_analysis digital_marketing content_marketing social_media email_marketing search_engine
  technical_writing public_speaking cross_functional a/b_testing google_cloud amazon_web_services
  react_native ruby_on_rails spring_boot power_bi microsoft_excel sales_operations lead_generation
  google_analytics google_ads paid_search paid_social demand_generation account_based_marketing
  product_marketing growth_marketing brand_management market_research public_relations
  patient_care electronic_health_records quality_assurance root_cause_analysis lean_six_sigma
  computer_science software_engineering data_warehouse data_warehousing data_governance data_quality
  etl_pipelines statistical_analysis statistical_modeling predictive_modeling time_series
  large_language_models generative_ai prompt_engineering front_end back_end full_stack web_development
  mobile_development api_design code_review unit_testing end-to-end_testing load_testing
  performance_tuning release_management configuration_management identity_management
  penetration_testing threat_modeling network_security cloud_security github_actions gitlab_ci
  google_cloud_platform google_sheets google_tag_manager google_search_console microsoft_office
  microsoft_dynamics sql_server apache_kafka apache_spark adobe_analytics adobe_creative_suite
  adobe_photoshop adobe_illustrator meta_ads facebook_ads linkedin_ads tiktok_ads marketing_automation
  search_engine_optimization search_engine_marketing conversion_rate conversion_rate_optimization
  landing_pages marketing_analytics performance_marketing affiliate_marketing influencer_marketing
  event_marketing field_marketing lifecycle_marketing retention_marketing brand_strategy
  content_strategy social_media_marketing community_management media_buying campaign_management
  go-to-market customer_acquisition customer_retention annual_recurring_revenue monthly_recurring_revenue
  cold_calling cold_outreach discovery_calls product_demos sales_pipeline pipeline_management
  account_planning territory_management solution_selling consultative_selling consultative_sales
  enterprise_sales inside_sales outside_sales channel_sales sales_enablement sales_forecasting
  contract_negotiation business_development relationship_management key_accounts new_business
  financial_reporting financial_planning financial_statements variance_analysis month-end_close
  general_ledger accounts_payable accounts_receivable cash_flow pivot_tables corporate_finance
  investment_banking private_equity venture_capital valuation_modeling three-statement_model
  internal_audit internal_controls tax_preparation revenue_recognition cost_accounting
  management_accounting treasury_management risk_assessment credit_analysis portfolio_management
  patient_education patient_safety patient_assessment care_plans care_planning iv_therapy
  medication_administration wound_care acute_care critical_care intensive_care emergency_care
  discharge_planning discharge_teaching infection_control vital_signs case_management
  electronic_medical_records public_health mental_health behavioral_health home_health
  long-term_care labor_and_delivery operating_room clinical_research clinical_trials
  medical_coding medical_billing health_information pci_dss pipeline_generation
`);

/**
 * The same, by field: the named practices, methods and documents postings in each field ask for.
 * Words joined by "-" may be written as one word or several ("on-call", "on call").
 */
const FIELD_PHRASES = {
  operations: `
    on-call incident_management incident_response root_cause_analysis
    capacity_planning disaster_recovery business_continuity high_availability load_balancing
    platform_engineering reliability_engineering chaos_engineering service_level_objectives
    service_level_agreements error_budgets systems_administration system_administration
    linux_administration windows_server active_directory cloud_computing cloud_migration
    container_orchestration service_mesh infrastructure_automation patch_management
    log_management performance_monitoring application_monitoring network_engineering
    network_administration
  `,
  security: `
    vulnerability_management security_operations endpoint_security identity_and_access_management
    access_management zero_trust threat_intelligence threat_hunting malware_analysis digital_forensics
    security_compliance security_awareness risk_and_compliance
  `,
  data_and_ml: `
    object_detection image_classification image_segmentation semantic_segmentation
    instance_segmentation pose_estimation speech_recognition recommender_systems
    recommendation_systems reinforcement_learning feature_engineering feature_store feature_stores
    model_deployment model_serving model_monitoring model_training model_evaluation
    hyperparameter_tuning transfer_learning fine-tuning neural_networks anomaly_detection
    fraud_detection causal_inference experimental_design sentiment_analysis text_classification
    named_entity_recognition information_retrieval vector_databases retrieval-augmented_generation
    data_mining data_cleaning data_wrangling data_labeling data_annotation big_data data_lake
    data_architecture data_integration data_migration master_data_management data_privacy
    dimensional_modeling stream_processing batch_processing
  `,
  design: `
    product_design ux_design ui_design user_experience_design user_interface_design
    interaction_design visual_design graphic_design motion_design service_design web_design
    information_architecture responsive_design mobile_design design_system design_systems
    usability_testing user_testing user_interviews journey_maps journey_mapping customer_journey
    user_journeys user_flows design_thinking heuristic_evaluation
    card_sorting style_guides brand_guidelines adobe_xd
  `,
  support: `
    customer_support technical_support customer_care help_desk service_desk ticketing_system
    live_chat call_center contact_center first_response_time average_handle_time
    first_contact_resolution resolution_time customer_satisfaction net_promoter_score
    escalation_management knowledge_base help_center workforce_management team_lead
    omnichannel_support
  `,
  logistics: `
    supply_chain_management logistics_management inventory_management inventory_control
    warehouse_management warehouse_operations transportation_management freight_forwarding
    freight_audit customs_clearance customs_documentation customs_compliance customs_regulations
    customs_brokerage bill_of_lading cold_chain cycle_counts on-time_delivery last-mile_delivery
    route_planning route_optimization fleet_management demand_planning sales_and_operations_planning
    material_requirements_planning production_planning vendor_management supplier_management
    strategic_sourcing purchase_orders order_fulfillment order_management distribution_center
    shipping_and_receiving lean_manufacturing six_sigma just-in-time
  `,
  people: `
    human_resources hr_generalist employee_relations labor_relations employment_law labor_law
    performance_management talent_management talent_acquisition succession_planning
    workforce_planning compensation_and_benefits compensation_review compensation_planning
    benefits_administration benefits_enrollment open_enrollment leave_of_absence leave_management
    exit_interviews employee_engagement employee_handbook hr_policies hr_compliance eeo_compliance
    organizational_development learning_and_development training_and_development
    new_hire_orientation full-cycle_recruiting technical_recruiting campus_recruiting
    executive_search boolean_search candidate_experience employer_branding time-to-fill
    time-to-hire offer_negotiation interview_scheduling background_checks payroll_processing
    people_analytics hr_analytics
  `,
  accounting: `
    bank_reconciliations account_reconciliations journal_entries fixed_assets prepaid_expenses
    intercompany_accounting financial_close year-end_close audit_preparation external_audit
    sales_tax tax_compliance tax_returns cost_analysis accrual_accounting
  `,
  legal: `
    legal_research legal_writing contract_drafting contract_review contract_management due_diligence
    litigation_support corporate_law intellectual_property regulatory_compliance
    mergers_and_acquisitions commercial_contracts legal_operations anti-money_laundering
    know_your_customer
  `,
  healthcare: `
    medical_terminology patient_scheduling insurance_verification prior_authorization
    revenue_cycle revenue_cycle_management claims_processing utilization_review physical_therapy
    occupational_therapy speech_therapy respiratory_therapy infection_prevention patient_advocacy
    palliative_care primary_care urgent_care emergency_department
  `,
  education: `
    curriculum_development curriculum_design lesson_planning lesson_plans classroom_management
    differentiated_instruction special_education student_assessment formative_assessment
    project-based_learning instructional_design learning_management_system english_language_learners
    early_childhood_education social-emotional_learning
  `,
  trades_and_manufacturing: `
    project_scheduling cost_estimating site_safety building_codes blueprint_reading quality_control
    quality_management process_improvement continuous_improvement statistical_process_control
    value_stream_mapping preventive_maintenance predictive_maintenance
  `,
  business: `
    project_planning resource_planning business_analysis requirements_gathering user_stories
    process_mapping budget_management operations_management
  `,
};

export const KNOWN_PHRASES = new Set([
  ...GENERAL_PHRASES,
  ...Object.values(FIELD_PHRASES).flatMap((words) => [...list(words)]),
]);

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
  'continuous integration': 'ci/cd',
  'continuous delivery': 'ci/cd',
  'continuous deployment': 'ci/cd',
  ci: 'ci/cd',
  'c sharp': 'c#',
  'google cloud platform (gcp)': 'gcp',
  'machine-learning': 'machine learning',
  'large language model': 'llm',
  'large language models': 'llm',
  'gen ai': 'generative ai',
  genai: 'generative ai',
  'apache kafka': 'kafka',
  'apache spark': 'spark',
  'apache airflow': 'airflow',
  'google bigquery': 'bigquery',
  'amazon redshift': 'redshift',
  'microsoft azure': 'azure',
  'ms excel': 'excel',
  'ms office': 'microsoft office',
  sfdc: 'salesforce',
  ror: 'ruby on rails',
  'unit tests': 'unit testing',
  'unit test': 'unit testing',
  'a/b test': 'a/b testing',
  'ab testing': 'a/b testing',
  'search engine optimization': 'seo',
  'search engine optimisation': 'seo',
  'search engine marketing': 'sem',
  'customer relationship management': 'crm',
  'enterprise resource planning': 'erp',
  ui: 'user interface',
  cx: 'customer experience',
  arr: 'annual recurring revenue',
  mrr: 'monthly recurring revenue',
  gtm: 'go-to-market',
  forecasting: 'forecast',
  budgeting: 'budget',
  modelling: 'modeling',
  'financial model': 'financial modeling',
  'financial modelling': 'financial modeling',
  'financial planning and analysis': 'fp&a',
  'generally accepted accounting principles': 'gaap',
  'certified public accountant': 'cpa',
  rn: 'registered nurse',
  'med-surg': 'medical-surgical',
  'med surg': 'medical-surgical',
  ehr: 'electronic health records',
  emr: 'electronic medical records',
  'care plan': 'care plans',
  'care planning': 'care plans',
  'basic life support': 'bls',
  'advanced cardiovascular life support': 'acls',
  'iv therapy': 'iv therapy',
  'intravenous therapy': 'iv therapy',
  'site reliability': 'sre',
  'site reliability engineering': 'sre',
  'site reliability engineer': 'sre',
  'service level agreement': 'sla',
  'service level objective': 'slo',
  'key performance indicator': 'kpi',
  'ui/ux': 'user experience',
  'ux/ui': 'user experience',
  'ux design': 'user experience design',
  'ux designer': 'user experience designer',
  'ui design': 'user interface design',
  'ux research': 'user research',
  a11y: 'accessibility',
  wireframing: 'wireframes',
  prototyping: 'prototypes',
  'journey mapping': 'journey maps',
  'customer satisfaction': 'csat',
  'customer satisfaction score': 'csat',
  'net promoter score': 'nps',
  aht: 'average handle time',
  wfm: 'workforce management',
  'freight forwarder': 'freight forwarding',
  'cycle counting': 'cycle counts',
  'transportation management system': 'tms',
  'warehouse management system': 'wms',
  'third-party logistics': '3pl',
  'supply chain management': 'supply chain',
  hr: 'human resources',
  'human resources information system': 'hris',
  'applicant tracking system': 'ats',
  'candidate sourcing': 'sourcing',
  'talent sourcing': 'sourcing',
  'source candidates': 'sourcing',
  'full-cycle recruitment': 'full-cycle recruiting',
  'end-to-end recruiting': 'full-cycle recruiting',
  'learning management system': 'lms',
  'individualized education program': 'iep',
  'english as a second language': 'esl',
  'computer-aided design': 'cad',
  'anti-money laundering': 'aml',
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
  html5 css3 sass tailwind nextjs nuxt remix redux jquery bootstrap express nestjs fastapi laravel
  symfony perl bash powershell shell haskell elixir erlang clojure lua dart flutter objective-c
  matlab sas spss stata julia fortran cobol assembly solidity webassembly wasm unity unreal
  dynamodb cassandra neo4j sqlite oracle mariadb couchbase supabase firebase redshift databricks
  synapse fivetran stitch segment amplitude mixpanel heap metabase superset qlik sisense alteryx
  powerbi dashboard dashboards etl elt lakehouse
  statistics regression econometrics probability mathematics economics finance physics
  kinesis sqs sns lambda ec2 s3 cloudformation pulumi helm istio nginx apache argocd circleci
  travisci github gitlab bitbucket splunk newrelic sentry pagerduty opentelemetry jaeger
  openai langchain huggingface keras xgboost lightgbm opencv spacy nltk llms
  oauth saml sso jwt tls pci owasp soc2 iso27001 nist fedramp sox
  jira confluence asana trello notion monday clickup smartsheet miro figma sketch invision zeplin
  photoshop illustrator indesign canva premiere aftereffects
  hubspot marketo pardot mailchimp klaviyo braze iterable semrush ahrefs moz hootsuite sprinklr
  wordpress shopify webflow contentful drupal magento woocommerce
  instagram tiktok youtube linkedin facebook twitter pinterest snapchat reddit
  seo sem ppc roas roi cac ltv ctr cpc cpm kpi kpis okrs campaign campaigns branding ecommerce e-commerce
  salesforce zendesk intercom gong outreach salesloft zoominfo apollo netsuite quickbooks xero
  workday sage oracle bloomberg factset capiq hyperion anaplan adaptive
  prospecting quota quotas territory b2b b2c saas paas iaas smb mid-market
  upselling cross-selling renewals closing demos demo meddic meddpicc
  presentation presentations negotiating
  gaap ifrs cpa cfa cma cia frm fp&a reconciliation reconciliations audit auditing tax payroll
  valuation dcf lbo m&a p&l budgets forecasts modeling
  nursing rn lpn lvn cna np bsn adn msn dnp nclex bls acls pals nrp tncc cpr
  telemetry triage phlebotomy epic cerner meditech medications medication charting ventilator
  icu picu nicu pacu med-surg medical-surgical oncology pediatrics geriatrics cardiology
  obstetrics orthopedics dialysis hospice
  pmp csm cissp cisa cism comptia ccna ccnp itil lean
  monitoring alerting logging tracing networking runbooks postmortems virtualization
  containerization troubleshooting cloudwatch nagios zabbix vmware eks gke aks argo
  siem crowdstrike okta nessus qualys wireshark oscp ceh security+ giac
  mlflow kubeflow sagemaker onnx cuda wandb embeddings dask polars duckdb flink
  prototypes wireframes personas storyboards accessibility wcag usability typography illustration
  framer protopie axure balsamiq hotjar fullstory invision
  csat nps escalations de-escalation macros freshdesk gorgias kustomer helpscout servicenow
  talkdesk aircall bilingual omnichannel
  logistics procurement inventory incoterms 3pl wms tms edi apics cscp cltd cpim cpsm
  kaizen 5s hazmat
  sourcing offboarding hris ats ashby workable icims taleo jobvite smartrecruiters bamboohr ukg
  kronos adp paychex gusto rippling paycom paylocity successfactors shrm shrm-cp shrm-scp phr sphr
  aphr fmla ada flsa cobra osha erisa i-9
  bookkeeping accruals blackline expensify
  litigation westlaw lexisnexis clio aml kyc ccpa
  venipuncture ekg ecg pharmacology radiology ultrasound cpt icd-10 hcpcs athenahealth eclinicalworks
  iep ieps esl ell tesol tefl lms moodle
  autocad revit solidworks catia ansys plc scada hvac procore primavera bluebeam gmp cnc cad
  prince2 waterfall
`);

/** Spoken languages, as a posting names one a hire speaks ("Polish is a plus", "bilingual Spanish"). */
export const SPOKEN_LANGUAGES = list(`
  spanish french german dutch portuguese italian mandarin cantonese chinese japanese korean arabic
  hindi urdu bengali punjabi russian ukrainian polish vietnamese tagalog hmong somali haitian creole
  farsi persian amharic swahili greek hebrew turkish armenian khmer lao thai asl
`);

/**
 * Names that are skills only when written with a capital ("Epic" the health record, "Excel", "Go"),
 * since in lower case they are ordinary words ("an epic", "excel at", "go").
 */
export const CAPITALISED_SKILLS = list(`
  epic excel go rust swift spark access word outlook looker sketch notion monday apollo gong
  outreach segment heap stitch adaptive sage oracle lean unity helm lambda
  greenhouse lever canvas blackboard storyline maze articulate concur
  spanish french german dutch portuguese italian mandarin cantonese japanese korean arabic hindi
  russian polish vietnamese tagalog
`);

/**
 * Roles a posting names in its title: "Senior Software Engineer" asks for a software engineer, and a
 * role phrase is read as a term. The head nouns of such titles.
 */
export const ROLE_NOUNS = list(`
  engineer developer programmer architect administrator analyst scientist designer manager director
  executive representative specialist consultant coordinator accountant auditor controller nurse
  technician technologist therapist pharmacist physician assistant officer strategist
  writer editor marketer recruiter advisor planner researcher teacher instructor paralegal
  attorney economist statistician actuary underwriter bookkeeper clerk agent buyer producer tester
  generalist supervisor owner sourcer copywriter educator tutor counselor librarian dispatcher
  scheduler inspector estimator superintendent mechanic electrician machinist operator
  investigator adjuster appraiser teller lawyer counsel dietitian
  psychologist worker hygienist paramedic photographer videographer animator
`);

/**
 * The practice a role noun names: a "Product Designer" does product design, a "Project Manager"
 * project management. A resume's job title shows the practice the posting may ask for.
 */
export const ROLE_PRACTICES: Readonly<Record<string, string>> = {
  designer: 'design',
  developer: 'development',
  engineer: 'engineering',
  programmer: 'programming',
  architect: 'architecture',
  administrator: 'administration',
  analyst: 'analysis',
  scientist: 'science',
  manager: 'management',
  recruiter: 'recruiting',
  marketer: 'marketing',
  accountant: 'accounting',
  consultant: 'consulting',
  writer: 'writing',
  editor: 'editing',
  researcher: 'research',
  planner: 'planning',
  strategist: 'strategy',
  tester: 'testing',
  teacher: 'teaching',
  nurse: 'nursing',
};

/** Words before a role that say its seniority, not the job: "Senior", "Lead", "II". */
export const SENIORITY_WORDS = list(`
  senior junior lead staff principal sr sr. jr jr. ii iii iv entry-level mid-level associate chief head
`);

/**
 * Benefits and equal-opportunity wording: what every posting promises, never what this job asks.
 * A sentence with an equal-opportunity phrase, or two of these words, is left out whole.
 */
export const BOILERPLATE_WORDS = list(`
  insurance medical dental vision health healthcare life 401k 401(k) 403b 403(b) pto pension retirement
  parental maternity paternity leave vacation holiday holidays sick stipend reimbursement tuition
  allowance commuter wellness gym perks perk discount discounts commission uncapped equity stock
  options espp rsu rsus relocation unlimited generous hybrid onsite on-site hours schedule schedules
  shift shifts nights weekends paid bonus sign-on compensation pay salary
  equal opportunity eeo eoe affirmative discriminate discrimination diversity diverse inclusion
  inclusive race color colour religion sex gender identity expression sexual orientation national
  origin age marital status veteran veterans disability disabilities protected pregnancy genetic
  ancestry citizenship consideration regard accommodation accommodations minorities women
`);

/** Phrases that mark an equal-opportunity or benefits sentence, which is left out whole. */
export const BOILERPLATE_SENTENCE =
  /equal (?:employment )?opportunit|discriminat|without regard|regardless of|affirmative action|protected (?:veteran|class|status)|encouraged to apply|reasonable accommodation|e-?verify|what we offer|benefits (?:include|package)|\b(?:401|403)\s*\(?[kb]\)?/i;

/**
 * Places: US states, large cities, countries and regions, which are never a requirement. Not the
 * names national bodies carry ("Weightlifting Australia") nor a market asked for ("sourcing from
 * Asia"): those stay out of the list.
 */
export const PLACES = list(`
  alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho
  illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota
  mississippi missouri montana nebraska nevada hampshire jersey mexico york carolina dakota ohio
  oklahoma oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin wyoming
  denver boulder austin dallas houston seattle portland chicago boston atlanta miami orlando tampa
  phoenix tucson columbus cleveland cincinnati detroit minneapolis milwaukee nashville memphis
  charlotte raleigh durham richmond baltimore philadelphia pittsburgh brooklyn manhattan francisco
  oakland sacramento angeles diego jose antonio vegas orleans louis indianapolis omaha albuquerque
  tulsa boise spokane anchorage honolulu salem madison lansing hartford providence newark jacksonville
  usa america canada toronto vancouver montreal london dublin berlin paris amsterdam madrid lisbon
  mexico brazil india bangalore singapore tokyo sydney melbourne germany france spain ireland uk
  europe emea apac latam midwest northeast southeast southwest northwest pacific mountain central
  bay area tri-state dc d.c
  china vietnam japan korea taiwan bangladesh indonesia philippines thailand cambodia malaysia
  pakistan italy portugal netherlands belgium poland sweden norway denmark finland switzerland
  austria greece scotland wales england britain zealand africa nigeria kenya egypt israel
  colombia argentina chile peru appalachia appalachians rockies caribbean
`);

/** Two-letter state codes, read as places after a comma ("Austin, TX"). */
export const STATE_CODES = new Set(Object.keys(US_STATES).map((code) => code.toLowerCase()));

/** Words that mark a benefits sentence: two of them, and the sentence is a list of perks. */
export const BENEFIT_MARKERS =
  /\b(?:insurance|dental|vision|401\s*\(?k\)?|403\s*\(?b\)?|pto|paid time off|pension|parental|stipend|reimbursement|tuition|commuter|wellness|perks|discounts?|uncapped|commission|espp|relocation|vacation|holidays)\b/g;
