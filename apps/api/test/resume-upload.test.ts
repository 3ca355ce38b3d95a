import { connect } from 'node:net';
import { constants, deflateRawSync } from 'node:zlib';
import {
  MESSAGES,
  type Resume,
  type ResumeListItem,
  UPLOAD_TOO_LARGE_MESSAGE,
  type User,
} from '@resume/core';
import { completeResume } from '@resume/core/testing';
import {
  buildPdf,
  buildZip,
  linkedInExport,
  minimalDocx,
  SAMPLE_LINKEDIN_FILES,
  sampleResumeDocx,
  sampleResumePdf,
  sampleResumeTxt,
} from '@resume/parser/testing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEvents, resumes, users } from '../src/db/schema';
import { PoolBusyError } from '../src/workers/fair-queue';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const MIB = 1024 * 1024;
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function resumeCount(token: string): Promise<number> {
  return (await t.request<ResumeListItem[]>('/api/v1/resumes', { token })).body.length;
}

async function storedText(id: string): Promise<string | null> {
  const [row] = await t.deps.db.select().from(resumes).where(eq(resumes.id, id));
  return row?.originalText ?? null;
}

describe('upload reads a resume into a new one', () => {
  it('a PDF becomes a resume named after the person, with the parsed fields and its text kept', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, sampleResumePdf(), { type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body.resume_id).toBe(res.body.resume.id);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.checks).toEqual(expect.any(Array));
    expect(res.body.resume).toMatchObject({ name: 'Jane Q. Doe', source: 'upload', template: 'classic' });
    expect(res.body.resume.data).toMatchObject({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
    });
    expect(res.body.resume.data.experience.map((e) => [e.job_title, e.company])).toEqual([
      ['Senior Software Engineer', 'Acme Payments Ltd'],
      ['Software Engineer', 'Globex'],
    ]);
    const read = await t.request<Resume>(`/api/v1/resumes/${res.body.resume_id}`, { token: access_token });
    expect(read.body).toEqual(res.body.resume);
    expect(await storedText(res.body.resume_id)).toMatch(/^Jane Q\. Doe\n.*jane\.doe@example\.com/);
  });

  it('a DOCX gives the same person, including what sits in the page header', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, await sampleResumeDocx(), { fileName: 'cv.docx' });
    expect(res.status).toBe(201);
    expect(res.body.checks).toEqual(expect.any(Array));
    expect(res.body.resume.name).toBe('Jane Doe');
    expect(res.body.resume.data).toMatchObject({ email: 'jane.doe@example.com', location: 'London, UK' });
    expect(res.body.resume.data.education[0]).toMatchObject({ institution: 'University of Manchester' });
  });

  it('plain text works too, and skills come through', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, sampleResumeTxt, {
      fileName: 'cv.txt',
      type: 'text/plain',
    });
    expect(res.status).toBe(201);
    expect(res.body.checks).toEqual(expect.any(Array));
    expect(res.body.resume.data.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Go', 'Python', 'TypeScript', 'Kafka']),
    );
    expect(await storedText(res.body.resume_id)).toContain('Acme Payments Ltd');
  });

  it('a JSON Resume file is mapped field by field, whatever its name says', async () => {
    const { access_token } = await newGuest(t);
    const json = {
      basics: { name: 'Ada Lovelace', label: 'Analyst', email: 'ada@example.com', phone: '+44 20 7946 0000' },
      work: [
        {
          name: 'Babbage & Co',
          position: 'Analyst',
          startDate: '1842-01',
          highlights: ['Wrote the first program'],
        },
      ],
      education: [{ institution: 'Home', studyType: 'Tutoring', area: 'Mathematics', endDate: '1835' }],
      skills: [{ name: 'Mathematics', level: 'Expert' }],
    };
    const res = await uploadFile(t, access_token, new TextEncoder().encode(JSON.stringify(json)), {
      fileName: 'resume.txt',
      type: 'text/plain',
    });
    expect(res.status).toBe(201);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.resume.name).toBe('Ada Lovelace');
    expect(res.body.resume.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      title: 'Analyst',
    });
    expect(res.body.resume.data.experience[0]).toMatchObject({
      company: 'Babbage & Co',
      achievements: ['Wrote the first program'],
    });
    expect(res.body.resume.data.skills).toEqual([{ name: 'Mathematics', level: 'expert' }]);
  });

  it("LinkedIn's data export (a ZIP of CSV files) uploads into a new resume", async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, linkedInExport(), {
      fileName: 'Basic_LinkedInDataExport_11-25-2026.zip',
      type: 'application/zip',
    });
    expect(res.status).toBe(201);
    expect(res.body.resume.name).toBe('Priya Raman');
    expect(res.body.resume.data).toMatchObject({
      email: 'priya.raman@example.com',
      title: 'Data Engineer at Fernhill Analytics',
    });
    expect(res.body.resume.data.experience.map((job) => job.company)).toEqual([
      'Fernhill Analytics',
      'Northgate Retail',
    ]);
  });

  it('names the resume after the file when no name was found, and says what is missing', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, 'Some notes\nabout nothing in particular', {
      fileName: 'C:\\Users\\me\\My_CV 2024.txt',
    });
    expect(res.status).toBe(201);
    expect(res.body.resume.name).toBe('My CV 2024');
    expect(res.body.warnings).toEqual(
      expect.arrayContaining(['Could not find your name', 'Could not find any work experience']),
    );
    expect(res.body.checks).toEqual(expect.any(Array));
  });

  it('passes on what the parser was unsure of, for the person to check', async () => {
    const { access_token } = await newGuest(t);
    const read = await t.deps.cpu.run({ kind: 'parse', bytes: sampleResumePdf(), maxPages: 10 }, 30_000);
    const checks = [
      {
        field: 'experience.0.company',
        message: 'We were not sure where the job title ends and the company begins',
      },
    ];
    vi.spyOn(t.deps.cpu, 'run').mockResolvedValueOnce({ ...read, checks });
    const res = await uploadFile(t, access_token, sampleResumePdf());
    expect(res.status).toBe(201);
    expect(res.body.checks).toEqual(checks);
  });

  it('says how surely each section was read, and which one was probably misread', async () => {
    const { access_token } = await newGuest(t);
    const clean = await uploadFile(t, access_token, sampleResumePdf(), { type: 'application/pdf' });
    expect(clean.body.sections).toEqual([
      { section: 'contact', confidence: 'high', reasons: [] },
      { section: 'experience', confidence: 'high', reasons: [] },
      { section: 'education', confidence: 'high', reasons: [] },
      { section: 'skills', confidence: 'high', reasons: [] },
    ]);
    // Six jobs set like the text under them: each header reads on from the achievement above.
    const jobs = ['Acme Corp', 'Globex', 'Initech', 'Hooli', 'Vandelay', 'Pied Piper'].flatMap(
      (company, i) => [
        { text: `Engineer ${company} Jan ${2010 + i * 2} - Dec ${2011 + i * 2}`, x: 50, y: 140 + i * 28 },
        { text: 'Shipped features used by 2 million people every day and more', x: 50, y: 154 + i * 28 },
      ],
    );
    const pdf = buildPdf([
      [
        { text: 'Jane Q. Doe', x: 50, y: 60, size: 22, bold: true },
        { text: 'jane.doe@example.com', x: 50, y: 85 },
        { text: 'EXPERIENCE', x: 50, y: 120, size: 12, bold: true },
        ...jobs,
      ],
    ]);
    const misread = await uploadFile(t, access_token, pdf, { type: 'application/pdf' });
    expect(misread.status).toBe(201);
    expect(misread.body.sections).toContainEqual({
      section: 'experience',
      confidence: 'low',
      reasons: expect.arrayContaining([
        '6 lines carry dates, but only 1 position was read: some may have been merged or lost.',
      ]),
    });
  });

  it('drops half a surrogate pair from a Word file rather than failing to store it', async () => {
    const { access_token } = await newGuest(t);
    const docx = minimalDocx(
      '<w:p><w:r><w:t>Jane &#xD800;Doe</w:t></w:r></w:p><w:p><w:r><w:t>jane@example.com</w:t></w:r></w:p>',
    );
    const res = await uploadFile(t, access_token, docx, { fileName: 'cv.docx' });
    expect(res.status).toBe(201);
    expect(res.body.resume.name).toBe('Jane Doe');
  });

  it('survives the ATS round trip: an exported PDF uploads back to the same resume', async () => {
    const { access_token } = await newGuest(t);
    const original = completeResume();
    const pdf = await t.deps.cpu.run(
      { kind: 'render', data: original, options: { template: 'classic' } },
      30_000,
    );
    const res = await uploadFile(t, access_token, pdf, { fileName: 'export.pdf' });
    expect(res.status).toBe(201);
    const { data } = res.body.resume;
    expect(data).toMatchObject({
      first_name: original.first_name,
      last_name: original.last_name,
      email: original.email,
      phone: original.phone,
      location: original.location,
    });
    expect(data.experience.map((e) => e.company)).toEqual(original.experience.map((e) => e.company));
    // The company line under the title comes back as a first bullet: the achievements all survive.
    expect(data.experience[0]?.achievements).toEqual(
      expect.arrayContaining(original.experience[0]?.achievements ?? []),
    );
    expect(data.education[0]?.institution).toBe(original.education[0]?.institution);
    expect(data.skills.map((s) => s.name)).toEqual(original.skills.map((s) => s.name));
  });
});

describe('the type is judged by content, never by name or declared type', () => {
  it('a PDF called resume.txt and declared text/plain is read as a PDF', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, sampleResumePdf(), {
      fileName: 'resume.txt',
      type: 'text/plain',
    });
    expect(res.status).toBe(201);
    expect(res.body.resume.data.email).toBe('jane.doe@example.com');
  });

  it('an image called resume.pdf and declared application/pdf is 415', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, PNG, { fileName: 'resume.pdf', type: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/PDF, DOCX or TXT/);
    expect(await resumeCount(access_token)).toBe(0);
  });

  it('a body that is not multipart is 415', async () => {
    const { access_token } = await newGuest(t);
    const res = await t.request<{ detail: string }>('/api/v1/resumes/upload', {
      token: access_token,
      body: { file: 'Jane Doe' },
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/multipart\/form-data/);
  });

  it('a file in another field is 422 naming the field', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, sampleResumeTxt, { field: 'resume' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'file'] })]);
  });
});

describe('size limit', () => {
  /** The sample resume padded with spaces to `size` bytes. */
  const paddedTo = (size: number) => {
    const bytes = new Uint8Array(size).fill(0x20);
    bytes.set(new TextEncoder().encode(sampleResumeTxt));
    return bytes;
  };

  it('accepts a file of exactly 10 MiB', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, paddedTo(10 * MIB), { fileName: 'padded.txt' });
    expect(res.status).toBe(201);
    expect(res.body.resume.name).toBe('Jane Doe');
  });

  it('refuses one byte more with 413 and the message the browser shows', async () => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, paddedTo(10 * MIB + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: UPLOAD_TOO_LARGE_MESSAGE });
    expect(await resumeCount(access_token)).toBe(0);
  });

  it('stops reading a streamed body without a length soon after it passes the limit', async () => {
    const { access_token } = await newGuest(t);
    const { written, response } = await streamEndlessUpload(access_token);
    // Had the server read on, the whole 100 MiB would have gone through.
    expect(written).toBeLessThan(40 * MIB);
    // The answer races the closing connection: when it arrives, it is the 413.
    if (response) expect(response).toMatch(/^HTTP\/1\.1 413[\s\S]*larger than 10 MB/);
    expect((await t.request('/healthz')).status).toBe(200);
  });
});

/**
 * Sends a chunked multipart upload (no Content-Length) of 100 MiB over a raw socket, as fast as
 * the server takes it, and returns how much went out and whatever answer came back.
 */
function streamEndlessUpload(token: string): Promise<{ written: number; response: string }> {
  const boundary = 'x-boundary-x';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n`;
  const chunk = Buffer.alloc(MIB, 0x61);
  const frame = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
    let written = 0;
    let response = '';
    let open = true;
    socket.on('data', (data) => {
      response += data.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      open = false;
      resolve({ written, response });
    });
    socket.write(
      `POST /api/v1/resumes/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    socket.write(frame(Buffer.from(head)));
    const pump = () => {
      while (open && written < 100 * MIB) {
        written += chunk.length;
        if (!socket.write(frame(chunk))) return void socket.once('drain', pump);
      }
      if (open) socket.end();
    };
    pump();
  });
}

describe('files that cannot be read are 422 with the reason', () => {
  const reasons: [string, () => Uint8Array, RegExp][] = [
    [
      'an image-only (scanned) PDF',
      () => buildPdf([[]]),
      /no text was found.*PDF with selectable text, or a DOCX/i,
    ],
    [
      'a password-protected PDF',
      () => buildPdf([[{ text: 'Secret', x: 50, y: 50 }]], { encrypted: true }),
      /protected by a password/,
    ],
    ['a damaged PDF', () => sampleResumePdf().slice(0, 400), /could not be read/],
    [
      'a LinkedIn export that is a zip bomb',
      () =>
        buildZip([
          { name: 'Profile.csv', data: new TextEncoder().encode(SAMPLE_LINKEDIN_FILES['Profile.csv']!) },
          { name: 'Positions.csv', data: new Uint8Array(9 * MIB).fill(0x41), declaredSize: 10 },
        ]),
      /LinkedIn export expands to far more data than a resume/,
    ],
    [
      'a PDF over 10 pages',
      () => buildPdf(Array.from({ length: 11 }, (_, i) => [{ text: `Page ${i + 1}`, x: 50, y: 50 }])),
      /11 pages.*at most 10/,
    ],
  ];

  it.each(reasons)('%s', async (_name, file, reason) => {
    const { access_token } = await newGuest(t);
    const res = await uploadFile(t, access_token, file());
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(new RegExp(`^${MESSAGES.processResumeFailed}\\. `));
    expect(res.body.detail).toMatch(reason);
    expect(await resumeCount(access_token)).toBe(0);
  });
});

/**
 * The probe's DOCX (issue 34, item 5): 1.9 MB, its main document, as `_rels/.rels` says, is
 * `word/main.dat`: 2,000 MiB of zeros, deflated. The zip check inflated only `.xml` and `.rels`
 * parts and let it by; mammoth inflated all of it (0.68 → 1.47 GB resident per upload).
 */
function docxWithZerosAsMainDocument(mebibytes: number): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  // A mebibyte of zeros deflated once, repeated (each ends on a full flush), then a last empty block.
  const mebibyte = deflateRawSync(Buffer.alloc(MIB), { finishFlush: constants.Z_FULL_FLUSH });
  const deflated = Buffer.concat([...Array<Buffer>(mebibytes).fill(mebibyte), Buffer.of(0x03, 0x00)]);
  const name = 'word/main.dat';
  const zip = buildZip([
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/main.dat" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${name}"/></Relationships>`,
      ),
    },
    // What makes the upload a DOCX (detectFileType looks for the name); nothing points to it.
    { name: 'word/document.xml', data: text('<w:document/>') },
    // Written stored, as it is already deflated; marked deflated below (method 8).
    { name, data: deflated, method: 0, declaredSize: mebibytes * MIB },
  ]);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const central = zip.byteLength - 22 - (46 + name.length);
  view.setUint16(central + 10, 8, true);
  view.setUint16(view.getUint32(central + 42, true) + 8, 8, true);
  return zip;
}

describe('a DOCX whose parts inflate to gigabytes', () => {
  it('is refused with the reason before any part is unpacked, whatever the part is named', async () => {
    const { access_token } = await newGuest(t);
    // The reading worker started and warm (it holds its modules), as on a running server.
    const warm = await newGuest(t);
    expect((await uploadFile(t, warm.access_token, await sampleResumeDocx())).status).toBe(201);
    const bomb = docxWithZerosAsMainDocument(2_000);
    expect(bomb.byteLength).toBeLessThan(2.5 * MIB);
    const before = process.memoryUsage.rss();
    const res = await uploadFile(t, access_token, bomb, { fileName: 'resume.docx' });
    const grewMb = (process.memoryUsage.rss() - before) / MIB;
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      `${MESSAGES.processResumeFailed}. This DOCX file expands to far more data than a resume.`,
    );
    // The worker (a thread of this process) inflated nothing of it: no big allocation.
    expect(grewMb).toBeLessThan(200);
    expect(await resumeCount(access_token)).toBe(0);
  });
});

describe('who may upload, and what it counts as', () => {
  it('needs a bearer', async () => {
    expect((await uploadFile(t, undefined, sampleResumeTxt)).status).toBe(401);
  });

  it('a free user at the limit gets 403 resume_limit before the file is read', async () => {
    const { access_token } = await newGuest(t);
    for (let i = 0; i < 2; i++) await t.request('/api/v1/resumes', { token: access_token, body: {} });
    const parse = vi.spyOn(t.deps.cpu, 'run');
    const res = await uploadFile(t, access_token, sampleResumePdf());
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatchObject({ code: 'resume_limit', msg: expect.stringContaining('Pro') });
    expect(parse).not.toHaveBeenCalled();
    expect(await resumeCount(access_token)).toBe(2);
  });

  it('Pro users upload past the free limit', async () => {
    const { access_token } = await newGuest(t);
    const me = await t.request<User>('/api/v1/user/me', { token: access_token });
    await t.deps.db.update(users).set({ premiumUnlimited: true }).where(eq(users.id, me.body.id));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await uploadFile(t, access_token, sampleResumeTxt)).status);
    expect(statuses).toEqual([201, 201, 201]);
  });

  it('the new resume is the uploader’s alone and counts as resume_create from an upload', async () => {
    const owner = await newGuest(t);
    const other = await newGuest(t);
    const res = await uploadFile(t, owner.access_token, sampleResumeTxt);
    const path = `/api/v1/resumes/${res.body.resume_id}`;
    expect((await t.request(path, { token: owner.access_token })).status).toBe(200);
    expect((await t.request(path, { token: other.access_token })).status).toBe(404);
    expect(await resumeCount(other.access_token)).toBe(0);
    const me = await t.request<User>('/api/v1/user/me', { token: owner.access_token });
    const events = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, me.body.id));
    expect(events.map((e) => [e.name, (e.props as { source: string }).source])).toEqual([
      ['resume_create', 'upload'],
    ]);
  });

  it('a saturated parsing pool answers 503 with Retry-After, storing nothing', async () => {
    const { access_token } = await newGuest(t);
    vi.spyOn(t.deps.cpu, 'run').mockRejectedValueOnce(new PoolBusyError('Too many tasks are waiting'));
    const res = await uploadFile(t, access_token, sampleResumeTxt);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.detail).toMatch(/Try again/);
    expect(await resumeCount(access_token)).toBe(0);
  });
});
