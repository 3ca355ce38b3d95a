/**
 * Font sources for browsers: the bundler (Vite, webpack, …) copies each TTF into the build and
 * hands back its URL, which react-pdf fetches on first use. Chosen over files.node.ts by the
 * `browser` condition of `#font-files` in package.json. Static imports, one per file, because
 * bundlers only see literal specifiers; test/fonts.test.ts checks this list against faces.ts.
 */

import garamond400 from '@expo-google-fonts/eb-garamond/400Regular/EBGaramond_400Regular.ttf';
import garamond400Italic from '@expo-google-fonts/eb-garamond/400Regular_Italic/EBGaramond_400Regular_Italic.ttf';
import garamond600 from '@expo-google-fonts/eb-garamond/600SemiBold/EBGaramond_600SemiBold.ttf';
import garamond700 from '@expo-google-fonts/eb-garamond/700Bold/EBGaramond_700Bold.ttf';
import inter400 from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf';
import inter400Italic from '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf';
import inter600 from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf';
import inter700 from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf';
import notoSans400 from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf';
import notoSans400Italic from '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf';
import notoSans600 from '@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf';
import notoSans700 from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf';
import notoSerif400 from '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf';
import notoSerif400Italic from '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf';
import notoSerif600 from '@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf';
import notoSerif700 from '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf';
import roboto400 from '@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf';
import roboto400Italic from '@expo-google-fonts/roboto/400Regular_Italic/Roboto_400Regular_Italic.ttf';
import roboto600 from '@expo-google-fonts/roboto/600SemiBold/Roboto_600SemiBold.ttf';
import roboto700 from '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf';
import sourceSans400 from '@expo-google-fonts/source-sans-3/400Regular/SourceSans3_400Regular.ttf';
import sourceSans400Italic from '@expo-google-fonts/source-sans-3/400Regular_Italic/SourceSans3_400Regular_Italic.ttf';
import sourceSans600 from '@expo-google-fonts/source-sans-3/600SemiBold/SourceSans3_600SemiBold.ttf';
import sourceSans700 from '@expo-google-fonts/source-sans-3/700Bold/SourceSans3_700Bold.ttf';
import type { FontFileId } from './faces';

const urls: Record<FontFileId, string> = {
  'noto-serif/400Regular': notoSerif400,
  'noto-serif/400Regular_Italic': notoSerif400Italic,
  'noto-serif/600SemiBold': notoSerif600,
  'noto-serif/700Bold': notoSerif700,
  'noto-sans/400Regular': notoSans400,
  'noto-sans/400Regular_Italic': notoSans400Italic,
  'noto-sans/600SemiBold': notoSans600,
  'noto-sans/700Bold': notoSans700,
  'inter/400Regular': inter400,
  'inter/400Regular_Italic': inter400Italic,
  'inter/600SemiBold': inter600,
  'inter/700Bold': inter700,
  'source-sans-3/400Regular': sourceSans400,
  'source-sans-3/400Regular_Italic': sourceSans400Italic,
  'source-sans-3/600SemiBold': sourceSans600,
  'source-sans-3/700Bold': sourceSans700,
  'roboto/400Regular': roboto400,
  'roboto/400Regular_Italic': roboto400Italic,
  'roboto/600SemiBold': roboto600,
  'roboto/700Bold': roboto700,
  'eb-garamond/400Regular': garamond400,
  'eb-garamond/400Regular_Italic': garamond400Italic,
  'eb-garamond/600SemiBold': garamond600,
  'eb-garamond/700Bold': garamond700,
};

export function resolveFontFile(id: FontFileId): string {
  return urls[id];
}
