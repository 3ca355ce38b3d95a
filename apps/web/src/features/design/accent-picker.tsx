import { ACCENT_HEX, ACCENT_PALETTE, accentContrastWarning } from '@resume/core';
import { useEffect, useId, useState } from 'react';

type Props = {
  /** The chosen accent; undefined: the template's own. */
  accent: string | undefined;
  onAccentChange(accent: string | undefined): void;
};

/**
 * The palette as swatches (each named for screen readers), and any colour typed as #rrggbb. A light
 * colour is accepted with a warning: its text prints in a darker shade (design-colour.ts in core).
 */
export function AccentPicker({ accent, onAccentChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(accent ?? '');
  // Follow a change made elsewhere (a swatch, the reset), not the person's half-typed value.
  useEffect(() => setTyped(accent ?? ''), [accent]);
  const valid = ACCENT_HEX.test(typed);
  const warning = accent ? accentContrastWarning(accent) : '';
  const type = (value: string) => {
    setTyped(value);
    if (ACCENT_HEX.test(value)) onAccentChange(value.toLowerCase());
    else if (value === '') onAccentChange(undefined);
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Accent colour</legend>
      <div className="flex flex-wrap gap-1.5">
        {ACCENT_PALETTE.map(({ name, hex }) => (
          <button
            key={hex}
            type="button"
            aria-label={name}
            aria-pressed={accent === hex}
            title={name}
            onClick={() => onAccentChange(hex)}
            className="size-7 rounded-full ring-offset-2 outline-none aria-pressed:ring-2 aria-pressed:ring-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600"
            style={{ backgroundColor: hex }}
          />
        ))}
      </div>
      <label htmlFor={id} className="mt-2 mb-1 block text-xs text-slate-600">
        Any colour (#rrggbb)
      </label>
      <div className="flex items-center gap-2">
        <span
          aria-hidden
          className="size-6 shrink-0 rounded border border-slate-300"
          style={{ background: accent }}
        />
        <input
          id={id}
          value={typed}
          onChange={(e) => type(e.target.value.trim())}
          placeholder="Template’s own"
          spellCheck={false}
          aria-invalid={typed !== '' && !valid ? true : undefined}
          aria-describedby={`${id}-note`}
          className="block w-36 rounded-lg border border-slate-300 bg-white px-2 py-1 font-mono text-sm"
        />
      </div>
      <p id={`${id}-note`} role="status" className="mt-1 text-xs text-amber-800">
        {typed !== '' && !valid ? 'Type a colour as # and six hex digits, e.g. #1e4fa3.' : warning}
      </p>
    </fieldset>
  );
}
