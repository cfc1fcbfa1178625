import { describe, expect, it } from 'vitest';
import { websiteHref } from '@client/features/service-detail/lib/links';
import { socialHref } from '@client/features/service-detail/lib/social-links';

describe('websiteHref', () => {
  it('prefixes http:// to a website typed without a scheme (docs/spec/product-spec.md §5)', () => {
    expect(websiteHref('www.harbor.org')).toBe('http://www.harbor.org');
    expect(websiteHref('  harbor.org/beds ')).toBe('http://harbor.org/beds');
  });

  it('keeps a website that already has its scheme', () => {
    expect(websiteHref('https://harbor.org')).toBe('https://harbor.org');
    expect(websiteHref('HTTP://harbor.org')).toBe('HTTP://harbor.org');
  });

  it('links nothing for an empty value or a script address', () => {
    expect(websiteHref(null)).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref('javascript://%0Aalert(1)')).toBeNull();
  });
});

describe('socialHref', () => {
  it('opens a handle on the network it belongs to', () => {
    expect(socialHref('facebook', 'harbor.house')).toBe('https://www.facebook.com/harbor.house');
    expect(socialHref('twitter', '@harbor_den')).toBe('https://twitter.com/harbor_den');
    expect(socialHref('instagram', '@harbor')).toBe('https://www.instagram.com/harbor');
    expect(socialHref('youtube', 'HarborTV')).toBe('https://www.youtube.com/@HarborTV');
  });

  it('keeps a whole address, adding http:// when it has no scheme', () => {
    expect(socialHref('facebook', 'https://www.facebook.com/abc.xyz')).toBe(
      'https://www.facebook.com/abc.xyz',
    );
    expect(socialHref('instagram', 'instagram.com/harbor')).toBe('http://instagram.com/harbor');
    expect(socialHref('youtube', 'www.youtube.com/c/harbor')).toBe(
      'http://www.youtube.com/c/harbor',
    );
  });

  it('links nothing for an empty value, a sentence or a script address', () => {
    expect(socialHref('twitter', null)).toBeNull();
    expect(socialHref('twitter', ' ')).toBeNull();
    expect(socialHref('facebook', 'ask at the desk')).toBeNull();
    expect(socialHref('facebook', 'javascript://%0Aalert(1)')).toBeNull();
  });
});
