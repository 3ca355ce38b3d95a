import { X } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { ImproveField } from '@/features/ai-writer';
import { useGuidance } from '@/features/onboarding';
import { removeAt, replaceAt } from '../list-ops';
import { AddEntryButton } from './add-entry-button';

/** Browsers that size a field to its content in CSS (`field-sizing: content`) need no script. */
const sizesItself = () => typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content') === true;

/** A one-row text area that grows with what is typed, so a long achievement is never cut off. */
function GrowingTextArea({ value, ...rest }: ComponentPropsWithoutRef<'textarea'> & { value: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const fit = useCallback(() => {
    const element = area.current;
    if (!element || sizesItself()) return;
    element.style.height = 'auto';
    // scrollHeight leaves out the borders, which a border-box height includes.
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(fit, [value, fit]);
  useEffect(() => {
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [fit]);
  return <textarea {...rest} ref={area} rows={1} value={value} onInput={fit} />;
}

type Props = {
  jobLabel: string;
  /** The achievements' ResumeData path (`experience.0.achievements`). */
  path: string;
  achievements: string[];
  onChange(next: string[]): void;
};

/**
 * Achievements as an editable list of growing text areas: Enter adds the next one, Shift+Enter
 * starts a new line in this one, Backspace on an empty one removes it.
 */
export function AchievementsEditor({ jobLabel, path, achievements, onChange }: Props) {
  const { hints } = useGuidance();
  const list = useRef<HTMLOListElement>(null);
  // Focus moves in the same task as the keystroke's render, so what is typed right after Enter
  // lands in the new bullet, not at the end of the previous one.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    list.current
      ?.querySelector<HTMLTextAreaElement>(`[data-field="${CSS.escape(`${path}.${pendingFocus.current}`)}"]`)
      ?.focus();
    pendingFocus.current = null;
  });
  const focusItem = (index: number) => {
    pendingFocus.current = index;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a line break; Enter while an input method composes a word confirms the word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onChange([...achievements.slice(0, index + 1), '', ...achievements.slice(index + 1)]);
      focusItem(index + 1);
    } else if (event.key === 'Backspace' && achievements[index] === '' && achievements.length > 1) {
      event.preventDefault();
      onChange(removeAt(achievements, index));
      focusItem(Math.max(0, index - 1));
    }
  };

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700">Achievements and responsibilities</p>
      <p className="mb-2 text-sm text-slate-500">{hints.achievements}</p>
      <ol ref={list} className="space-y-2">
        {achievements.map((text, i) => (
          <ImproveField
            // biome-ignore lint/suspicious/noArrayIndexKey: bullets have no id; order is their identity
            key={i}
            field={`${path}.${i}`}
            text={text}
            what={`achievement ${i + 1}`}
            context={jobLabel}
          >
            {({ button, panel }) => (
              <li className="space-y-2">
                <div className="flex items-start gap-2">
                  <span aria-hidden className="pt-2 text-slate-400">
                    •
                  </span>
                  <GrowingTextArea
                    value={text}
                    aria-label={`${jobLabel} achievement ${i + 1}`}
                    data-field={`${path}.${i}`}
                    placeholder={hints.achievement || undefined}
                    onChange={(e) => onChange(replaceAt(achievements, i, e.target.value))}
                    onKeyDown={onKeyDown(i)}
                    className="block w-full min-w-0 resize-none overflow-hidden rounded-lg border border-slate-300 px-3 py-2 text-sm field-sizing-content focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
                  />
                  {button}
                  <button
                    type="button"
                    aria-label={`Remove ${jobLabel} achievement ${i + 1}`}
                    onClick={() => onChange(removeAt(achievements, i))}
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
                {panel}
              </li>
            )}
          </ImproveField>
        ))}
      </ol>
      <AddEntryButton
        list="achievements"
        count={achievements.length}
        variant="ghost"
        size="sm"
        className="mt-2"
        onAdd={() => {
          onChange([...achievements, '']);
          focusItem(achievements.length);
        }}
      >
        Add an achievement
      </AddEntryButton>
    </div>
  );
}
