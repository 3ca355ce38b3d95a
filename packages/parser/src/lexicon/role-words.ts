import { lexiconWords } from '@resume/core';
import { wordList } from './word-list';

/**
 * Words that tell a job title from an organisation, and a degree from a school, in English,
 * French, German and Spanish, folded (lower case, no accents). General vocabulary of job titles'
 * head nouns, organisation suffixes and degree names, not taken from any one resume.
 */
export const TITLE_WORDS = wordList(`
  engineer engineering developer programmer manager intern internship assistant associate analyst
  consultant director president vp svp evp ceo cto cfo coo cio cmo founder co-founder cofounder
  lead leader head chief officer specialist scientist researcher fellow member volunteer coach
  designer architect administrator coordinator teacher tutor instructor professor lecturer editor
  writer owner partner chair chairman chairperson representative technician contributor staff
  student trainee apprentice supervisor executive principal advisor adviser counselor counsellor
  nurse accountant attorney lawyer paralegal clerk cashier agent operator mentor organizer
  ambassador captain treasurer secretary producer strategist marketer recruiter sre devops qa
  tester sde swe mts senior junior sr jr postdoc postdoctoral physician therapist pharmacist
  auditor bookkeeper receptionist barista waiter waitress driver mechanic electrician planner buyer
  inspector investigator scrum product graduate ta ra gta worker hostess host  ingenieur ingenieure developpeur developpeuse chef cheffe responsable directeur directrice
  consultante stagiaire charge chargee gestionnaire conseiller conseillere technicien technicienne
  assistante analyste architecte enseignant enseignante formateur formatrice alternant alternante
  entwickler entwicklerin ingenieurin leiter leiterin berater beraterin werkstudent werkstudentin
  praktikant praktikantin geschaftsfuhrer geschaftsfuhrerin referent referentin sachbearbeiter
  sachbearbeiterin mitarbeiter mitarbeiterin teamleiter teamleiterin softwareentwickler
  softwareentwicklerin testerin
  desarrollador desarrolladora ingeniero ingeniera jefe jefa gerente directora consultor
  consultora becario becaria coordinador coordinadora tecnico tecnica asistente programador
  programadora profesora
  infirmier infirmiere avocat avocate juriste comptable educateur educatrice cuisinier cuisiniere
  serveur serveuse electricien electricienne plombier menuisier magasinier cariste chauffeur livreur
  logisticien logisticienne acheteur acheteuse graphiste redacteur redactrice vendeur vendeuse
  caissier caissiere receptionniste gouvernante pharmacien pharmacienne medecin aide-soignant
  aide-soignante sage-femme notaire greffier greffiere auditeur auditrice controleur controleuse
  commis agent agente employe employee ouvrier ouvriere maitre apprenti apprentie
  enfermero enfermera abogado abogada contador contadora contable maestro maestra profesor cocinero
  cocinera camarero camarera electricista fontanero carpintero soldador conductor conductora
  repartidor almacenista operario operaria auxiliar disenador disenadora redactor redactora
  vendedor vendedora cajero cajera recepcionista farmaceutico farmaceutica medico medica notario
  notaria auditora analista supervisor supervisora encargado encargada director gerenta oficial
  lehrer lehrerin lehrkraft erzieher erzieherin pfleger pflegerin arzt arztin jurist juristin
  nanny babysitter caregiver carer hand teller florist dependiente dependienta asesor asesora
  dispatcher
`);

/**
 * The last part of a German compound job title ("Softwarearchitekt", "Steuerfachangestellte",
 * "Pflegedienstleitung"), folded: a word ending in one of these is a title word.
 */
export const GERMAN_TITLE_HEADS = wordList(`
  leiter leiterin leitung meister meisterin fachmann fachfrau kaufmann kauffrau fachkraft lehrkraft
  hilfskraft angestellte angestellter referent referentin berater beraterin architekt architektin
  jurist juristin padagoge padagogin assistent assistentin ingenieur ingenieurin techniker
  technikerin mechaniker mechanikerin mechatroniker mechatronikerin elektroniker elektronikerin
  helfer helferin pfleger pflegerin lehrer lehrerin fahrer fahrerin erzieher erzieherin arzt arztin
  therapeut therapeutin entwickler entwicklerin gestalter gestalterin planer planerin prufer
  pruferin buchhalter buchhalterin disponent disponentin sprecher sprecherin anwalt anwaltin
  koch kochin wirt wirtin verkaufer verkauferin
`);

export const ORG_WORDS = wordList(`
  inc llc ltd corp corporation company co university college institute school academy lab labs
  laboratory laboratories group bank technologies systems solutions foundation organization
  organisation association agency hospital clinic studio studios center centre partners ventures
  capital consulting services gmbh plc llp ag society club council department ministry government
  holdings enterprises industries international global media network networks software games health
  healthcare pharma bureau office firm store restaurant cafe ymca nonprofit church museum library
  commission authority trust fund institution startup research  sa sas sarl societe groupe universite ecole lycee institut banque agence cabinet
  kg ug ev universitat hochschule schule gymnasium gesellschaft verband stiftung
  sl universidad escuela colegio instituto empresa banco fundacion asociacion grupo
  universidade faculdade escola universiteit hogeschool
  hotel hotels resort motel casino airline airlines airways pharmacy bakery salon
  family farm dairy ranch tienda tiendas viveros
`);

/** Degree names, any case ("Bachelor of Science", "MENG", "PhD", "Diplôme", "Licenciatura"). */
export const DEGREE_WORDS = wordList(`
  bachelor bachelors bachelor's master masters master's doctor doctorate phd mba bba bfa mfa msc
  bsc mphil dphil meng beng btech mtech associate associates associate's diploma certificate
  bcom mcom bca mca pgdm hsc ssc
  high_school secondary_school ged hnd a-level a-levels gcse baccalaureate laurea
  diplome licence doctorat bts dut baccalaureat
  diplom magister staatsexamen examen abitur ausbildung meisterbrief fachausweis efz zertifikat
  certificat deug dess certificado
  grado licenciatura maestria doctorado titulo
`);

/** Words that name a school. */
export const INSTITUTION_WORDS = wordList(`
  university college institute school academy polytechnic conservatory seminary faculty
  iit mit ucla uc nyu usc cmu epfl eth
  universite ecole institut academie polytechnique faculte lycee
  universitat hochschule akademie gymnasium fachhochschule
  universidad universita instituto escuela facultad colegio
  universidade faculdade escola politecnico universiteit hogeschool uniwersytet politechnika
`);

// Scores and tests over the lists above: a job title from an organisation, a degree from a school.

/** Short degree abbreviations only in capitals, so "be", "me" and "as" in prose do not count. */
const DEGREE_ABBREVIATION =
  /(?<![\p{L}])(B\.?\s?S|M\.?\s?S|B\.?\s?A|M\.?\s?A|B\.?\s?E|M\.?\s?E|A\.?\s?A|A\.?\s?S|J\.?\s?D|M\.?\s?D|LL\.?\s?[BM]|B\.?\s?Sc|M\.?\s?Sc|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?Eng|M\.?\s?Eng|B\.?\s?Com|M\.?\s?Com|B\.?\s?Ed|M\.?\s?Ed)\.?(?![\p{L}])/u;

/** A German compound whose last part names a role: "Steuerfachangestellte", "Softwarearchitekt". */
function isGermanCompoundTitle(word: string): boolean {
  for (let cut = 2; cut <= word.length - 4; cut++) if (GERMAN_TITLE_HEADS.has(word.slice(cut))) return true;
  return false;
}

/**
 * The folded words of a phrase. The line-role model asks titleScore, orgScore, isDegree and
 * isInstitution of the same line one after the other: folding it once serves all four.
 */
let lastFolded: { text: string; words: readonly string[] } = { text: '', words: [] };
function foldedWords(text: string): readonly string[] {
  if (lastFolded.text !== text) lastFolded = { text, words: lexiconWords(text) };
  return lastFolded.words;
}

const isTitleWord = (w: string) =>
  TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, '')) || isGermanCompoundTitle(w);

/** How strongly a phrase reads as a job title ("Senior Software Engineer"). */
export function titleScore(text: string): number {
  return foldedWords(text).filter(isTitleWord).length;
}

/** How strongly a phrase reads as an organisation ("Harbor Robot Learning Lab"). */
export function orgScore(text: string): number {
  return foldedWords(text).filter((w) => ORG_WORDS.has(w)).length;
}

/** Any word of the phrase, or two neighbouring words ("high school"), is in the list. */
function mentions(text: string, list: Set<string>): boolean {
  const words = foldedWords(text);
  return words.some((w, i) => list.has(w) || (i > 0 && list.has(`${words[i - 1]} ${w}`)));
}

export const isDegree = (text: string): boolean =>
  mentions(text, DEGREE_WORDS) || DEGREE_ABBREVIATION.test(text);
export const isInstitution = (text: string): boolean => mentions(text, INSTITUTION_WORDS);
