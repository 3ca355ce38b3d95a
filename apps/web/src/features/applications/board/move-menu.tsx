import { APPLICATION_STAGE_LABELS, type Application } from '@resume/core';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Move as MoveIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type Direction, keyboardTarget, type Move } from './arrange';

const ICONS = { left: ArrowLeft, right: ArrowRight, up: ArrowUp, down: ArrowDown } as const;

function optionLabel(direction: Direction, to: Move): string {
  if (direction === 'up' || direction === 'down') return `Move ${direction}`;
  return `Move ${direction} to ${APPLICATION_STAGE_LABELS[to.stage]}`;
}

type Props = {
  application: Application;
  applications: readonly Application[];
  onMove(to: Move): void;
};

/**
 * The keyboard's and touch's way to move a card: a "Move" button showing, in the card, the moves it
 * can make (left and right between stages, up and down in its column); others are not offered.
 * Shown in the card's flow rather than floating, so a scrolling board never clips it.
 */
export function MoveMenu({ application, applications, onMove }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  const options = (['left', 'right', 'up', 'down'] as const).flatMap((direction) => {
    const to = keyboardTarget(applications, application.id, direction);
    return to ? [{ direction, to }] : [];
  });

  useEffect(() => {
    if (open) panel.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-label={`Move ${application.company}`}
        aria-expanded={open}
        aria-controls={panelId}
        data-move-button={application.id}
        onClick={() => setOpen((was) => !was)}
      >
        <MoveIcon className="size-4" aria-hidden /> Move
      </Button>
      {open && (
        <fieldset
          ref={panel}
          id={panelId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          onBlur={(event) => {
            // Focus left the moves (Tab onwards, a click elsewhere): the list closes. Its own button toggles it.
            const to = event.relatedTarget as Node | null;
            if (!event.currentTarget.contains(to) && to !== button.current) setOpen(false);
          }}
          className="flex w-full flex-col rounded-lg border border-slate-200 bg-white py-1"
        >
          <legend className="sr-only">Moves for {application.company}</legend>
          {options.map(({ direction, to }) => {
            const Icon = ICONS[direction];
            return (
              <button
                key={direction}
                type="button"
                className="flex items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-100"
                onClick={() => {
                  setOpen(false);
                  onMove(to);
                }}
              >
                <Icon className="size-4" aria-hidden /> {optionLabel(direction, to)}
              </button>
            );
          })}
        </fieldset>
      )}
    </>
  );
}
