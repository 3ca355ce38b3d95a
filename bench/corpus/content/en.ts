/** English: names, places and headings of resumes from the US, the UK, Canada and Australia. */
import type { LanguagePack } from './pack';
import { EN_FIELDS } from './en-fields';

export const EN: LanguagePack = {
  lang: 'en',
  firstNames: [
    'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Elijah', 'Isabella', 'James', 'Mia',
    'Benjamin', 'Harper', 'Lucas', 'Amelia', 'Henry', 'Evelyn', 'Theodore', 'Priya', 'Arjun', 'Mei',
    'Wei', 'Fatima', 'Omar', 'Aaliyah', 'DeShawn', 'Keisha', 'Jamal', 'Siobhan', 'Connor', 'Aoife',
    'Hamish', 'Grace', 'Samuel', 'Chloe', 'Nathan', 'Zoe', 'Ravi', 'Ananya', 'Kwame', 'Ngozi', 'Diego',
    'Camila', 'Hiroshi', 'Yuki', 'Tariq', 'Leah', 'Marcus', 'Tanya', 'Caleb', 'Brianna', 'Logan',
    'Madison', 'Ethan', 'Hannah', 'Owen', 'Abigail', 'Tyler', 'Jasmine', 'Rachel', 'Kevin', 'Lauren',
  ],
  lastNames: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
    'Hernandez', 'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
    'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
    'Wright', 'Scott', 'Nguyen', 'Patel', 'Chen', 'Kim', "O'Brien", 'McAllister', 'Okafor', 'Mensah',
    'Fitzgerald', 'Sullivan', 'Campbell', 'Murphy', 'Reyes', 'Bennett', 'Foster', 'Hughes', 'Kowalski',
    'Sharma', 'Iyer', 'Tanaka', 'Abernathy', 'Delacroix', 'Van der Berg', 'Ahmed', 'Haddad', 'Price',
    'Brooks', 'Coleman', 'Jenkins', 'Perry', 'Russell', 'Griffin', 'Hayes', 'Myers', 'Ford',
  ],
  places: [
    'Denver, CO', 'Austin, TX', 'Columbus, OH', 'Portland, OR', 'Raleigh, NC', 'Madison, WI',
    'Tampa, FL', 'Sacramento, CA', 'Pittsburgh, PA', 'Boise, ID', 'Richmond, VA', 'Omaha, NE',
    'Minneapolis, MN', 'Kansas City, MO', 'Albany, NY', 'Tucson, AZ', 'Nashville, TN', 'Spokane, WA',
    'New York, NY', 'Chicago, IL', 'Seattle, WA', 'Atlanta, GA', 'Boston, MA', 'San Diego, CA',
    'Leeds, UK', 'Bristol, United Kingdom', 'Manchester, UK', 'Glasgow, Scotland', 'Cardiff, Wales',
    'Toronto, ON', 'Calgary, Alberta', 'Halifax, NS', 'Vancouver, BC', 'Melbourne, VIC',
    'Brisbane, Australia', 'Perth, WA', 'Auckland, New Zealand', 'Dublin, Ireland',
  ],
  phone: (digits) =>
    [
      `(${digits().slice(0, 3)}) 555-01${digits().slice(0, 2)}`,
      `${digits().slice(0, 3)}-555-01${digits().slice(0, 2)}`,
      `+1 ${digits().slice(0, 3)} 555 01${digits().slice(0, 2)}`,
      `07700 900${digits().slice(0, 3)}`,
      `+44 7700 900${digits().slice(0, 3)}`,
      `${digits().slice(0, 3)}.555.01${digits().slice(0, 2)}`,
    ][Number(digits().slice(0, 1)) % 6]!,
  schools: [
    'University of Colorado Boulder', 'Ohio State University', 'Portland State University',
    'North Carolina State University', 'University of Wisconsin–Madison', 'University of South Florida',
    'California State University, Sacramento', 'University of Pittsburgh', 'Boise State University',
    'Virginia Commonwealth University', 'University of Nebraska Omaha', 'University of Minnesota',
    'Georgia Institute of Technology', 'Boston University', 'San Diego State University',
    'University of Leeds', 'University of Bristol', 'University of Manchester', 'University of Glasgow',
    'University of Toronto', 'University of Calgary', 'Dalhousie University', 'University of Melbourne',
    'Trinity College Dublin', 'Red Rocks Community College', 'Austin Community College',
    'Columbus State Community College', 'Lincoln Tech', 'Western Governors University',
    'Rutgers University', 'Temple University', 'Purdue University', 'Arizona State University',
  ],
  highSchools: ['Lincoln High School', 'Westview High School', 'Central High School', 'St. Mary’s Academy'],
  headings: {
    summary: ['Summary', 'Professional Summary', 'Profile', 'About Me', 'Career Objective', 'Objective', 'Career Summary'],
    experience: [
      'Experience', 'Work Experience', 'Professional Experience', 'Employment History', 'Work History',
      'Relevant Experience', 'Career History', 'Employment',
    ],
    education: ['Education', 'Education & Training', 'Academic Background', 'Qualifications', 'Education and Certifications'],
    skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Key Skills', 'Areas of Expertise', 'Skills & Tools'],
    languages: ['Languages', 'Language Skills'],
    projects: ['Projects', 'Selected Projects', 'Key Projects'],
    certifications: ['Certifications', 'Licenses & Certifications', 'Certificates', 'Licenses'],
  },
  spokenLanguages: [
    'Spanish (fluent)', 'French (intermediate)', 'German (basic)', 'Mandarin (native)', 'Hindi (native)',
    'Portuguese (conversational)', 'Arabic (professional)', 'Japanese (beginner)', 'English (native)',
  ],
  schoolDetails: [
    'GPA: 3.8/4.0', 'GPA 3.6', 'Magna Cum Laude', "Dean's List (6 semesters)", 'First Class Honours',
    'Thesis: Patient outcomes in rural clinics', 'Minor in Economics', 'Honors Program',
  ],
  fields: EN_FIELDS,
};
