import { fontStack, type HtmlLook } from './html-look';

/** Only a hex colour reaches the stylesheet: a design's colour is the person's input. */
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

const HEADINGS: Record<HtmlLook['headingDecoration'], string> = {
  none: '',
  'rule-below': 'border-bottom: 1px solid var(--rule); padding-bottom: .2em;',
  bar: 'border-left: 3px solid var(--rule); padding-left: .5em;',
  flanked: 'display: flex; align-items: center; gap: .6em; justify-content: center;',
};

/**
 * The page's stylesheet: the template's colours and fonts, one readable column on a phone, the side
 * column beside the main one from 48rem, and a print layout without the page's toolbar.
 */
export function resumeCss(look: HtmlLook): string {
  const c = look.colors;
  return `
:root {
  --text: ${colour(c.text, '#1a1a1a')}; --muted: ${colour(c.muted, '#4d4d4d')};
  --accent: ${colour(c.accent, '#1a1a1a')}; --rule: ${colour(c.rule, '#1a1a1a')};
  --tint: ${colour(c.tint, '#f2f2f2')}; --panel: ${colour(c.panel, '#f2f2f2')};
  --body: ${fontStack(look.fonts.body)}; --heading: ${fontStack(look.fonts.heading)}; --name: ${fontStack(look.fonts.name)};
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--tint); color: var(--text); font: 1rem/1.55 var(--body); }
a { color: var(--accent); overflow-wrap: anywhere; }
.resume { max-width: 52rem; margin: 1rem auto; padding: 1.25rem; background: #fff; overflow-wrap: break-word; }
.head h1 { font-family: var(--name); color: var(--accent); font-size: 1.9rem; line-height: 1.2; margin: 0; }
.headline { font-size: 1.1rem; color: var(--muted); margin: .2rem 0 .6rem; }
.contacts { list-style: none; padding: 0; margin: 0 0 1rem; display: flex; flex-wrap: wrap; gap: .25rem 1rem; color: var(--muted); font-size: .95rem; }
.centered .head { text-align: center; }
.centered .contacts { justify-content: center; }
.section { margin-top: 1.25rem; }
.section h2 { font-family: var(--heading); color: var(--accent); font-size: 1.05rem; text-transform: uppercase; letter-spacing: .05em; margin: 0 0 .6rem; ${HEADINGS[look.headingDecoration]} }
.entry { margin-bottom: .9rem; }
.entry-head h3 { font-size: 1rem; margin: 0; }
.entry-head .org { font-weight: 400; color: var(--muted); }
.meta { margin: 0; color: var(--muted); font-size: .9rem; }
.desc, .section p { margin: .3rem 0; }
.entry ul { margin: .3rem 0 0; padding-left: 1.2rem; }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
.chips li { border: 1px solid var(--rule); border-radius: 1rem; padding: .1rem .6rem; font-size: .9rem; }
.plain { list-style: none; padding: 0; margin: 0; }
.plain li { margin-bottom: .25rem; }
.level { color: var(--muted); }
@media (min-width: 48rem) {
  .resume { padding: 2.5rem 3rem; margin: 2rem auto; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  .with-side .columns { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 2rem; }
  .with-side .side { background: var(--panel); padding: 0 1rem 1rem; align-self: start; }
}
@media print {
  body { background: #fff; }
  .resume { margin: 0; max-width: none; padding: 0; box-shadow: none; }
  a { color: inherit; text-decoration: none; }
  .entry { break-inside: avoid; }
}
`;
}
