import { useId } from 'react';

type Props = {
  label: string;
  value: number | undefined;
  bounds: { readonly min: number; readonly max: number; readonly step: number };
  /** undefined at 100%: the template's own. */
  onValueChange(value: number | undefined): void;
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** A native range input (arrow keys, Home and End work): the scale as a percentage of the template's own. */
export function ScaleSlider({ label, value = 1, bounds, onValueChange }: Props) {
  const id = useId();
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <label htmlFor={id} className="font-medium text-slate-700">
          {label}
        </label>
        <output htmlFor={id} className="text-slate-600 tabular-nums">
          {percent(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={percent(value)}
        onChange={(e) => {
          const next = Math.round(Number(e.target.value) * 100) / 100;
          onValueChange(next === 1 ? undefined : next);
        }}
        className="w-full accent-brand-600"
      />
    </div>
  );
}
