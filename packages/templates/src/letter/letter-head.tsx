/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import { type ResumeView, SECTION_TITLES } from '@resume/core';
import type { ReactNode } from 'react';
import { ContactLine, ContactList, FullName, Headline, StackedHeader } from '../blocks/header';
import { Section } from '../blocks/section';
import { type Style, useTheme } from '../blocks/theme';
import { letterHeadOf } from './letter-design';

/** The hairline under a letterhead, in the template's own rule: its colour and weight. */
function HeadRule() {
  const { tokens } = useTheme();
  return <View style={{ borderBottomWidth: 0.75, borderBottomColor: tokens.colors.rule, marginTop: 10 }} />;
}

/** Elegant's headings sit between hairlines: its letterhead ends on a short centred one. */
function CentredHairline() {
  const { tokens } = useTheme();
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'center', marginTop: 12 }}>
      <View style={{ width: 72, borderBottomWidth: 0.5, borderBottomColor: tokens.colors.rule }} />
    </View>
  );
}

/**
 * A letter page's content in one template's design: the resume's header exactly as that template
 * draws it (band, rules, side column and all), then the letter's body.
 */
export function LetterPageContent({
  template,
  resume,
  children,
}: {
  template: string;
  resume: ResumeView;
  children: ReactNode;
}) {
  const { tokens } = useTheme();
  const head = letterHeadOf(template);
  const hasHeader = Boolean(resume.name || resume.title || resume.contacts.length);
  switch (head.kind) {
    case 'band': {
      const { margins } = tokens;
      // As the modern resume: the accent band bleeds to the paper's edges, the text white on it.
      const band: Style = {
        backgroundColor: tokens.colors.accent,
        marginTop: -margins.top,
        marginHorizontal: -margins.left,
        paddingHorizontal: margins.left,
        paddingTop: 30,
        paddingBottom: 18,
        marginBottom: 2,
      };
      return (
        <>
          {hasHeader ? <StackedHeader resume={resume} style={band} /> : null}
          {children}
        </>
      );
    }
    case 'ruled':
      // As the executive resume: the header over a heavy rule in the accent colour.
      return (
        <>
          <StackedHeader
            resume={resume}
            style={{
              borderBottomWidth: head.weight,
              borderBottomColor: tokens.colors.accent,
              paddingBottom: 12,
            }}
          />
          {children}
        </>
      );
    case 'split':
      // As the compact resume: name and headline on one line, the contacts under them over a rule.
      return (
        <>
          <View>
            <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}>
              <FullName name={resume.name} />
              <Headline title={resume.title} style={{ paddingBottom: 2 }} />
            </View>
            <ContactLine contacts={resume.contacts} />
          </View>
          {children}
        </>
      );
    case 'side-column':
      return (
        <SideColumnLetter resume={resume} head={head}>
          {children}
        </SideColumnLetter>
      );
    default:
      return (
        <>
          <StackedHeader resume={resume} />
          {head.end === 'rule' && hasHeader ? <HeadRule /> : null}
          {head.end === 'hairline' && hasHeader ? <CentredHairline /> : null}
          {children}
        </>
      );
  }
}

/**
 * As the sidebar resume: a tinted column on the left with the contacts, the name and headline at
 * the top of the main column, and the letter under them. The main column comes first in reading
 * order (row-reverse draws it on the right), as in the resume.
 */
function SideColumnLetter({
  resume,
  head,
  children,
}: {
  resume: ResumeView;
  head: Extract<ReturnType<typeof letterHeadOf>, { kind: 'side-column' }>;
  children: ReactNode;
}) {
  return (
    <View style={{ flexDirection: 'row-reverse' }}>
      <View style={{ width: `${100 - head.share}%`, paddingLeft: 24, paddingRight: 40 }}>
        <FullName name={resume.name} />
        <Headline title={resume.title} />
        {children}
      </View>
      <View style={{ width: `${head.share}%`, paddingLeft: 26, paddingRight: 18, marginTop: -14 }}>
        {resume.contacts.length > 0 ? (
          <Section title={SECTION_TITLES.contact}>
            <ContactList contacts={resume.contacts} />
          </Section>
        ) : null}
      </View>
    </View>
  );
}

/** The side column's tint, fixed behind every page of a side-column letter; nothing otherwise. */
export function LetterBackground({ template }: { template: string }) {
  const head = letterHeadOf(template);
  if (head.kind !== 'side-column') return null;
  return (
    <View
      fixed
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: 0,
        width: `${head.share}%`,
        backgroundColor: head.tint,
      }}
    />
  );
}
