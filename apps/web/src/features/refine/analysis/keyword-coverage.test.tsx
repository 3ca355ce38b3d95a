import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeywordCoverage } from './keyword-coverage';

describe('the job match', () => {
  it('lists what the resume lacks and shows, where it shows it, marking what the posting only prefers', () => {
    render(
      <KeywordCoverage
        keywords={{
          matched: ['go', 'kafka'],
          missing: ['terraform', 'datadog'],
          coverage: 0.5,
          requirements: [
            { term: 'go', required: true, matched: true, found_in: ['skills', 'experience'] },
            { term: 'terraform', required: true, matched: false, found_in: [] },
            { term: 'kafka', required: false, matched: true, found_in: ['experience'] },
            { term: 'datadog', required: false, matched: false },
          ],
        }}
        posting={'Senior Go engineer. We run Terraform, Kafka and Datadog.'}
      />,
    );
    expect(screen.getByText(/covers/).textContent).toBe(
      "Your resume covers 50% of the job's key terms, including 1 of the 2 it requires.",
    );
    const missing = within(screen.getByRole('list', { name: 'Missing keywords' })).getAllByRole('listitem');
    // As the posting spells them; a term it writes only in lowercase stays so.
    expect(missing.map((li) => li.textContent)).toEqual(['Terraform', 'Datadog(nice to have)']);
    const matched = within(screen.getByRole('list', { name: 'Matched keywords' })).getAllByRole('listitem');
    expect(matched.map((li) => li.textContent)).toEqual([
      'Goin Skills and Experience',
      'Kafka(nice to have)in Experience',
    ]);
  });
});
