import type { Plugin } from 'vite';

/**
 * Puts the app's stylesheet into index.html itself (the build only). A linked stylesheet blocks the
 * first paint until it has been fetched, and on a cold visit that fetch queues behind the page's
 * scripts: inline, the page's frame paints as soon as the HTML is read. The file stays in the
 * build for anything that links it. The content security policy allows inline styles.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle?.[fileName];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}
