import { describe, expect, it } from 'vitest';
import { findUrls, isWebAddress, linkType, withoutScheme } from './links';

describe('web links in printed text', () => {
  it('finds links in printed order but not the domain of an e-mail address', () => {
    const header =
      'john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe github.com/johndoe';
    expect(findUrls(header)).toEqual(['linkedin.com/in/johndoe', 'github.com/johndoe']);
    expect(findUrls('hello@example.com https://johndoe.com/')).toEqual(['https://johndoe.com/']);
    expect(findUrls('Built with Node.js and backbone.js')).toEqual([]);
  });

  it.each([
    'Node.js, Vue.js and D3.js',
    'e.g. React, i.e. Vue',
    'Exported file.pdf and index.html',
    'Wrote the README.md, main.py and lib.rs',
    'M.Sc. Mathematics, B.Sc. Physics',
    'B.Com, M.Com (Finance)',
    'St. Louis, U.S.',
    'Shipped in 3 years.As lead',
    'Released v2.0 and 1.2.3',
  ])('reads no link in %j', (text) => {
    expect(findUrls(text)).toEqual([]);
  });

  it('finds sites on newer top-level domains and country codes people use for their own site', () => {
    expect(findUrls('janedoe.dev · lena.design · telcoin.xyz · x.ai · jane.me · Socket.io')).toEqual([
      'janedoe.dev',
      'lena.design',
      'telcoin.xyz',
      'x.ai',
      'jane.me',
      'Socket.io',
    ]);
  });

  it('ends a link at a separator, a bracket or a full stop printed right after it', () => {
    expect(findUrls('github.com/jane|linkedin.com/in/jane')).toEqual([
      'github.com/jane',
      'linkedin.com/in/jane',
    ]);
    expect(findUrls('github.com/jane,linkedin.com/in/jane')).toEqual([
      'github.com/jane',
      'linkedin.com/in/jane',
    ]);
    expect(findUrls('(github.com/jane) and see jane.dev.')).toEqual(['github.com/jane', 'jane.dev']);
    expect(findUrls('https://github.com/jane:')).toEqual(['https://github.com/jane']);
  });

  it('takes a label, an icon or a LinkedIn export list off the link', () => {
    expect(findUrls('GitHub:github.com/jane')).toEqual(['github.com/jane']);
    expect(findUrls('\uf09bgithub.com/jane ✉ jane@x.io')).toEqual(['github.com/jane']);
    expect(findUrls('[PORTFOLIO:https://jane.dev,BLOG:https://blog.jane.dev/posts]')).toEqual([
      'https://jane.dev',
      'https://blog.jane.dev/posts',
    ]);
  });

  it('finds a link with a scheme on any host, with its port and query', () => {
    expect(findUrls('Open http://localhost:3000/verify?token=ab&x=1.')).toEqual([
      'http://localhost:3000/verify?token=ab&x=1',
    ]);
    expect(findUrls('mailto:jane@x.io')).toEqual([]);
  });

  it('labels links by where they point', () => {
    expect(linkType('https://www.linkedin.com/in/x')).toBe('linkedin');
    expect(linkType('github.com/x')).toBe('github');
    expect(linkType('janedoe.dev')).toBe('website');
  });
});

describe('a web address in a field', () => {
  it.each([
    ['mayachen.dev', true],
    ['https://mayachen.dev/blog?x=1', true],
    ['maya.consulting', true],
    ['http://mayachen.dev:8080/', true],
    ['my site', false],
    ['mayachen', false],
    ['mayachen.dev/a b', false],
    ['ftp://mayachen.dev', false],
  ])('%j is a web address: %s', (value, valid) => {
    expect(isWebAddress(value)).toBe(valid);
  });

  it('reads an address without its scheme', () => {
    expect(withoutScheme(' https://jane.dev ')).toBe('jane.dev');
    expect(withoutScheme('mailto:jane@x.io')).toBe('jane@x.io');
  });
});
