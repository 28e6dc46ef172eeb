import { describe, expect, it } from 'vitest';
import { Create, Event } from '@fedify/vocab';
import { CreateWithEventTerms, EventWithTerms, sentTimeZone } from './federation.mobilizon';

const id = new URL('https://portland.example/ap/events/1');

describe("a meet's Event with Mobilizon's terms", () => {
  it('keeps its terms when Fedify copies it with a change', async () => {
    const event = EventWithTerms.of({ id, name: 'Seed swap' }, { timezone: 'America/Los_Angeles', joinMode: 'external' });
    const copy = event.clone({ name: 'Cancelled: Seed swap' });
    expect(await copy.toJsonLd()).toMatchObject({ name: 'Cancelled: Seed swap', timezone: 'America/Los_Angeles', joinMode: 'external' });
  });

  it('names the terms the same way inside a Create compacted for sending, and leaves a Create without them as it was', async () => {
    const event = EventWithTerms.of({ id, name: 'Seed swap' }, { timezone: 'Europe/Paris', maximumAttendeeCapacity: 20 });
    const create = new CreateWithEventTerms({ id: new URL('https://portland.example/ap/activities/1'), object: event });
    expect(await create.toJsonLd({ format: 'compact' })).toMatchObject({
      object: { type: 'Event', timezone: 'Europe/Paris', maximumAttendeeCapacity: 20 },
    });
    const plain = new CreateWithEventTerms({ id: new URL('https://portland.example/ap/activities/2'), object: null });
    const json = (await plain.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
    expect(JSON.stringify(json['@context'])).not.toContain('joinmobilizon');
  });

  it('reads the time zone an Event was sent with, by name or by IRI, and nothing that is not a zone', async () => {
    const zoneOf = async (terms: Record<string, unknown>) => {
      const create = await Create.fromJsonLd({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: 'https://lyon.example/events/1/activity',
        type: 'Create',
        actor: 'https://lyon.example/@alice',
        object: { id: 'https://lyon.example/events/1', type: 'Event', name: 'Seed swap', ...terms },
      });
      const event = await create.getObject();
      if (!(event instanceof Event)) throw new Error('not an Event');
      return sentTimeZone(create, event);
    };
    expect(await zoneOf({ timezone: 'Europe/Paris' })).toBe('Europe/Paris');
    expect(
      await zoneOf({ 'https://joinmobilizon.org/ns#timezone': { type: 'http://schema.org#Text', '@value': 'America/Los_Angeles' } }),
    ).toBe('America/Los_Angeles');
    expect(await zoneOf({ timezone: 'Mars/Olympus_Mons' })).toBeNull();
    expect(await zoneOf({})).toBeNull();
  });
});
