import { wordList } from './word-list';

/**
 * Words of section headings in English, French, German and Spanish, folded (lower case, no
 * accents). General resume vocabulary, written from how resumes are titled in these languages,
 * not from any one file. Most specific kind first: "Skills & Interests" is about skills,
 * "Volunteer Experience" about experience, "Education & Certifications" about education.
 */
export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'languages'
  | 'certifications'
  | 'awards'
  | 'publications'
  | 'links'
  | 'interests'
  | 'references'
  | 'coursework'
  | 'activities'
  | 'volunteering'
  | 'other';

export const HEADING_WORDS: [SectionKind, Set<string>][] = [
  [
    'skills',
    wordList(`
      skills skill technologies technology tools strengths competencies competences expertise
      proficiencies stack toolbox abilities capabilities
      competence savoir faire
      kenntnisse fahigkeiten fertigkeiten kompetenzen qualifikationen edv
      habilidades competencias conocimientos aptitudes destrezas herramientas`),
  ],
  [
    'education',
    wordList(`
      education academic academics qualifications degrees schooling studies
      formation formations etudes diplomes scolarite cursus
      ausbildung bildung bildungsweg studium schulbildung hochschulbildung
      educacion formacion estudios titulaciones academica`),
  ],
  ['projects', wordList('projects project portfolio projets projet projekte projekt proyectos proyecto')],
  [
    'experience',
    wordList(`
      experience experiences employment work career involvement leadership
      internships internship positions appointments research jobs
      emplois emploi parcours stages
      berufserfahrung erfahrung erfahrungen werdegang berufspraxis praktika taetigkeiten
      tatigkeiten
      experiencia experiencias trayectoria empleo empleos practicas`),
  ],
  // After experience: "Volunteer Experience" lists jobs; "Volunteering" alone is a section of its own.
  ['volunteering', wordList('volunteer volunteering benevolat ehrenamt voluntariado')],
  [
    'summary',
    wordList(`
      summary profile about objective objectives overview statement introduction bio biography
      synopsis highlights
      profil propos objectif presentation
      zusammenfassung kurzprofil uber ziel
      perfil resumen sobre objetivo extracto`),
  ],
  [
    'certifications',
    wordList(`
      certifications certification certificates certificate licenses licences credentials
      accreditations training trainings
      certificats attestations
      zertifikate zertifizierungen weiterbildung weiterbildungen fortbildungen lizenzen
      certificaciones certificados cursos licencias`),
  ],
  [
    'awards',
    wordList(`
      awards award honors honours achievements accomplishments distinctions scholarships
      prix recompenses realisations
      auszeichnungen preise erfolge
      premios reconocimientos logros becas`),
  ],
  [
    'publications',
    wordList(`
      publications publication papers patents talks presentations conferences
      veroffentlichungen vortrage publikationen
      publicaciones ponencias conferencias`),
  ],
  ['languages', wordList('languages language langues sprachen sprachkenntnisse idiomas lenguas')],
  [
    'links',
    wordList(`
      links profiles contact contacts social online websites
      liens coordonnees kontakt kontaktdaten enlaces contacto redes`),
  ],
  [
    'interests',
    wordList(`
      interests hobbies passions
      interets interet loisirs
      interessen freizeit hobbys
      intereses aficiones pasatiempos`),
  ],
  ['references', wordList('references referees referenzen referencias')],
  ['coursework', wordList('coursework courses cours kurse asignaturas')],
  [
    'activities',
    wordList(`
      activities extracurricular extracurriculars affiliations memberships organizations
      societies service
      activites associations engagements
      aktivitaten mitgliedschaften engagement
      actividades asociaciones`),
  ],
];

/** Words that only qualify a heading ("Relevant Work Experience", "Expérience professionnelle"). */
export const HEADING_QUALIFIERS = wordList(`
  and of my other relevant professional technical key core selected additional personal history
  work on campus community industry teaching related computer programming soft hard areas area
  recent previous prior me the in experience information details software development digital
  main notable honorary extra curricular academic spoken foreign human interpersonal it general
  qualification a at glance background
  et de des du d la le les mes professionnelle professionnel professionnels professionnelles
  techniques cles principales principaux complementaires centres centre academique academiques
  universitaire informatiques personnelles linguistiques diverses autres
  und der die das zur zu mich meine berufliche beruflicher beruflichen personliche personliches
  fachliche fachkenntnisse technische weitere sonstige akademische
  y del los las mi mis profesional laboral laborales tecnicas tecnicos otros otras academica
  academicos complementaria personales informaticos
`);

/**
 * Labels of single contact details ("Email", "Téléphone", "Dirección"): inside a Contact section
 * they name the value under them and are not headings of their own.
 */
export const CONTACT_LABELS = wordList(`
  email e-mail mail phone telephone tel mobile cell address location linkedin github gitlab website
  web portfolio homepage blog twitter mastodon x skype behance dribbble medium kaggle orcid
  researchgate stackoverflow xing
  courriel portable adresse site
  telefon handy anschrift wohnort webseite
  correo telefono movil direccion ubicacion sitio
`);
