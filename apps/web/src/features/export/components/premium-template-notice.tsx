import type { TemplateInfo } from '@resume/core';
import { Link } from 'react-router';

/**
 * A free user whose resume is in a Pro template: what to do to get a PDF. The server would refuse
 * the download (403 premium_template), so the button is not offered at all.
 */
export function PremiumTemplateNotice({ template, resumeId }: { template: TemplateInfo; resumeId: string }) {
  const id = encodeURIComponent(resumeId);
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      {template.name} is a Pro template: you can preview it, and Pro downloads it as a PDF.{' '}
      <Link to={`/upgrade?template=${template.id}&id=${id}`} className="font-medium underline">
        Upgrade to Pro
      </Link>{' '}
      or{' '}
      <Link to={`/refine?id=${id}`} className="font-medium underline">
        choose a free template
      </Link>
      .
    </p>
  );
}
