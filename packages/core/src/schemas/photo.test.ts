import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from './photo';
import { RESUME_LIMITS, resumeCharacters, resumeDataSchema } from './resume';

const jpeg = (base64Characters: number) => `data:image/jpeg;base64,${'A'.repeat(base64Characters)}`;

describe('a resume photo', () => {
  it('is kept as a JPEG or PNG data URL, and absent or empty means none', () => {
    expect(resumeDataSchema.parse({ photo: jpeg(400) }).photo).toBe(jpeg(400));
    expect(resumeDataSchema.parse({ photo: 'data:image/png;base64,iVBORw0K' }).photo).toContain('png');
    expect(resumeDataSchema.parse({}).photo).toBeUndefined();
    expect(resumeDataSchema.parse({ photo: '' }).photo).toBe('');
  });

  it('refuses other pictures, links and scripts with a message that says why', () => {
    for (const photo of [
      'https://example.com/me.jpg',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html,<script>',
    ]) {
      const result = resumeDataSchema.safeParse({ photo });
      expect(result.success, photo).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('The photo must be a JPEG or PNG picture');
    }
  });

  it('refuses a picture over its bound', () => {
    const result = resumeDataSchema.safeParse({ photo: jpeg(PHOTO_LIMITS.characters) });
    expect(result.error?.issues[0]?.message).toBe('The photo is too large: choose a smaller picture');
  });

  it('does not count toward the text a resume may hold', () => {
    const photo = jpeg(RESUME_LIMITS.totalCharacters + 1000);
    expect(resumeCharacters({ summary: 'abc', photo })).toBe(3);
    expect(resumeDataSchema.safeParse({ summary: 'abc', photo }).success).toBe(true);
  });
});
