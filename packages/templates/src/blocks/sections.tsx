/** @jsxRuntime automatic */
import { Text } from '@react-pdf/renderer';
import {
  type BuiltInSection,
  type CustomSectionItem,
  isSectionHidden,
  type ResumeView,
  SECTION_TITLES,
  sectionHeading,
} from '@resume/core';
import { Fragment } from 'react';
import { Entry } from './entry';
import { ContactList, LinkedText } from './header';
import { Section } from './section';
import { type EntryLayout, useTheme } from './theme';

/**
 * One component per resume section. Each renders nothing when the person left it empty or hid it,
 * and prints the person's heading for it (rules/section-layout.ts), so templates compose sections
 * freely without checking. SectionList puts them in the person's order.
 */
type SectionProps = { resume: ResumeView; layout?: EntryLayout };

/** The heading a section prints under, or null when the person hid it. */
export function shownHeading(resume: Pick<ResumeView, 'sections'>, key: BuiltInSection): string | null {
  return isSectionHidden(resume, key) ? null : sectionHeading(resume, key);
}

export function SummarySection({ resume }: SectionProps) {
  const { styles } = useTheme();
  const heading = shownHeading(resume, 'summary');
  if (!resume.summary || !heading) return null;
  return (
    <Section title={heading}>
      <Text style={styles.paragraph}>{resume.summary}</Text>
    </Section>
  );
}

export function ExperienceSection({ resume, layout }: SectionProps) {
  const heading = shownHeading(resume, 'experience');
  if (resume.experience.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
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
  const heading = shownHeading(resume, 'education');
  if (resume.education.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
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
  const heading = shownHeading(resume, 'certifications');
  if (resume.certifications.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
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
  const heading = shownHeading(resume, 'projects');
  if (resume.projects.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
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
  const heading = shownHeading(resume, 'languages');
  if (resume.languages.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
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
  const heading = shownHeading(resume, 'links');
  if (resume.links.length === 0 || !heading) return null;
  return (
    <Section title={heading}>
      {resume.links.map((link, index) => (
        <Text key={index} style={styles.paragraph}>
          {link.label ? <Text style={styles.muted}>{`${link.label}: `}</Text> : null}
          <LinkedText href={link.href}>{link.url}</LinkedText>
        </Text>
      ))}
    </Section>
  );
}

/** The contacts one per line under a "Contact" heading: a two-column template's side column. */
export function ContactSection({ resume }: Pick<SectionProps, 'resume'>) {
  if (resume.contacts.length === 0) return null;
  return (
    <Section title={SECTION_TITLES.contact}>
      <ContactList contacts={resume.contacts} />
    </Section>
  );
}

/** A section of the person's own: its entries laid out as positions are. Nothing without entries. */
export function CustomSection({
  section,
  heading,
  layout,
}: {
  section: CustomSectionItem;
  heading: string;
  layout?: EntryLayout;
}) {
  if (section.entries.length === 0) return null;
  return (
    <Section title={heading}>
      {section.entries.map((entry, index) => (
        <Entry
          key={index}
          first={index === 0}
          head={{ title: entry.title, org: entry.subtitle, place: entry.place, dates: entry.dates, layout }}
          description={entry.description}
          bullets={entry.bullets}
        />
      ))}
    </Section>
  );
}
