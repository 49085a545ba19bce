import { describe, expect, it } from 'vitest';
import {
  compliancePaths,
  href,
  labPaths,
  paths,
  publicPaths,
  routeAccess,
  signedInPaths,
  type RouteAccess,
} from '@shared/routes.ts';

/** A concrete address for a pattern, with every `:param` filled. */
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, 'sample-$1');

const groups: Array<[RouteAccess, Record<string, string>]> = [
  ['public', publicPaths],
  ['compliance', compliancePaths],
  ['signed-in', signedInPaths],
  ['lab', labPaths],
];

describe('routeAccess', () => {
  for (const [access, group] of groups) {
    it.each(Object.entries(group))(`puts %s (%s) in the ${access} group`, (_name, pattern) => {
      expect(routeAccess(concrete(pattern))).toBe(access);
    });
  }

  it('knows the routes of docs/product.md §2 that need sign-in and the compliance check', () => {
    for (const path of ['/dashboard', '/create-story', '/stories', '/stories/42', '/library/saved', '/library/7']) {
      expect(routeAccess(path)).toBe('compliance');
    }
    expect(routeAccess('/affiliates')).toBe('public');
    expect(routeAccess('/affiliates/dashboard')).toBe('compliance');
  });

  it('treats /blog/admin as a signed-in page, not a blog post', () => {
    expect(routeAccess('/blog/admin')).toBe('signed-in');
    expect(routeAccess('/blog/why-children-love-being-the-hero')).toBe('public');
    expect(routeAccess('/blog')).toBe('public');
  });

  it('ignores a trailing slash', () => {
    expect(routeAccess('/about/')).toBe('public');
    expect(routeAccess('/blog/some-post/')).toBe('public');
  });

  it.each(['/nope', '/blog/a/b', '/features', '/features/unknown', '/share/flipbook', '/admin/other', '/about-us', '/ABOUT'])(
    'does not know %s',
    (path) => {
      expect(routeAccess(path)).toBeUndefined();
    },
  );

  it('knows the home page only at /', () => {
    expect(routeAccess('/')).toBe('public');
  });

  it('lists every route exactly once', () => {
    const all = [publicPaths, compliancePaths, signedInPaths, labPaths].flatMap((group) => Object.values(group));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(paths)).toHaveLength(all.length);
  });
});

describe('href', () => {
  it('fills the parameters of a pattern', () => {
    expect(href(paths.blogPost, { slug: 'bedtime' })).toBe('/blog/bedtime');
    expect(href(paths.story, { id: 'abc-123' })).toBe('/stories/abc-123');
    expect(href(paths.sharedFlipbook, { shareUuid: 'f00d' })).toBe('/share/flipbook/f00d');
  });

  it('encodes parameter values', () => {
    expect(href(paths.blogPost, { slug: 'a b/c?d' })).toBe('/blog/a%20b%2Fc%3Fd');
  });

  it('leaves patterns without parameters as they are', () => {
    expect(href(paths.about)).toBe('/about');
    expect(href(paths.home)).toBe('/');
  });
});
