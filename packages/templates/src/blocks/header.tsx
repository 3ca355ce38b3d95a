/** @jsxRuntime automatic */
import { Link, Text, View } from '@react-pdf/renderer';
import type { ContactItem, ResumeView } from '@resume/core';
import { type Style, useTheme } from './theme';

/** Inline text that is also a link when the value is something a PDF viewer can open. */
export function LinkedText({ href, children, color }: { href: string; children: string; color?: string }) {
  const { styles } = useTheme();
  if (!href) return <Text>{children}</Text>;
  // react-pdf paints links blue unless told otherwise; a link keeps the colour of its line.
  return (
    <Link src={href} style={color ? [styles.link, { color }] : styles.link}>
      {children}
    </Link>
  );
}

export function FullName({ name, style }: { name: string; style?: Style }) {
  const { styles } = useTheme();
  return name ? <Text style={style ? [styles.name, style] : styles.name}>{name}</Text> : null;
}

export function Headline({ title, style }: { title: string; style?: Style }) {
  const { styles } = useTheme();
  return title ? <Text style={style ? [styles.title, style] : styles.title}>{title}</Text> : null;
}

const contactText = (item: ContactItem) => (item.label ? `${item.label}: ${item.value}` : item.value);

/**
 * Email · phone · location · profiles, wrapping as whole items: a line never breaks inside an
 * address, and a separator only ever follows an item that is present and has another after it.
 */
export function ContactLine({ contacts, style }: { contacts: ContactItem[]; style?: Style }) {
  const { styles, options } = useTheme();
  if (contacts.length === 0) return null;
  const textStyle = style ? [styles.contactLine, style] : styles.contactLine;
  const color = style?.color ?? styles.contactLine.color;
  return (
    <View style={styles.contactRow}>
      {contacts.map((item, index) => (
        <Text key={`${item.kind}-${item.value}`} style={textStyle}>
          <LinkedText href={item.href} color={color}>
            {contactText(item)}
          </LinkedText>
          {index < contacts.length - 1 ? <Text style={styles.separator}>{options.separator}</Text> : null}
        </Text>
      ))}
    </View>
  );
}

/** One contact per line with a small caption above it, for narrow columns. */
export function ContactList({ contacts }: { contacts: ContactItem[] }) {
  const { styles } = useTheme();
  return (
    <View>
      {contacts.map((item) => (
        <View key={`${item.kind}-${item.value}`} style={{ marginBottom: 5 }} wrap={false}>
          <Text style={styles.caption}>{item.caption}</Text>
          <Text style={styles.paragraph}>
            <LinkedText href={item.href}>{item.value}</LinkedText>
          </Text>
        </View>
      ))}
    </View>
  );
}

/** Name, headline and contact line stacked: the header most templates print, in their own box. */
export function StackedHeader({ resume, style }: { resume: ResumeView; style?: Style }) {
  return (
    <View style={style}>
      <FullName name={resume.name} />
      <Headline title={resume.title} />
      <ContactLine contacts={resume.contacts} />
    </View>
  );
}
