import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAccountActions } from '@/features/auth';
import { SettingsSection } from './settings-section';

export function SessionSection() {
  const { logOut } = useAccountActions();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <SettingsSection title="Log out" description="Sign out of your account on this device.">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Log out
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Log out?"
        description="You can log back in at any time; your resumes stay with your account."
        confirmLabel="Log out"
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          await logOut();
        }}
      />
    </SettingsSection>
  );
}
