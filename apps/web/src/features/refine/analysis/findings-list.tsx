import type { Finding, Severity } from '@resume/core';
import { CircleAlert, FileSearch, Info, TriangleAlert, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

const GROUPS: { severity: Severity; title: string; icon: typeof Info; tone: string }[] = [
  { severity: 'error', title: 'Fix these first', icon: CircleAlert, tone: 'text-red-700' },
  { severity: 'warning', title: 'Worth improving', icon: TriangleAlert, tone: 'text-amber-700' },
  { severity: 'info', title: 'Tips', icon: Info, tone: 'text-sky-700' },
];

type Props = { findings: Finding[]; onFix(field: string): void; importReviewPath?: string };

/**
 * Findings grouped by severity; each one's "Fix" opens the editor at the field it concerns, except
 * a finding about an unconfirmed import, which leads to the import review.
 */
export function FindingsList({ findings, onFix, importReviewPath }: Props) {
  if (findings.length === 0) {
    return (
      <p className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-800">
        Nothing to fix. Your resume reads well.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {GROUPS.map(({ severity, title, icon: Icon, tone }) => {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return (
          <section key={severity} aria-label={title}>
            <h3 className={`mb-2 flex items-center gap-2 font-semibold ${tone}`}>
              <Icon className="size-4" aria-hidden /> {title}{' '}
              <span className="text-sm font-normal text-slate-500">({group.length})</span>
            </h3>
            <ul className="space-y-2">
              {group.map((finding) => (
                <li
                  key={`${finding.id}:${finding.field}`}
                  className="rounded-lg border border-slate-200 bg-white p-3"
                >
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="text-sm font-medium text-slate-900">{finding.message}</p>
                      <p className="mt-1 text-sm text-slate-600">{finding.suggestion}</p>
                    </div>
                    {finding.id === 'import-unconfirmed' && importReviewPath ? (
                      <Link
                        to={importReviewPath}
                        className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} shrink-0`}
                        aria-label={`Check the import: ${finding.message}`}
                      >
                        <FileSearch className="size-3.5" aria-hidden /> Check the import
                      </Link>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onFix(finding.field)}
                        aria-label={`Fix: ${finding.message}`}
                      >
                        <Wrench className="size-3.5" aria-hidden /> Fix
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
