/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import type { ResumeView } from '@resume/core';
import type { ReactNode } from 'react';
import { StackedHeader } from '../blocks/header';
import { useTheme } from '../blocks/theme';
import { CompactHeader } from '../templates/compact';
import { CreativeColumns } from '../templates/creative';
import { ExecutiveHeader } from '../templates/executive';
import { ModernHeader } from '../templates/modern';
import { SidebarColumns, SidebarTint } from '../templates/sidebar';
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
 * draws it (band, rules, side column and all: the template's own header component), then the
 * letter's body.
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
  const head = letterHeadOf(template);
  const hasHeader = Boolean(resume.name || resume.title || resume.contacts.length);
  switch (head.kind) {
    case 'band':
      return (
        <>
          <ModernHeader resume={resume} />
          {children}
        </>
      );
    case 'ruled':
      return (
        <>
          <ExecutiveHeader resume={resume} />
          {children}
        </>
      );
    case 'split':
      return (
        <>
          <CompactHeader resume={resume} />
          {children}
        </>
      );
    case 'side-column':
      // The letter takes the place of the main column's sections; the side column holds the contacts.
      return <SidebarColumns resume={resume} main={children} />;
    case 'ruled-columns':
      return <CreativeColumns resume={resume} main={children} />;
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

/** The side column's tint, fixed behind every page of a side-column letter; nothing otherwise. */
export function LetterBackground({ template }: { template: string }) {
  return letterHeadOf(template).kind === 'side-column' ? <SidebarTint /> : null;
}
