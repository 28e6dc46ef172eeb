import { MEET_CANCELLED, type Meet } from '@rootshare/contracts/meets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { MeetFormPage } from './meet-form-page';
import { MeetPage } from './meet-page';

const me = sampleProfile({ full_name: 'Fern Gully' });
const MEET_ID = '99999999-9999-4999-8999-999999999999';
const HOST = { id: '77777777-7777-4777-8777-777777777777', username: 'ivy', full_name: 'Ivy Green', avatar_url: null };

const sampleMeet = (overrides: Partial<Meet> = {}): Meet => ({
  id: MEET_ID,
  title: 'Spring cutting swap',
  description: 'Bring cuttings in labelled bags.',
  starts_at: '2026-12-12T18:00:00.000Z',
  ends_at: '2026-12-12T21:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  town: 'Portland, Oregon',
  venue: 'Hollywood Library',
  cover: null,
  brings: ['plants', 'cuttings'],
  capacity: 12,
  going_count: 3,
  distance_miles: 2,
  cancelled: false,
  my_rsvp: null,
  host: HOST,
  is_host: false,
  is_past: false,
  maybe_count: 0,
  waitlist_count: 0,
  waitlist_position: null,
  attendees: null,
  my_bringing: [],
  hidden: false,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What each language shows on a meet's page and its form, written as a speaker of it would. */
const WORDS = {
  'fr-CA': {
    when: 'sam. 12 déc. 2026, 10 h 00–13 h 00 PST',
    places: '3 places prises sur 12',
    oneWaiting: '3 places prises sur 3 · 1 personne en liste d’attente',
    manyWaiting: '3 places prises sur 3 · 4 personnes en liste d’attente',
    brings: 'Les participants apportent : plantes, boutures.',
    hostedBy: 'Organisée par Ivy Green',
    heading: 'Serez-vous là?',
    going: 'J’y serai',
    cancelled: 'Cette rencontre d’échange a été annulée.',
    maybe: 'Peut-être',
    notGoing: 'Je n’y serai pas',
    joinWaitlist: 'M’inscrire sur la liste d’attente',
    signIn: 'Connectez-vous pour participer à cette rencontre d’échange et voir qui vient.',
    formTitle: 'Organiser une rencontre d’échange',
    title: 'Titre',
    starts: 'Début',
    venue: 'Lieu',
    capacity: 'Nombre de places (facultatif)',
    create: 'Créer la rencontre d’échange',
    titleTooShort: 'Le titre doit contenir au moins 3 caractères',
    sayVenue: 'Indiquez où vous vous rencontrez dans la ville',
  },
  'es-US': {
    when: 'sáb, 12 de dic de 2026, 10:00 a.m.–1:00 p.m. PST',
    places: '3 lugares ocupados de 12',
    oneWaiting: '3 lugares ocupados de 3 · 1 persona en lista de espera',
    manyWaiting: '3 lugares ocupados de 3 · 4 personas en lista de espera',
    brings: 'Los asistentes traen plantas, esquejes.',
    hostedBy: 'Organizado por Ivy Green',
    heading: '¿Vas a ir?',
    going: 'Voy',
    cancelled: 'Este encuentro de intercambio se canceló.',
    maybe: 'Tal vez',
    notGoing: 'No voy',
    joinWaitlist: 'Anotarme en la lista de espera',
    signIn: 'Inicia sesión para unirte a este encuentro de intercambio y ver quién va.',
    formTitle: 'Organizar un encuentro de intercambio',
    title: 'Título',
    starts: 'Empieza',
    venue: 'Lugar',
    capacity: 'Cupo (opcional)',
    create: 'Crear encuentro de intercambio',
    titleTooShort: 'El título debe tener al menos 3 caracteres',
    sayVenue: 'Indica en qué lugar de la ciudad se reúnen',
  },
} as const;
type Shown = keyof typeof WORDS;

/** A signed-in member on a meet's page in a language, the meet answered as given. */
async function openMeet(language: Shown, meet: Meet) {
  signInAs(me);
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url === `/api/meets/${MEET_ID}`) return { status: 200, body: meet };
    // The host cancelled the meet while the member had its page open.
    if (url === `/api/meets/${MEET_ID}/rsvp` && init.method === 'PUT') return { status: 409, body: { error: MEET_CANCELLED } };
    return undefined;
  });
  await renderRoutesIn(language, [page('/meets/:id', <MeetPage />)], `/meets/${MEET_ID}`);
  await screen.findByRole('heading', { name: 'Spring cutting swap' });
}

describe.each(Object.entries(WORDS))('the meet pages in %s', (language, words) => {
  it('writes the date and time, places and what attendees bring the way the language does', async () => {
    await openMeet(language as Shown, sampleMeet());
    expect(screen.getByText(words.when)).toBeInTheDocument();
    expect(screen.getByText(words.places)).toBeInTheDocument();
    expect(screen.getByText(words.brings)).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === words.hostedBy)).toBeInTheDocument();
  });

  it('offers the three answers in the language', async () => {
    await openMeet(language as Shown, sampleMeet());
    expect(screen.getByRole('heading', { name: words.heading })).toBeInTheDocument();
    for (const answer of [words.going, words.maybe, words.notGoing])
      expect(screen.getByRole('button', { name: answer })).toBeInTheDocument();
  });

  it('says the meet was cancelled meanwhile in the language when the member answers', async () => {
    await openMeet(language as Shown, sampleMeet());
    await userEvent.setup().click(screen.getByRole('button', { name: words.going }));
    expect(await screen.findByText(words.cancelled)).toBeInTheDocument();
    expect(screen.queryByText(MEET_CANCELLED)).not.toBeInTheDocument();
  });

  it('counts one person waiting in the singular and offers the waitlist once the meet is full', async () => {
    await openMeet(language as Shown, sampleMeet({ capacity: 3, waitlist_count: 1 }));
    expect(screen.getByText(words.oneWaiting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.joinWaitlist })).toBeInTheDocument();
  });

  it('counts several people waiting in the plural', async () => {
    await openMeet(language as Shown, sampleMeet({ capacity: 3, waitlist_count: 4 }));
    expect(screen.getByText(words.manyWaiting)).toBeInTheDocument();
  });

  it('asks a visitor to sign in, in the language', async () => {
    mockApi((url) => (url === `/api/meets/${MEET_ID}` ? { status: 200, body: sampleMeet() } : undefined));
    await renderRoutesIn(language as Shown, [page('/meets/:id', <MeetPage />)], `/meets/${MEET_ID}`);
    expect(await screen.findByText(words.signIn)).toBeInTheDocument();
  });

  it('labels the meet form and explains what is missing in the language', async () => {
    signInAs(me);
    mockApi((url) => (url === `/api/profiles/${me.id}` ? { status: 200, body: me } : undefined));
    await renderRoutesIn(language as Shown, [page('/meets/new', <MeetFormPage />)], '/meets/new');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: words.formTitle })).toBeInTheDocument();
    for (const label of [words.title, words.starts, words.venue, words.capacity]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.type(screen.getByLabelText(words.title), 'Yo');
    await user.click(screen.getByRole('button', { name: words.create }));
    expect(await screen.findByText(words.titleTooShort)).toBeInTheDocument();
    expect(screen.getByText(words.sayVenue)).toBeInTheDocument();
  });
});
