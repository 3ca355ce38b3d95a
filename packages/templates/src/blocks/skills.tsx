/** @jsxRuntime automatic */
import { Text, View } from '@react-pdf/renderer';
import type { ResumeView, SkillItem } from '@resume/core';
import { Fragment } from 'react';
import { Section } from './section';
import { shownHeading } from './sections';
import { useTheme } from './theme';

/**
 * How a template shows skills. The level is always written as a word (parsers and screen readers
 * cannot read a bar); bars and chips are decoration next to it.
 */
export type SkillsDisplay = 'inline' | 'chips' | 'grid' | 'bars';

function InlineSkills({ skills }: { skills: SkillItem[] }) {
  const { styles, options } = useTheme();
  return (
    <Text style={styles.inlineList}>
      {skills.map((skill, index) => (
        <Fragment key={index}>
          {index > 0 ? options.separator : ''}
          {skill.name}
          {skill.level ? <Text style={styles.muted}>{` (${skill.level})`}</Text> : null}
        </Fragment>
      ))}
    </Text>
  );
}

function SkillChips({ skills }: { skills: SkillItem[] }) {
  const { styles } = useTheme();
  return (
    <View style={styles.chipList}>
      {skills.map((skill, index) => (
        <View key={index} style={styles.chip} wrap={false}>
          <Text style={styles.inlineList}>
            {skill.name}
            {skill.level ? <Text style={styles.muted}>{` · ${skill.level}`}</Text> : null}
          </Text>
        </View>
      ))}
    </View>
  );
}

function SkillGrid({ skills }: { skills: SkillItem[] }) {
  const { styles } = useTheme();
  return (
    <View style={styles.skillGrid}>
      {skills.map((skill, index) => (
        <View key={index} style={styles.skillCell} wrap={false}>
          <Text style={styles.entryOrg}>{skill.name}</Text>
          {skill.level ? <Text style={styles.caption}>{skill.level}</Text> : null}
        </View>
      ))}
    </View>
  );
}

function SkillBars({ skills }: { skills: SkillItem[] }) {
  const { styles } = useTheme();
  return (
    <View>
      {skills.map((skill, index) => (
        <View key={index} wrap={false}>
          <View style={styles.entryHeadRow}>
            <Text style={styles.entryOrg}>{skill.name}</Text>
            {skill.level ? <Text style={styles.caption}>{skill.level}</Text> : null}
          </View>
          {skill.share > 0 ? (
            <View style={styles.skillBarTrack}>
              <View style={[styles.skillBarFill, { width: `${skill.share * 100}%` }]} />
            </View>
          ) : (
            <View style={{ height: 5 }} />
          )}
        </View>
      ))}
    </View>
  );
}

const DISPLAYS = { inline: InlineSkills, chips: SkillChips, grid: SkillGrid, bars: SkillBars };

export function SkillsSection({ resume, display }: { resume: ResumeView; display: SkillsDisplay }) {
  const heading = shownHeading(resume, 'skills');
  if (resume.skills.length === 0 || !heading) return null;
  const Skills = DISPLAYS[display];
  return (
    <Section title={heading}>
      <Skills skills={resume.skills} />
    </Section>
  );
}
