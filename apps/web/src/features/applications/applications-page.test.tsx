import { APPLICATION_LIMIT_CODE, type Application, applicationLimitMessage } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { ApplicationsPage } from './applications-page';
import { applyMove } from './board/arrange';
import { testApplication, testFunnel, testList } from './test-applications';

/** A server holding the applications, answering moves as the API does. */
function server(initial: Application[], extra: Parameters<typeof testList>[1] = {}) {
  let applications = initial;
  const routes: Parameters<typeof fakeApi>[0] = {
    'GET /applications': () => jsonResponse(200, testList(applications, extra)),
  };
  for (const application of initial) {
    routes[`PATCH /applications/${application.id}`] = (body) => {
      const to = body as { stage: Application['stage']; position: number };
      applications = applyMove(applications, application.id, to);
      return jsonResponse(
        200,
        applications.find((a) => a.id === application.id),
      );
    };
  }
  return fakeApi(routes);
}

const mount = () => renderRoutes([{ path: '/applications', element: <ApplicationsPage /> }], '/applications');
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardsIn = (name: string) =>
  within(column(name))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('button')?.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the applications board', () => {
  it('moves a focused card between stages and within one by keyboard, announcing each move', async () => {
    const acme = testApplication({ company: 'Acme', position: 0 });
    const globex = testApplication({ company: 'Globex', position: 1 });
    const api = server([acme, globex]);
    mount();
    await screen.findByRole('button', { name: 'Move Globex' });
    expect(cardsIn('Saved')).toEqual(['Acme', 'Globex']);

    // Up within Saved: Enter opens the moves with the first one focused; Tab and Enter choose.
    screen.getByRole('button', { name: 'Move Globex' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /Move left/ })).toBeNull();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Move up');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardsIn('Saved')).toEqual(['Globex', 'Acme']));
    const moves = () => api.calls.filter((call) => call.route.startsWith('PATCH'));
    expect(moves()).toEqual([
      { route: `PATCH /applications/${globex.id}`, body: { stage: 'saved', position: 0 } },
    ]);
    expect(screen.getByText('Globex moved to Saved, position 1 of 2.')).toBeTruthy();

    // Right to Applied: the card leaves Saved, and the keyboard stays on it in its new column.
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toContain('Move right to Applied');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cardsIn('Applied')).toEqual(['Globex']));
    expect(cardsIn('Saved')).toEqual(['Acme']);
    expect(moves().at(-1)?.body).toEqual({ stage: 'applied', position: 0 });
    expect(screen.getByText('Globex moved to Applied, position 1 of 1.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Globex' })),
    );

    // Escape closes the moves without moving anything.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: /Move left to Saved/ })).toBeNull();
    expect(cardsIn('Applied')).toEqual(['Globex']);
  });

  it('puts a card back and says why when the server refuses the move', async () => {
    const acme = testApplication({ company: 'Acme' });
    fakeApi({
      'GET /applications': () => jsonResponse(200, testList([acme])),
      [`PATCH /applications/${acme.id}`]: () => jsonResponse(404, { detail: 'Application not found' }),
    });
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Move Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move right to Applied' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Application not found');
    expect(cardsIn('Saved')).toEqual(['Acme']);
    expect(cardsIn('Applied')).toEqual([]);
  });

  it('shows the empty board’s way in, and the count against the free limit with the upgrade at it', async () => {
    server([]);
    mount();
    await screen.findByText('No applications yet — add one or track one from a tailored copy.');
    expect(screen.getByText('0 of 20 applications')).toBeTruthy();
  });

  it('offers Pro at the limit with the API’s words', async () => {
    const apps = [testApplication({ company: 'Acme' })];
    fakeApi({
      'GET /applications': () => jsonResponse(200, testList(apps, { used: 20, limit: 20 })),
      'POST /applications': () =>
        jsonResponse(403, { detail: { code: APPLICATION_LIMIT_CODE, msg: applicationLimitMessage() } }),
    });
    mount();
    await screen.findByText('20 of 20 applications');
    await userEvent.click(screen.getByRole('button', { name: 'Add an application' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an application' });
    await userEvent.type(within(dialog).getByLabelText('Company'), 'Initech');
    await userEvent.type(within(dialog).getByLabelText('Role'), 'Analyst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add application' }));
    const offer = await within(dialog).findByRole('alert');
    expect(offer.textContent).toContain(applicationLimitMessage());
    expect(within(offer).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/upgrade');
  });
});

describe('the funnel', () => {
  it('shows how many reached each stage, the response rate, and the resumes that got interviews', async () => {
    const resumeId = '22222222-2222-4222-8222-222222222222';
    server([testApplication({ stage: 'interview' })], {
      funnel: testFunnel({
        reached: { saved: 5, applied: 4, interview: 2, offer: 1, rejected: 1, withdrawn: 0 },
        response_rate: 0.75,
        resumes: [
          { resume_id: resumeId, title: 'Platform Engineer at Globex', applications: 3, interviews: 2 },
          { resume_id: null, title: 'Old resume', applications: 1, interviews: 0 },
        ],
      }),
    });
    mount();
    const funnel = await screen.findByRole('region', { name: 'Your funnel' });
    const rows = within(funnel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Saved5', 'Applied4', 'Interview2', 'Offer1', 'Rejected1', 'Withdrawn0']);
    expect(within(funnel).getByText('75%')).toBeTruthy();
    const resumes = within(funnel).getByRole('list', { name: 'Resumes that got interviews' });
    expect(resumes.textContent).toBe('Platform Engineer at Globex: 2 of 3');
  });

  it('says no rate before anything was sent', async () => {
    server([testApplication()]);
    mount();
    const funnel = await screen.findByRole('region', { name: 'Your funnel' });
    expect(within(funnel).getByText('—')).toBeTruthy();
    expect(within(funnel).getByText('None yet.')).toBeTruthy();
  });
});

describe('the table', () => {
  it('is remembered as the view, and sorts by the column chosen', async () => {
    server([
      testApplication({ company: 'Beta', stage: 'offer' }),
      testApplication({ company: 'Alpha', stage: 'applied' }),
    ]);
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Table' }));
    expect(localStorage.getItem('applications-view')).toBe('table');
    const companies = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td button')?.textContent)
        .filter(Boolean);
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(companies()).toEqual(['Alpha', 'Beta']);
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    expect(companies()).toEqual(['Beta', 'Alpha']);
  });
});
