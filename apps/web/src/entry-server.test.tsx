// @vitest-environment node
import { PUBLIC_PAGE_PATHS } from '@keel/shared/paths';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

const expectations: Record<string, { h1: string; anchors?: string[] }> = {
  '/': { h1: 'Delivering Successful IT Projects for over 20 years' },
  '/project-management': { h1: 'Project management that owns the outcome', anchors: ['overview', 'methodologies', 'tools', 'team'] },
  '/industries': {
    h1: 'Delivery experience where the stakes are high',
    anchors: ['retail', 'finance', 'healthcare', 'manufacturing', 'education', 'public-sector'],
  },
  '/portfolio': { h1: 'Results our clients still talk about', anchors: ['case-studies', 'success-stories'] },
  '/training-materials': { h1: 'Skills that outlast the engagement', anchors: ['workshops', 'webinars', 'downloads'] },
  '/clients': { h1: 'Our Clients' },
  '/about': { h1: 'About Us', anchors: ['mission', 'vision', 'values'] },
  '/about-daniel': { h1: 'About Daniel Hayes' },
  '/contact-us': { h1: 'Contact Us' },
};

describe('prerendering (entry-server)', () => {
  it.each(PUBLIC_PAGE_PATHS.map((path) => [path]))('renders %s to static HTML with its headline, anchors and no script', async (path) => {
    const page = await renderPage(path);
    const { h1, anchors = [] } = expectations[path];
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    for (const id of anchors) expect(page.html).toContain(`id="${id}"`);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.title).toMatch(/ \| Keel Consulting$/);
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(170);
    // Signed out until the session is known: the header offers 'CRM Login'.
    expect(page.html).toContain('CRM Login');
  });

  it('gives every page its own title and description', async () => {
    const pages = await Promise.all(PUBLIC_PAGE_PATHS.map((path) => renderPage(path)));
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it('states the phone hours and the 24-hour response on /contact-us, and links every training card to it', async () => {
    const contact = await renderPage('/contact-us');
    expect(contact.html).toContain('Mon-Fri 9 AM-6 PM CST');
    expect(contact.html).toContain('Response within 24 hours');
    const training = await renderPage('/training-materials');
    const cardLinks = [...training.html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(Request|Book|Schedule|Register|Ask|Join|Plan)[^<]*<\/a>/g)];
    expect(cardLinks).toHaveLength(10);
    expect(new Set(cardLinks.map((m) => m[1]))).toEqual(new Set(['/contact-us']));
  });

  it('sends every button that needs its script disabled: before hydration a tap would do nothing, or submit the form natively', async () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const { html } = await renderPage(path);
      const buttons = [...html.matchAll(/<button\b[^>]*>/g)].map((m) => m[0]);
      expect(buttons.length, path).toBeGreaterThan(0);
      for (const button of buttons) expect(button, path).toMatch(/\sdisabled=""/);
    }
  });
});
