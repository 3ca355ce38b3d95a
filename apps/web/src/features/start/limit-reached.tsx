import { LIMITS } from '@resume/core';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';

/** The free tier's resume limit, with the way past it: the same prompt for every way of starting. */
export function LimitReached() {
  return (
    <p className="mt-3 text-sm text-amber-800">
      Free accounts can keep up to {LIMITS.freeResumeLimit} resumes.{' '}
      <Link to="/upgrade" className="font-medium underline">
        Upgrade to Pro
      </Link>{' '}
      for unlimited resumes, or{' '}
      <Link to="/resumes" className="font-medium underline">
        manage your resumes
      </Link>
      .
    </p>
  );
}

/** Whether a failed call was refused for the free tier's resume limit (API.md: code resume_limit). */
export function isResumeLimit(error: unknown): boolean {
  return error instanceof ApiError && (error.detail as { code?: string } | null)?.code === 'resume_limit';
}
