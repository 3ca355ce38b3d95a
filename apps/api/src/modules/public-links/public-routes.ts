import {
  DEFAULT_TEMPLATE,
  findTemplate,
  PUBLIC_LINK_LIMITS,
  PUBLIC_LINK_SLUG,
  publicLinkPath,
  type ResumeData,
  resumeFileName,
  storedResumeDataSchema,
  utcDay,
} from '@resume/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../lib/content-disposition';
import { verifyPassword } from '../../lib/password-hash';
import type { RateRule } from '../../lib/rate-limit';
import { refuseWhenBusy, renderDocument } from '../export/service';
import { isPremium } from '../users/presenter';
import { accessCookie, hasAccess } from './access';
import { notFoundPage, passwordPage, resumePage, tooManyPage } from './page';
import { countDay, findLinkBySlug, type LinkCounter, type LinkedResume } from './repo';

/**
 * Limits on the public pages, which anyone may ask for: by address (every page and guess), by
 * address and link for passwords, and by link for passwords from everywhere.
 */
export const PUBLIC_PAGE_RULES = {
  page: { limit: 60, windowMs: 60_000 },
  pdf: { limit: 10, windowMs: 60_000 },
  passwordPerAddress: { limit: 10, windowMs: 15 * 60_000 },
  passwordPerLink: { limit: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

const FORM_BODY_LIMIT = 4096;

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

/** Headers every public answer carries: never cached, never a referrer (the address is the secret). */
function baseHeaders(reply: FastifyReply, noindex: boolean) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (noindex) reply.header('x-robots-tag', 'noindex, nofollow');
  return reply;
}

const html = (reply: FastifyReply, status: number, body: string, noindex = true) =>
  baseHeaders(reply, noindex).code(status).type('text/html; charset=utf-8').send(body);

const notFound = (reply: FastifyReply) => html(reply, 404, notFoundPage());

/** True when the request may go on; otherwise the 429 page has been sent. */
async function withinLimit(deps: AppDeps, reply: FastifyReply, key: string, rule: RateRule) {
  const decision = await deps.limiter.check(key, rule);
  if (decision.allowed) return true;
  reply.header('retry-after', String(decision.retryAfterSeconds));
  await html(reply, 429, tooManyPage(decision.retryAfterSeconds));
  return false;
}

/** The live link at the request's slug, or undefined (a malformed slug never reaches the database). */
async function linkAt(deps: AppDeps, slug: string) {
  return PUBLIC_LINK_SLUG.test(slug) ? findLinkBySlug(deps.db, slug) : undefined;
}

/** The template the public page and PDF use: a premium one only if the owner has Pro, as the export. */
function shownTemplate(found: LinkedResume): string {
  const template = findTemplate(found.resume.template);
  if (!template || (template.premium && !isPremium(found.owner))) return DEFAULT_TEMPLATE;
  return template.id;
}

const dataOf = (found: LinkedResume): ResumeData => storedResumeDataSchema.parse(found.resume.data);

/** Counts never fail a page: a lost count is better than a visitor's error. */
async function count(deps: AppDeps, request: FastifyRequest, found: LinkedResume, counter: LinkCounter) {
  if (request.method !== 'GET') return;
  try {
    await countDay(deps.db, found.resume.id, utcDay(), counter);
  } catch (error) {
    request.log.warn({ err: error }, 'public link count not recorded');
  }
}

async function showResume(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, found: LinkedResume) {
  const { resumeToHtml } = await import('@resume/templates');
  const data = dataOf(found);
  const page = resumePage(
    found.link.slug,
    data,
    resumeToHtml(data, shownTemplate(found)),
    found.link.noindex,
  );
  await count(deps, request, found, 'views');
  return html(reply, 200, page, found.link.noindex);
}

function parseForm(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/**
 * The public page of a shared resume, served as HTML by the server (link previews and search
 * engines read it without JavaScript): /r/{slug}, its password form, and /r/{slug}/pdf.
 */
export async function publicPageRoutes(app: FastifyInstance) {
  const { deps } = app;
  const secret = deps.config.jwtSecret;
  const secure = deps.config.env === 'production';
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    parseForm,
  );
  const hide = { schema: { hide: true } };

  app.get('/r/:slug', hide, async (request: SlugRequest, reply) => {
    if (!(await withinLimit(deps, reply, `public-page:${request.ip}`, PUBLIC_PAGE_RULES.page))) return reply;
    const found = await linkAt(deps, request.params.slug);
    if (!found) return notFound(reply);
    if (!hasAccess(secret, found.link, request.headers.cookie)) {
      return html(reply, 200, passwordPage(found.link.slug, found.link.noindex, false), found.link.noindex);
    }
    return showResume(deps, request, reply, found);
  });

  app.post('/r/:slug', hide, async (request: SlugRequest, reply) => {
    if (!(await withinLimit(deps, reply, `public-page:${request.ip}`, PUBLIC_PAGE_RULES.page))) return reply;
    const found = await linkAt(deps, request.params.slug);
    if (!found?.link.passwordHash) return notFound(reply);
    const { id } = found.link;
    const perAddress = `public-password:${id}:${request.ip}`;
    if (!(await withinLimit(deps, reply, perAddress, PUBLIC_PAGE_RULES.passwordPerAddress))) return reply;
    if (!(await withinLimit(deps, reply, `public-password:${id}`, PUBLIC_PAGE_RULES.passwordPerLink)))
      return reply;
    const body = request.body as { password?: unknown } | undefined;
    const given = typeof body?.password === 'string' ? body.password : '';
    const right =
      given.length > 0 &&
      given.length <= PUBLIC_LINK_LIMITS.passwordMaxLength &&
      (await verifyPassword(given, found.link.passwordHash));
    if (!right)
      return html(reply, 403, passwordPage(found.link.slug, found.link.noindex, true), found.link.noindex);
    return baseHeaders(reply, found.link.noindex)
      .header('set-cookie', accessCookie(secret, found.link, secure))
      .redirect(publicLinkPath(found.link.slug), 303);
  });

  app.get('/r/:slug/pdf', hide, async (request: SlugRequest, reply) => {
    if (!(await withinLimit(deps, reply, `public-pdf:${request.ip}`, PUBLIC_PAGE_RULES.pdf))) return reply;
    const found = await linkAt(deps, request.params.slug);
    if (!found || !hasAccess(secret, found.link, request.headers.cookie)) return notFound(reply);
    const caller = { user: found.owner, address: request.ip };
    refuseWhenBusy(deps, caller, 'pdf');
    const data = dataOf(found);
    const body = await renderDocument(deps, caller, {
      data,
      templateId: shownTemplate(found),
      format: 'pdf',
    });
    await count(deps, request, found, 'downloads');
    return baseHeaders(reply, found.link.noindex)
      .type('application/pdf')
      .header('content-disposition', attachmentDisposition(resumeFileName(data, found.resume.name), 'pdf'))
      .send(body);
  });
}
