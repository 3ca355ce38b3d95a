/**
 * Our renderer in a process of its own, as the API runs it (in worker threads, away from the code
 * that serves requests), so the benchmark's Playwright client cannot slow it down or be billed to
 * it. Asked over IPC: { render: n } renders person n's resume (variants.ts) with the "classic"
 * template and the watermark; { cpu: true } answers this process's CPU milliseconds so far.
 */
import { type Printed, printed } from './printed';
import { resumeVariant } from './variants';

// React's development build adds checks that production servers do not run; imported after this.
process.env.NODE_ENV ??= 'production';
const { renderResumePdf } = await import('@resume/templates');
const { fullResume } = await import('@resume/templates/fixtures');

export type RenderRequest = { render: number } | { cpu: true };
export type RenderAnswer = Printed | { cpuMs: number };

const reply = (answer: RenderAnswer) => process.send?.(answer);

process.on('message', async (request: RenderRequest) => {
  if ('cpu' in request) {
    const { user, system } = process.cpuUsage();
    reply({ cpuMs: (user + system) / 1000 });
    return;
  }
  const bytes = await renderResumePdf(resumeVariant(fullResume, request.render), {
    template: 'classic',
    watermark: true,
  });
  reply(printed(bytes));
});
process.send?.({ cpuMs: 0 });
