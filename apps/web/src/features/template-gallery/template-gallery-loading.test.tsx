import { resumeDataSchema, TEMPLATES } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TemplateGallery } from './template-gallery';

// The pictures' code (the preview's renderer) still on its way: on a slow line it can take seconds.
vi.mock('./template-thumbnail', () => new Promise(() => undefined));

it('offers every template, each in its place, before the code that draws the pictures has come', async () => {
  const onSelect = vi.fn();
  const data = resumeDataSchema.parse({ first_name: 'Jane' });
  render(
    <TemplateGallery
      selected="classic"
      data={data}
      watermark
      sketch={(template) => <span data-testid="sketch">{template}</span>}
      onSelect={onSelect}
    />,
  );
  expect(screen.getAllByTestId('sketch').map((sketch) => sketch.textContent)).toEqual(
    TEMPLATES.map((t) => t.id),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Minimal, free template' }));
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'minimal' }));
});
