import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  id: string;
  name: string;
  /** The new name, trimmed; null when the person pressed Escape. */
  onDone(name: string | null): void;
};

/** A resume's name, edited in place of its link: Enter saves, Escape leaves it as it was. */
export function RenameForm({ id, name: current, onDone }: Props) {
  const [name, setName] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(name.trim());
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor={`rename-${id}`} className="sr-only">
        New name
      </label>
      <input
        id={`rename-${id}`}
        ref={(input) => input?.focus()}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone(null)}
        className="min-w-0 rounded-lg border border-slate-300 px-2 py-1 text-sm"
      />
      <Button type="submit" size="sm">
        Save
      </Button>
    </form>
  );
}
