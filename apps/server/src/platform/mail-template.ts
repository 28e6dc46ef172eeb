import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import type { OutgoingMail } from './mail';
import { escapeHtml } from './html';

/** The words every mail carries around its own, in each language Rootshare speaks (a missing one fails the typecheck). */
const CHROME: Readonly<Record<Language, { orOpen: string; tagline: string; unsubscribe: string; unsubscribeLine: string }>> = {
  en: {
    orOpen: 'Or open this link:',
    tagline: 'Rootshare · share your roots, grow your community',
    unsubscribe: 'Unsubscribe from these e-mails',
    unsubscribeLine: 'Unsubscribe',
  },
  'fr-CA': {
    orOpen: 'Ou ouvrez ce lien :',
    tagline: 'Rootshare · partagez vos racines, faites grandir votre communauté',
    unsubscribe: 'Ne plus recevoir ces courriels',
    unsubscribeLine: 'Se désabonner',
  },
  'es-US': {
    orOpen: 'O abre este enlace:',
    tagline: 'Rootshare · comparte tus raíces, haz crecer tu comunidad',
    unsubscribe: 'Dejar de recibir estos correos',
    unsubscribeLine: 'Cancelar suscripción',
  },
};

/** Rootshare's colours, as the web app's theme draws them (leaf green on warm off-white). */
const COLOURS = { primary: '#2e6f45', background: '#f8f5ec', card: '#ffffff', text: '#1f3326', muted: '#5b6b60' } as const;

export interface MailContent {
  to: string;
  subject: string;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing note in small print, such as why the mail came or how long its link works. */
  footnote?: string;
  /** For mail a member can turn off: the one-click unsubscribe link (List-Unsubscribe). */
  unsubscribeUrl?: string;
  /** The recipient's language, for the words around the mail's own; English when they chose none. */
  language?: Language | null;
}

function textPart(content: MailContent, language: Language): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  if (content.unsubscribeUrl) lines.push(`${CHROME[language].unsubscribeLine}: ${content.unsubscribeUrl}`, '');
  lines.push('— Rootshare');
  return lines.join('\n');
}

/**
 * One template, two parts: the HTML part through MJML (tables that every mail client lays out, in
 * Rootshare's look) and a plain-text part with the same words and link. Member text is escaped.
 * MJML takes milliseconds a mail, so each shape of mail (how many paragraphs, which optional parts)
 * is laid out once with named slots, and each mail fills the slots with its escaped words.
 */
export async function renderMail(content: MailContent): Promise<OutgoingMail> {
  const language = content.language ?? FALLBACK_LANGUAGE;
  const layout = await layoutOf({
    language,
    paragraphs: content.paragraphs.length,
    action: Boolean(content.action),
    footnote: Boolean(content.footnote),
    unsubscribe: Boolean(content.unsubscribeUrl),
  });
  const words: Record<string, string> = {
    subject: content.subject,
    preview: content.preview,
    heading: content.heading,
    actionUrl: content.action?.url ?? '',
    actionLabel: content.action?.label ?? '',
    footnote: content.footnote ?? '',
    unsubscribeUrl: content.unsubscribeUrl ?? '',
    ...Object.fromEntries(content.paragraphs.map((p, i) => [`p${i}`, p])),
  };
  const html = layout.replace(SLOT_PATTERN, (_, name: string) => escapeHtml(words[name] ?? ''));
  const headers: Record<string, string> = content.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${content.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return {
    to: content.to,
    subject: content.subject,
    html,
    text: textPart(content, language),
    ...(content.unsubscribeUrl ? { headers } : {}),
  };
}

/** Which parts a mail has: mails of one shape share one layout. */
interface Shape {
  language: Language;
  paragraphs: number;
  action: boolean;
  footnote: boolean;
  unsubscribe: boolean;
}

/** A named slot in a layout, letters only so MJML passes it through untouched. */
const slot = (name: string) => `rootshareslot${name}rootshareslot`;
const SLOT_PATTERN = /rootshareslot([A-Za-z0-9]+)rootshareslot/g;
const layouts = new Map<string, Promise<string>>();

function layoutOf(shape: Shape): Promise<string> {
  const key = JSON.stringify(shape);
  let layout = layouts.get(key);
  if (!layout) {
    layout = compileLayout(shape);
    layouts.set(key, layout);
    layout.catch(() => layouts.delete(key));
  }
  return layout;
}

async function compileLayout(shape: Shape): Promise<string> {
  const chrome = CHROME[shape.language];
  const paragraphs = Array.from({ length: shape.paragraphs }, (_, i) => `<mj-text>${slot(`p${i}`)}</mj-text>`).join('');
  const action = shape.action
    ? `<mj-button href="${slot('actionUrl')}" background-color="${COLOURS.primary}" border-radius="8px" font-weight="600">${slot('actionLabel')}</mj-button>
       <mj-text font-size="13px" color="${COLOURS.muted}">${chrome.orOpen} ${slot('actionUrl')}</mj-text>`
    : '';
  const footnote = shape.footnote ? `<mj-text font-size="13px" color="${COLOURS.muted}">${slot('footnote')}</mj-text>` : '';
  const unsubscribe = shape.unsubscribe
    ? `<mj-text font-size="12px" color="${COLOURS.muted}" align="center"><a href="${slot('unsubscribeUrl')}" style="color:${COLOURS.muted}">${chrome.unsubscribe}</a></mj-text>`
    : '';
  const source = `<mjml lang="${shape.language}">
  <mj-head>
    <mj-title>${slot('subject')}</mj-title>
    <mj-preview>${slot('preview')}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Figtree, Segoe UI, Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${COLOURS.text}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${COLOURS.background}">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="22px" font-weight="800" color="${COLOURS.primary}" align="center">Rootshare</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="${COLOURS.card}" border-radius="12px" padding="16px 8px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">${slot('heading')}</mj-text>
        ${paragraphs}${action}${footnote}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="${COLOURS.muted}" align="center">${chrome.tagline}</mj-text>
        ${unsubscribe}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // MJML and what it brings (an HTML parser, a CSS inliner) load with the first mail, not at every
  // start: a server that never mails never holds them (bench footprint scenario).
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}
