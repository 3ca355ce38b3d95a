import { PUBLIC_LINK_LIMITS, type PublicLink, type UpdatePublicLinkRequest } from '@resume/core';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';

type Props = { link: PublicLink; busy: boolean; onChange(body: UpdatePublicLinkRequest): Promise<unknown> };

/** Sets, changes or removes the password a visitor must give before the resume shows. */
export function LinkPassword({ link, busy, onChange }: Props) {
  const [password, setPassword] = useState('');
  const [editing, setEditing] = useState(false);
  const tooShort = password.length > 0 && password.length < PUBLIC_LINK_LIMITS.passwordMinLength;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (password.length < PUBLIC_LINK_LIMITS.passwordMinLength) return;
    await onChange({ password });
    setPassword('');
    setEditing(false);
  }

  if (link.has_password && !editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-slate-700">Visitors need a password to see the resume.</p>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => setEditing(true)}>
          Change password
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => onChange({ password: null })}>
          Remove password
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={link.has_password ? 'New password for the link' : 'Password for the link (optional)'}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        maxLength={PUBLIC_LINK_LIMITS.passwordMaxLength}
        error={tooShort ? `Use at least ${PUBLIC_LINK_LIMITS.passwordMinLength} characters` : null}
        hint="Share it separately from the link."
        className="sm:w-72"
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" variant="secondary" disabled={busy || password.length === 0}>
          Set password
        </Button>
        {editing && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
