import { proseWords } from '../../text/words';
import { matchCase } from './verbs';

/**
 * Misspellings that turn up on resumes again and again, with their correction. A short list built
 * in, rather than a dictionary: it never flags a correct word, a name or a technology.
 */
const MISSPELLINGS: Readonly<Record<string, string>> = {
  managment: 'management',
  managament: 'management',
  mangement: 'management',
  acheived: 'achieved',
  acheive: 'achieve',
  acheivement: 'achievement',
  acheivements: 'achievements',
  achivement: 'achievement',
  achivements: 'achievements',
  responsibilites: 'responsibilities',
  responsibilties: 'responsibilities',
  responsiblities: 'responsibilities',
  responsable: 'responsible',
  recieved: 'received',
  recieve: 'receive',
  sucessful: 'successful',
  succesful: 'successful',
  successfull: 'successful',
  sucessfully: 'successfully',
  succesfully: 'successfully',
  experiance: 'experience',
  experiances: 'experiences',
  expereince: 'experience',
  enviroment: 'environment',
  enviroments: 'environments',
  developement: 'development',
  devlopment: 'development',
  developped: 'developed',
  implemention: 'implementation',
  implmented: 'implemented',
  maintainance: 'maintenance',
  maintenence: 'maintenance',
  occured: 'occurred',
  occurence: 'occurrence',
  seperate: 'separate',
  seperated: 'separated',
  accomodate: 'accommodate',
  accomodated: 'accommodated',
  comittee: 'committee',
  commited: 'committed',
  collegue: 'colleague',
  collegues: 'colleagues',
  begining: 'beginning',
  beleive: 'believe',
  calender: 'calendar',
  definately: 'definitely',
  independant: 'independent',
  knowlege: 'knowledge',
  knowledgable: 'knowledgeable',
  liason: 'liaison',
  neccessary: 'necessary',
  necessery: 'necessary',
  proffesional: 'professional',
  profesional: 'professional',
  proficent: 'proficient',
  recomended: 'recommended',
  reccomended: 'recommended',
  skils: 'skills',
  strenghts: 'strengths',
  stratergy: 'strategy',
  supervisior: 'supervisor',
  tranining: 'training',
  analitical: 'analytical',
  anaytical: 'analytical',
  communciation: 'communication',
  comunication: 'communication',
  comunications: 'communications',
  coordinted: 'coordinated',
  buisness: 'business',
  bussiness: 'business',
  excellant: 'excellent',
  oppurtunity: 'opportunity',
  oportunity: 'opportunity',
  perfomance: 'performance',
  preformance: 'performance',
  requirments: 'requirements',
  reponsible: 'responsible',
  sucess: 'success',
  techincal: 'technical',
  tecnical: 'technical',
  teh: 'the',
  wich: 'which',
};

export type Misspelling = { word: string; correction: string };

export function misspellings(text: string): Misspelling[] {
  const found: Misspelling[] = [];
  for (const word of proseWords(text)) {
    const correction = MISSPELLINGS[word.toLowerCase()];
    if (correction && correction !== word.toLowerCase()) {
      found.push({ word, correction: matchCase(word, correction) });
    }
  }
  return found;
}
