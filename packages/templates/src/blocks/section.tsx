/** @jsxRuntime automatic */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { useTheme } from './theme';

function Heading({ title }: { title: string }) {
  const { options, styles, tokens } = useTheme();
  const words = <Text style={styles.heading}>{title}</Text>;
  switch (options.headingDecoration) {
    case 'rule-below':
      return (
        <>
          {words}
          <View style={styles.headingRule} />
        </>
      );
    case 'bar':
      return (
        <View style={{ flexDirection: 'row', alignItems: 'center' }}>
          <View
            style={{
              width: 3,
              height: tokens.size,
              backgroundColor: tokens.colors.accentFill ?? tokens.colors.accent,
              marginRight: 6,
            }}
          />
          {words}
        </View>
      );
    case 'flanked':
      return (
        <View style={{ flexDirection: 'row', alignItems: 'center' }}>
          <View style={[styles.headingRule, { flexGrow: 1, marginTop: 0 }]} />
          <View style={{ paddingHorizontal: 10 }}>{words}</View>
          <View style={[styles.headingRule, { flexGrow: 1, marginTop: 0 }]} />
        </View>
      );
    default:
      return words;
  }
}

/**
 * A titled part of the resume. Callers render it only when it has content, so no heading is ever
 * printed over nothing. The section is one View, so react-pdf weighs what its heading keeps with
 * it (`minPresenceAhead`, measured over a node's following siblings) against this section alone: a
 * short last section that fits under the heading stays on the page instead of following the
 * next sections over. The gap above is a node of its own because react-pdf only moves a node
 * that has something before it in its container. The heading is unbreakable too: one that
 * overflows the page by a hair is otherwise split, skipping the presence check.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { styles, keepWithHeading } = useTheme();
  return (
    <View>
      <View style={styles.section} />
      <View style={styles.headingBox} minPresenceAhead={keepWithHeading} wrap={false}>
        <Heading title={title} />
      </View>
      {children}
    </View>
  );
}
