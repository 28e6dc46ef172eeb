import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

const PAGES = [
  {
    name: 'Privacy Policy',
    element: <PrivacyPage />,
    documentTitle: 'Privacy Policy — Rootshare',
    contact: 'privacy@rootshare.app',
    otherDocument: { label: /terms of service/i, href: '/terms' },
  },
  {
    name: 'Terms of Service',
    element: <TermsPage />,
    documentTitle: 'Terms of Service — Rootshare',
    contact: 'hello@rootshare.app',
    otherDocument: { label: /privacy policy/i, href: '/privacy' },
  },
] as const;

describe.each(PAGES)('$name page', ({ name, element, documentTitle, contact, otherDocument }) => {
  it('shows its heading and the last-updated date', () => {
    renderPage(element);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/July 29, 2025/)).toBeInTheDocument();
  });

  it('covers Illinois law, SMS opt-out with STOP, and children under 13', () => {
    const { container } = renderPage(element);
    const text = container.textContent ?? '';
    expect(text).toContain('Illinois');
    expect(text).toMatch(/replying STOP/);
    expect(text).toMatch(/under 13/);
    expect(text).toContain(contact);
  });

  it('has a table of contents whose links all point at existing section headings', () => {
    const { container } = renderPage(element);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);

    const h2Ids = Array.from(container.querySelectorAll('h2')).map((h) => h.id);
    expect(links).toHaveLength(h2Ids.length);

    links.forEach((link, index) => {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const id = href.slice(1);
      const target = container.querySelector(`[id="${id}"]`);
      expect(target, `missing target for ${href}`).not.toBeNull();
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toContain(link.textContent ?? '');
      expect(h2Ids[index]).toBe(id);
    });

    expect(new Set(h2Ids).size).toBe(h2Ids.length);
  });

  it('links to the other legal document and sets the document title', () => {
    renderPage(element);
    const links = screen.getAllByRole('link', { name: otherDocument.label });
    expect(links.length).toBeGreaterThan(0);
    links.forEach((link) => expect(link).toHaveAttribute('href', otherDocument.href));
    expect(document.title).toBe(documentTitle);
  });
});
