import type { CSSProperties } from 'react';
import { MINIATURES, type MiniatureStyle, PLAIN_MINIATURE } from './miniature-styles';

/** Grey bars standing for lines of text, `widths` in percent (each different: they key the bars). */
function Lines({
  widths,
  center,
  color = '#cbd5e1',
}: {
  widths: number[];
  center?: boolean;
  color?: string;
}) {
  return (
    <div className={`flex flex-col gap-[3px] ${center ? 'items-center' : ''}`}>
      {widths.map((width) => (
        <span
          key={width}
          className="block h-[2px] rounded-full"
          style={{ width: `${width}%`, background: color }}
        />
      ))}
    </div>
  );
}

function Heading({ style }: { style: MiniatureStyle }) {
  const bar = <span className="block h-[3px] w-1/3 rounded-full" style={{ background: style.accent }} />;
  const frames: Record<MiniatureStyle['headings'], CSSProperties> = {
    rule: { borderBottom: `1px solid ${style.accent}`, paddingBottom: 2 },
    hairline: { borderTop: '1px solid #cbd5e1', paddingTop: 2 },
    box: { background: style.tint, padding: '1px 2px' },
    'short-rule': {},
    plain: {},
  };
  return (
    <div
      className={`mb-[3px] flex flex-col gap-[2px] ${style.align === 'center' ? 'items-center' : ''}`}
      style={frames[style.headings]}
    >
      {bar}
      {style.headings === 'short-rule' && (
        <span className="block h-px w-3" style={{ background: style.accent }} />
      )}
    </div>
  );
}

function Section({ style, lines }: { style: MiniatureStyle; lines: number[] }) {
  return (
    <div className={style.dense ? 'mt-[5px]' : 'mt-[8px]'}>
      <Heading style={style} />
      <Lines widths={lines} />
    </div>
  );
}

/**
 * A thumbnail-sized sketch of a template's first page with the person's name in it: the layout,
 * colours and type at a glance. Decorative; the button around it names the template.
 */
export function TemplateMiniature({ template, name }: { template: string; name: string }) {
  const style = MINIATURES[template] ?? PLAIN_MINIATURE;
  const center = style.align === 'center';
  const header = (
    <div
      className={`px-[8px] pt-[8px] pb-[6px] ${center ? 'text-center' : ''}`}
      style={{
        background: style.band,
        borderBottom: style.headerRule ? `2px solid ${style.accent}` : undefined,
        margin: style.headerRule ? '0 8px' : undefined,
        paddingLeft: style.headerRule ? 0 : undefined,
      }}
    >
      <p
        className={`truncate text-[9px] leading-tight font-bold ${style.serif ? 'font-serif' : ''}`}
        style={{ color: style.band ? '#ffffff' : style.accent }}
      >
        {name}
      </p>
      <div className="mt-[3px]">
        <Lines widths={[45, 70]} center={center} color={style.band ? 'rgba(255,255,255,0.55)' : undefined} />
      </div>
    </div>
  );
  const body = (
    <div className="px-[8px]">
      <Section style={style} lines={[100, 92, 60]} />
      <Section style={style} lines={style.dense ? [100, 95, 90, 70] : [100, 85]} />
    </div>
  );
  return (
    <div aria-hidden className="relative h-full overflow-hidden bg-white">
      {style.sidebar ? (
        <div className="flex h-full">
          <div className="w-1/3 px-[6px] pt-[36px]" style={{ background: style.sidebar }}>
            <Lines widths={[80, 60, 70, 50]} />
          </div>
          <div className="w-2/3">
            {header}
            {body}
          </div>
        </div>
      ) : (
        <>
          {header}
          {body}
        </>
      )}
    </div>
  );
}
