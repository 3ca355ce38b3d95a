import {
  DATE_FORMATS,
  type DateFormat,
  DESIGN_FONTS,
  DESIGN_MARGINS,
  type DesignFontId,
  type DesignMargins,
  FONT_SCALE,
  formatDesignDate,
  LINE_SCALE,
  type PaperSize,
  paperFor,
  type ResumeDesign,
} from '@resume/core';
import { RotateCcw } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import type { EditResume } from '@/features/builder';
import { AccentPicker } from './accent-picker';
import { withDesignChoice, withoutDesign } from './design-edit';
import { ScaleSlider } from './scale-slider';

export type DesignPanelProps = {
  /** The resume's design (data.design); undefined: its template's own look. */
  design: ResumeDesign | undefined;
  /** The resume's location, which decides the paper when none is chosen. */
  location: string;
  /** The same edit as the builder's: a design change saves like any other change. */
  edit: EditResume;
};

/** '' in a select: no choice, the template's own. */
const OWN = '';
const PAPER_NAMES: Record<PaperSize, string> = { A4: 'A4', LETTER: 'US Letter' };

const FONT_OPTIONS = [
  { value: OWN, label: 'Template’s own' },
  ...DESIGN_FONTS.map((font) => ({ value: font.id, label: `${font.name} (${font.kind})` })),
];
const MARGIN_OPTIONS = [
  { value: OWN, label: 'Template’s own' },
  ...Object.entries(DESIGN_MARGINS).map(([value, { label, horizontal }]) => ({
    value,
    label: `${label} (${Number((horizontal / 72).toFixed(2))} in)`,
  })),
];
const DATE_OPTIONS = DATE_FORMATS.map((format) => ({
  value: format,
  label: formatDesignDate('2021-09', format),
}));

/** `''` from a select as no choice. */
const chosen = <T extends string>(value: string) => (value === OWN ? undefined : (value as T));

/**
 * How the resume's PDF and Word file look, whatever the template: accent, font, text size, line
 * spacing, margins, paper and date format. Every choice is kept in the resume (data.design) and
 * saved as it is made; "Reset" gives the template's own look back. TXT and Markdown ignore it.
 */
export const DesignPanel = memo(function DesignPanel({ design = {}, location, edit }: DesignPanelProps) {
  const choose =
    <K extends keyof ResumeDesign>(key: K) =>
    (value: ResumeDesign[K] | undefined) =>
      edit((data) => withDesignChoice(data, key, value));
  const paperOptions = [
    { value: OWN, label: `Usual for the country (${PAPER_NAMES[paperFor(location)]})` },
    { value: 'A4', label: PAPER_NAMES.A4 },
    { value: 'LETTER', label: PAPER_NAMES.LETTER },
  ];
  const chosenAnything = Object.keys(design).length > 0;

  return (
    <section aria-labelledby="design-panel-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="design-panel-heading" className="text-sm font-semibold">
          Design
        </h3>
        <Button variant="ghost" size="sm" disabled={!chosenAnything} onClick={() => edit(withoutDesign)}>
          <RotateCcw className="size-4" aria-hidden />
          Reset to template defaults
        </Button>
      </div>
      <AccentPicker accent={design.accent} onAccentChange={choose('accent')} />
      <SelectField
        label="Font"
        value={design.font ?? OWN}
        options={FONT_OPTIONS}
        onValueChange={(value) => choose('font')(chosen<DesignFontId>(value))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ScaleSlider
          label="Text size"
          value={design.font_scale}
          bounds={FONT_SCALE}
          onValueChange={choose('font_scale')}
        />
        <ScaleSlider
          label="Line spacing"
          value={design.line_scale}
          bounds={LINE_SCALE}
          onValueChange={choose('line_scale')}
        />
      </div>
      {/* Margins' choices are long ("Narrow (0.5 in)"): a row of their own, never cut off. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          className="sm:col-span-2"
          label="Margins"
          value={design.margins ?? OWN}
          options={MARGIN_OPTIONS}
          onValueChange={(value) => choose('margins')(chosen<DesignMargins>(value))}
        />
        <SelectField
          label="Paper"
          value={design.paper ?? OWN}
          options={paperOptions}
          onValueChange={(value) => choose('paper')(chosen<PaperSize>(value))}
        />
        <SelectField
          label="Dates"
          value={design.date_format ?? 'MMM YYYY'}
          options={DATE_OPTIONS}
          onValueChange={(value) =>
            choose('date_format')(value === 'MMM YYYY' ? undefined : (value as DateFormat))
          }
        />
      </div>
    </section>
  );
});
