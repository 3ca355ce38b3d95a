import { MESSAGES } from '@resume/core';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PageFrame } from '@/components/ui/page-frame';

export function ResetLinkInvalid() {
  return (
    <PageFrame title="Reset link" width="narrow">
      <FormAlert>{MESSAGES.resetLinkInvalid}</FormAlert>
      <Link
        to="/auth/request-password-reset"
        className="mt-6 inline-block font-medium text-brand-700 hover:underline"
      >
        Send a new link
      </Link>
    </PageFrame>
  );
}
