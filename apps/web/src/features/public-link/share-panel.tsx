import { PUBLIC_LINK_LIMITS, type PublicLink, type PublicLinkState } from '@resume/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox } from '@/components/ui/fields';
import { usePublicLink, usePublicLinkActions } from './api/public-link-queries';
import { LinkPassword } from './link-password';
import { LinkStats } from './link-stats';

type Actions = ReturnType<typeof usePublicLinkActions>;

/** The on/off switch: turning on creates the link, turning off asks first (the address dies). */
function LinkSwitch({ on, busy, onToggle }: { on: boolean; busy: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={onToggle}
      className="inline-flex items-center gap-3 rounded-lg py-1 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 left-0 size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
      Public link
    </button>
  );
}

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div>
      <label htmlFor="public-link-url" className="mb-1 block text-sm font-medium text-slate-700">
        Address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="public-link-url"
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <div className="flex gap-2">
          <Button onClick={copy}>Copy link</Button>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Open
          </a>
        </div>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Copying failed: select the address and copy it.'
            : ''}
      </p>
    </div>
  );
}

function LinkSettings({ resumeId, link, actions }: { resumeId: string; link: PublicLink; actions: Actions }) {
  const [confirmRotate, setConfirmRotate] = useState(false);
  const busy = actions.update.isPending || actions.rotate.isPending;
  return (
    <div className="space-y-5">
      <CopyLink url={link.url} />
      <Checkbox
        label="Hide from search engines"
        checked={link.noindex}
        onCheckedChange={(noindex) => actions.update.mutate({ noindex })}
      />
      <LinkPassword link={link} busy={busy} onChange={(body) => actions.update.mutateAsync(body)} />
      <section aria-labelledby="public-link-stats">
        <h3 id="public-link-stats" className="mb-2 text-sm font-semibold text-slate-800">
          Views and downloads
        </h3>
        <LinkStats resumeId={resumeId} />
      </section>
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirmRotate(true)}>
          Change the address
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title="Change the link’s address?"
        description="The current address stops working at once. Anyone you sent it to will need the new one."
        confirmLabel="Change the address"
        busy={actions.rotate.isPending}
        onConfirm={() => actions.rotate.mutate(undefined, { onSettled: () => setConfirmRotate(false) })}
      />
    </div>
  );
}

const atLimit = (state: PublicLinkState): boolean =>
  !state.link && state.limit !== null && state.used >= state.limit;

function limitNote(state: PublicLinkState) {
  if (!atLimit(state)) return null;
  return (
    <p className="text-sm text-slate-700">
      Free accounts can share {PUBLIC_LINK_LIMITS.freeLinks} resume by link at a time. Turn off the other link
      or{' '}
      <Link to="/upgrade" className="font-medium text-brand-700 hover:underline">
        get Pro
      </Link>
      .
    </p>
  );
}

const failureOf = (actions: Actions) =>
  [actions.update.error, actions.rotate.error, actions.revoke.error].find(Boolean)?.message;

/**
 * The "Share" panel of the Export page: the resume's public link on or off, its address to copy,
 * its password and search-engine setting, its counts per day, and a new address or none.
 */
export function SharePanel({ resumeId, isRegistered }: { resumeId: string; isRegistered: boolean }) {
  const query = usePublicLink(resumeId, isRegistered);
  const actions = usePublicLinkActions(resumeId);
  const [confirmOff, setConfirmOff] = useState(false);

  if (!isRegistered) {
    return (
      <p className="text-sm text-slate-700">
        <Link to="/signup" className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>{' '}
        to share your resume by link.
      </p>
    );
  }
  if (query.isPending) return <p className="text-sm text-slate-600">Loading the public link…</p>;
  if (query.isError) {
    return (
      <div role="alert" className="text-sm text-slate-700">
        <p>{query.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const state = query.data;
  const link = state.link;
  const busy = actions.update.isPending || actions.revoke.isPending;
  const failure = failureOf(actions);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        A page with your resume that anyone with the address can open, with a button to download the PDF
        {link ? '' : '. Off until you turn it on'}.
      </p>
      <LinkSwitch
        on={link !== null}
        busy={busy}
        onToggle={() => (link ? setConfirmOff(true) : actions.update.mutate({}))}
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
          {atLimit(state) && (
            <>
              {' '}
              <Link to="/upgrade" className="font-medium text-brand-700 hover:underline">
                Upgrade to Pro
              </Link>
            </>
          )}
        </p>
      )}
      {/* The server's refusal says what the limit note says: one of them, never both. */}
      {!failure && limitNote(state)}
      {link && <LinkSettings resumeId={resumeId} link={link} actions={actions} />}
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Turn off the public link?"
        description="The address stops working at once and for good. Turning the link on again gives a new address."
        confirmLabel="Turn off"
        destructive
        busy={actions.revoke.isPending}
        onConfirm={() => actions.revoke.mutate(undefined, { onSettled: () => setConfirmOff(false) })}
      />
    </div>
  );
}
