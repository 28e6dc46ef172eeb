import { Create, Event, Update } from '@fedify/vocab';
import { isTimeZone } from '@rootshare/contracts/time-zones';

const MZ = 'https://joinmobilizon.org/ns#';
const SCHEMA = 'http://schema.org#';
const ICAL = 'http://www.w3.org/2002/12/cal/ical#';

/**
 * The terms Mobilizon adds to an Event (Gancio reads some of them), with the IRI and value type
 * Mobilizon's own @context gives each. Fedify's vocabulary has none of them.
 */
const TERMS = {
  timezone: { id: `${MZ}timezone`, type: `${SCHEMA}Text` },
  joinMode: { id: `${MZ}joinMode`, type: `${MZ}joinModeType` },
  externalParticipationUrl: { id: `${MZ}externalParticipationUrl`, type: `${SCHEMA}URL` },
  maximumAttendeeCapacity: { id: `${SCHEMA}maximumAttendeeCapacity`, type: null },
  status: { id: `${ICAL}status`, type: `${ICAL}status` },
} as const;
type Term = keyof typeof TERMS;
type EventTerms = Partial<Record<Term, string | number>>;

const TERM_NAMES = Object.keys(TERMS) as Term[];
const TERM_OF_IRI = new Map<string, Term>(TERM_NAMES.map((term) => [TERMS[term].id, term]));

/** The terms' definitions, as a document's @context carries them. */
const CONTEXT = Object.fromEntries(
  TERM_NAMES.map((term) => [term, TERMS[term].type ? { '@id': TERMS[term].id, '@type': TERMS[term].type } : TERMS[term].id]),
);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A compacted document with the terms' definitions added to its @context. */
const withContext = (json: JsonObject): JsonObject => ({ ...json, '@context': [...[json['@context'] ?? []].flat(), CONTEXT] });

/**
 * An Event that also carries Mobilizon's terms. Compacted on its own (served at its id, or in an
 * outbox) it names them as Mobilizon does; expanded (inside an activity being sent) it gives their
 * IRIs, which the Create or Update carrying it names the same way (namedTerms).
 */
export class EventWithTerms extends Event {
  #terms: EventTerms = {};

  static of(values: ConstructorParameters<typeof Event>[0], terms: EventTerms): EventWithTerms {
    const event = new EventWithTerms(values);
    event.#terms = terms;
    return event;
  }

  override clone(...args: Parameters<Event['clone']>): Event {
    const copy = super.clone(...args);
    if (copy instanceof EventWithTerms) copy.#terms = this.#terms;
    return copy;
  }

  override async toJsonLd(options: Parameters<Event['toJsonLd']>[0] = {}): Promise<unknown> {
    const json = await super.toJsonLd(options);
    const given = TERM_NAMES.flatMap((term) => (this.#terms[term] === undefined ? [] : [[term, this.#terms[term]] as const]));
    if (options.format === 'expand') {
      const [node] = json as JsonObject[];
      if (!node) return json;
      for (const [term, value] of given) {
        const { id, type } = TERMS[term];
        node[id] = [type ? { '@value': value, '@type': type } : { '@value': value }];
      }
      return json;
    }
    return isObject(json) ? { ...withContext(json), ...Object.fromEntries(given) } : json;
  }
}

/**
 * Names an activity's object's Mobilizon terms as Mobilizon reads them: compacting with the
 * activity's own @context leaves them as IRIs (with their values' types), so each becomes its
 * short name and its definition joins the @context, which keeps the document's meaning.
 */
function namedTerms(json: unknown): unknown {
  if (!isObject(json) || !isObject(json.object)) return json;
  const entries = Object.entries(json.object);
  if (!entries.some(([key]) => TERM_OF_IRI.has(key))) return json;
  const object = Object.fromEntries(
    entries.map(([key, value]) => {
      const term = TERM_OF_IRI.get(key);
      if (!term) return [key, value];
      // ActivityStreams' context names @type `type`, so compaction writes a typed value with either.
      const typed = isObject(value) && '@value' in value && (value['@type'] ?? value.type) === TERMS[term].type;
      return [term, typed ? value['@value'] : value];
    }),
  );
  return withContext({ ...json, object });
}

/** A Create that sends an Event's Mobilizon terms by their names. */
export class CreateWithEventTerms extends Create {
  override async toJsonLd(options: Parameters<Create['toJsonLd']>[0] = {}): Promise<unknown> {
    return namedTerms(await super.toJsonLd(options));
  }
}

/** An Update that sends an Event's Mobilizon terms by their names. */
export class UpdateWithEventTerms extends Update {
  override async toJsonLd(options: Parameters<Update['toJsonLd']>[0] = {}): Promise<unknown> {
    return namedTerms(await super.toJsonLd(options));
  }
}

/**
 * An event's own time zone, as Mobilizon sends it, when it is one we know: read from the object as
 * its server wrote it (inside the activity, or as fetched from its id), since Fedify's Event has no
 * such term. Mobilizon's @context names it `timezone`; the prefixed and full names are read too.
 */
export async function sentTimeZone(activity: Create | Update, event: Event): Promise<string | null> {
  const sent = await activity.toJsonLd();
  const json = isObject(sent) && isObject(sent.object) ? sent.object : await event.toJsonLd();
  if (!isObject(json)) return null;
  // A document Fedify checked the proof of comes back with the term's IRI and a typed value.
  const given = json.timezone ?? json['mz:timezone'] ?? json[TERMS.timezone.id];
  const zone = isObject(given) ? given['@value'] : given;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : null;
}
