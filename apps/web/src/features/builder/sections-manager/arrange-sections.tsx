import type { ResumeData } from '@resume/core';
import { ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { EditResume } from '../types';
import { SectionsManager } from './sections-manager';

/**
 * The Sections control behind one button under the steps: arranging sections is occasional, and
 * a list of every section's buttons under each step would crowd the form (most of all on a phone).
 */
export function ArrangeSections({
  data,
  template,
  edit,
}: {
  data: ResumeData;
  template: string;
  edit: EditResume;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <ListOrdered className="size-4" aria-hidden /> {open ? 'Close section order' : 'Arrange sections'}
      </Button>
      <div id={panelId} className="mt-3" hidden={!open}>
        {open && <SectionsManager data={data} template={template} edit={edit} />}
      </div>
    </div>
  );
}
