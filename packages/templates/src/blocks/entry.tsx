/** @jsxRuntime automatic */
import { Text, View } from '@react-pdf/renderer';
import { LinkedText } from './header';
import { type EntryLayout, useTheme } from './theme';

export type EntryHeadProps = {
  /** Job title, degree, certificate or project name. */
  title: string;
  /** Company, institution or issuer. */
  org?: string;
  /** Makes the organisation a link (projects print their URL here). */
  orgHref?: string;
  place?: string;
  dates?: string;
  layout?: EntryLayout;
};

function OrgLine({
  org = '',
  orgHref = '',
  place = '',
  prefix = '',
}: Omit<EntryHeadProps, 'title'> & { prefix?: string }) {
  const { styles, options } = useTheme();
  if (!org && !place) return null;
  return (
    <Text style={styles.entryOrg}>
      {prefix}
      {org ? <LinkedText href={orgHref}>{org}</LinkedText> : null}
      {org && place ? options.separator : ''}
      {place ? <Text style={styles.muted}>{place}</Text> : null}
    </Text>
  );
}

/**
 * Title, organisation, place and dates, always in that reading order whatever the arrangement,
 * and never split across pages (so a section heading above it is never left alone).
 */
export function EntryHead(props: EntryHeadProps) {
  const { styles, options } = useTheme();
  const { title, org, place, dates } = props;
  const layout = props.layout ?? options.entryLayout;
  const titleText = title ? <Text style={styles.entryTitle}>{title}</Text> : null;
  const datesText = dates ? <Text style={styles.entryMeta}>{dates}</Text> : null;

  if (layout === 'dates-below') {
    return (
      <View wrap={false}>
        {titleText}
        <OrgLine {...props} />
        {datesText}
      </View>
    );
  }
  if (layout === 'inline') {
    // "Title, Company · Place" on one line, dates at the right margin.
    const orgLine = org || place ? <OrgLine {...props} prefix={title ? ', ' : ''} /> : null;
    return (
      <View wrap={false} style={styles.entryHeadRow}>
        <Text style={[styles.entryHeadMain, styles.entryOrg]}>
          {title ? <Text style={styles.entryTitle}>{title}</Text> : null}
          {orgLine}
        </Text>
        {datesText ? <View style={styles.entryHeadAside}>{datesText}</View> : null}
      </View>
    );
  }
  return (
    <View wrap={false} style={styles.entryHeadRow}>
      <View style={styles.entryHeadMain}>
        {titleText}
        <OrgLine {...props} />
      </View>
      {datesText ? <View style={styles.entryHeadAside}>{datesText}</View> : null}
    </View>
  );
}

export function Bullets({ items }: { items: string[] }) {
  const { styles, options } = useTheme();
  if (items.length === 0) return null;
  return (
    <View style={styles.bulletList}>
      {items.map((item, index) => (
        <View key={index} style={styles.bulletRow}>
          <Text style={styles.bullet}>{options.bullet}</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/**
 * An entry of a section: its unbreakable head, then a description and bullets that may flow onto
 * the next page. The parts are returned as siblings, not wrapped in a View, because react-pdf keeps
 * a node with what follows (`minPresenceAhead`) only among siblings: a head never ends a page alone.
 * A head with nothing under it asks for no line after it: react-pdf would otherwise want one
 * below the last entry of a section too, and carry an entry that fits onto a page of its own.
 */
export function Entry({
  head,
  description = '',
  bullets = [],
  first = false,
}: {
  head: EntryHeadProps;
  description?: string;
  bullets?: string[];
  /** The first entry under a heading takes no space above it. */
  first?: boolean;
}) {
  const { styles, tokens } = useTheme();
  const body = Boolean(description) || bullets.length > 0;
  return (
    <>
      <View
        wrap={false}
        minPresenceAhead={body ? tokens.size * tokens.leading : 0}
        style={first ? undefined : styles.entry}
      >
        <EntryHead {...head} />
      </View>
      {description ? <Text style={styles.entryDescription}>{description}</Text> : null}
      <Bullets items={bullets} />
    </>
  );
}
