/** @jsxRuntime automatic */
import { Text } from '@react-pdf/renderer';
import type { ResumeView } from '@resume/core';
import { SECTION_TITLES } from '@resume/core';
import { Fragment } from 'react';
import { Entry } from './entry';
import { LinkedText } from './header';
import { Section } from './section';
import { type EntryLayout, useTheme } from './theme';

/**
 * One component per resume section. Each renders nothing when the person left it empty, so
 * templates compose sections freely without checking.
 */
type SectionProps = { resume: ResumeView; layout?: EntryLayout };

export function SummarySection({ resume }: SectionProps) {
  const { styles } = useTheme();
  if (!resume.summary) return null;
  return (
    <Section title={SECTION_TITLES.summary}>
      <Text style={styles.paragraph}>{resume.summary}</Text>
    </Section>
  );
}

export function ExperienceSection({ resume, layout }: SectionProps) {
  if (resume.experience.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.experience}>
      {resume.experience.map((job, index) => (
        <Entry
          key={index}
          first={index === 0}
          head={{ title: job.jobTitle, org: job.company, place: job.place, dates: job.dates, layout }}
          description={job.description}
          bullets={job.achievements}
        />
      ))}
    </Section>
  );
}

export function EducationSection({ resume, layout }: SectionProps) {
  if (resume.education.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.education}>
      {resume.education.map((school, index) => (
        <Entry
          key={index}
          first={index === 0}
          head={{
            title: school.degree,
            org: school.institution,
            place: school.place,
            dates: school.dates,
            layout,
          }}
        />
      ))}
    </Section>
  );
}

export function CertificationsSection({ resume, layout }: SectionProps) {
  if (resume.certifications.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.certifications}>
      {resume.certifications.map((cert, index) => (
        <Entry
          key={index}
          first={index === 0}
          head={{ title: cert.name, org: cert.issuer, dates: cert.date, layout }}
        />
      ))}
    </Section>
  );
}

export function ProjectsSection({ resume, layout }: SectionProps) {
  if (resume.projects.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.projects}>
      {resume.projects.map((project, index) => (
        <Entry
          key={index}
          first={index === 0}
          head={{ title: project.name, org: project.url, orgHref: project.href, layout }}
          description={project.description}
        />
      ))}
    </Section>
  );
}

/** "English (Native) · German (C1)": short lists read best on one line. */
export function LanguagesSection({ resume }: SectionProps) {
  const { styles, options } = useTheme();
  if (resume.languages.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.languages}>
      <Text style={styles.inlineList}>
        {resume.languages.map((language, index) => (
          <Fragment key={index}>
            {index > 0 ? options.separator : ''}
            {language.name}
            {language.level ? <Text style={styles.muted}>{` (${language.level})`}</Text> : null}
          </Fragment>
        ))}
      </Text>
    </Section>
  );
}

export function LinksSection({ resume }: SectionProps) {
  const { styles } = useTheme();
  if (resume.links.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.links}>
      {resume.links.map((link, index) => (
        <Text key={index} style={styles.paragraph}>
          {link.label ? <Text style={styles.muted}>{`${link.label}: `}</Text> : null}
          <LinkedText href={link.href}>{link.url}</LinkedText>
        </Text>
      ))}
    </Section>
  );
}
