/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';

/**
 * A band of colour down the page's left edge, fixed behind every page: text-free decoration, so
 * reading order is untouched (the sidebar's tint, the creative template's strip).
 */
export function LeftBand({ width, color }: { width: number | string; color: string | undefined }) {
  return (
    <View fixed style={{ position: 'absolute', top: 0, bottom: 0, left: 0, width, backgroundColor: color }} />
  );
}
