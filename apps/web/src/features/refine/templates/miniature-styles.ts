/**
 * What makes each template recognisable at thumbnail size, drawn in CSS (templates-miniature.tsx):
 * shown while the gallery draws the real pages (features/template-gallery), and where it cannot. Colours follow the PDF templates
 * (packages/templates/src/templates); a template missing here gets the plain look.
 */
export type MiniatureStyle = {
  serif: boolean;
  align: 'left' | 'center';
  /** Name and heading colour. */
  accent: string;
  /** A coloured band behind the header, the name in white. */
  band?: string;
  /** A thick rule under the header. */
  headerRule?: boolean;
  /** How section headings are set off. */
  headings: 'rule' | 'hairline' | 'box' | 'short-rule' | 'plain';
  /** A tinted column beside the content. */
  sidebar?: string;
  tint: string;
  dense?: boolean;
};

export const PLAIN_MINIATURE: MiniatureStyle = {
  serif: false,
  align: 'left',
  accent: '#1f2933',
  headings: 'rule',
  tint: '#eef1f5',
};

export const MINIATURES: Readonly<Record<string, MiniatureStyle>> = {
  classic: { serif: true, align: 'center', accent: '#1a1a1a', headings: 'rule', tint: '#f2f2f2' },
  modern: {
    serif: false,
    align: 'left',
    accent: '#0f5f5a',
    band: '#0f5f5a',
    headings: 'plain',
    tint: '#e4f0ef',
  },
  executive: {
    serif: false,
    align: 'left',
    accent: '#1b2a41',
    headerRule: true,
    headings: 'hairline',
    tint: '#eef1f5',
  },
  sidebar: {
    serif: false,
    align: 'left',
    accent: '#27435c',
    sidebar: '#edf1f5',
    headings: 'short-rule',
    tint: '#dfe6ee',
  },
  compact: { serif: false, align: 'left', accent: '#1e3a8a', headings: 'box', tint: '#e8ecf4', dense: true },
  elegant: { serif: true, align: 'center', accent: '#3b2f2a', headings: 'hairline', tint: '#f4efea' },
  minimal: { serif: false, align: 'left', accent: '#1f3b57', headings: 'plain', tint: '#eef2f6' },
  portrait: { serif: false, align: 'left', accent: '#0b5c8a', headings: 'short-rule', tint: '#e3eef5' },
  creative: {
    serif: false,
    align: 'left',
    accent: '#5b2a86',
    headerRule: true,
    headings: 'plain',
    tint: '#efe8f6',
  },
  academic: { serif: true, align: 'left', accent: '#6b1d2a', headings: 'rule', tint: '#f5ecee' },
};
