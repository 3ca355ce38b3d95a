import { PASSWORD_REQUIREMENTS } from '@resume/core';
import { Check, Circle } from 'lucide-react';

/** The password rules as a live checklist under a new-password field. */
export function PasswordRequirements({ password }: { password: string }) {
  return (
    <ul className="mt-1 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2" aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((r) => {
        const met = r.pattern.test(password);
        return (
          <li
            key={r.id}
            className={`flex items-center gap-1.5 ${met ? 'text-emerald-700' : 'text-slate-500'}`}
          >
            {met ? <Check className="size-3.5" aria-hidden /> : <Circle className="size-3" aria-hidden />}
            {r.label}
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
