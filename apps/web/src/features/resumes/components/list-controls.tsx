import { SelectField, TextField } from '@/components/ui/fields';
import { RESUME_SORTS, type ResumeSort } from '../list/arrange-resumes';

type Props = {
  query: string;
  sort: ResumeSort;
  onQuery(query: string): void;
  onSort(sort: ResumeSort): void;
};

/** Search by name or headline, and the order: shown once the list is long enough to need them. */
export function ListControls({ query, sort, onQuery, onSort }: Props) {
  return (
    <search className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        type="search"
        label="Search resumes"
        placeholder="Name or headline"
        value={query}
        onValueChange={onQuery}
        className="sm:flex-1"
      />
      <SelectField
        label="Sort by"
        value={sort}
        options={RESUME_SORTS}
        onValueChange={(value) => onSort(value as ResumeSort)}
        className="sm:w-48"
      />
    </search>
  );
}
