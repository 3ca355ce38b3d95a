/** @jsxRuntime automatic */
import { Page, Text } from '@react-pdf/renderer';
import { WATERMARK_TEXT } from '@resume/core';
import type { ReactNode } from 'react';
import { type Style, useTheme } from './theme';

export type Paper = 'A4' | 'LETTER';

/**
 * The free plan's mark: small grey real text at the foot of every page (`fixed` repeats it on each
 * one). It is drawn last so it never interrupts the resume's reading order.
 */
export function Watermark({ style }: { style?: Style }) {
  const { styles } = useTheme();
  return (
    <Text fixed style={style ? [styles.watermark, style] : styles.watermark}>
      {WATERMARK_TEXT}
    </Text>
  );
}

/**
 * One flowing page that wraps onto as many as the resume needs. The bottom margin is the same with
 * or without the watermark, so upgrading never moves a page break the person already checked.
 */
export function ResumePage({
  paper,
  watermark,
  style,
  background,
  children,
}: {
  paper: Paper;
  watermark: boolean;
  style?: Style;
  /** Fixed, text-free decoration repeated on every page behind the content (e.g. a sidebar tint). */
  background?: ReactNode;
  children: ReactNode;
}) {
  const { styles } = useTheme();
  return (
    <Page size={paper} style={style ? [styles.page, style] : styles.page} wrap>
      {background}
      {children}
      {watermark ? <Watermark /> : null}
    </Page>
  );
}
