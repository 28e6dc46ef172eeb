import { InvasiveListingsSchema } from '@rootshare/contracts/catalogue';
import { ReportQueuePageSchema } from '@rootshare/contracts/admin';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { changeAdminRole } from '../admin/admin-command';
import { loadInvasiveLists } from './invasive-lists';

type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let owner: Member;
let neighbour: Member;
let moderator: Member;

const catalogueId = async (scientificName: string) => {
  const plants = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: scientificName, limit: 20 } })).json()
    .plants as Array<{ id: string; scientific_name: string | null }>;
  const found = plants.find((p) => p.scientific_name === scientificName);
  if (!found) throw new Error(`the catalogue has no ${scientificName}`);
  return found.id;
};

const list = async (plantId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: bearer(owner.token),
    payload: { plant_id: plantId, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return UserPlantDetailSchema.parse(response.json());
};

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [owner, neighbour, moderator] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
  await changeAdminRole(t.database.db, moderator.user.username, true);
});
afterAll(async () => {
  await t.close();
});

describe('invasive and prohibited species', () => {
  it('reads each shipped list, with its source, and finds varieties and cultivars of a listed species', () => {
    const lists = loadInvasiveLists();
    expect(lists.listingsOf('Pueraria montana var. lobata').map((l) => l.list)).toEqual(
      expect.arrayContaining([
        'US Federal Noxious Weed List',
        'Oregon State Noxious Weed List',
        'EU list of invasive alien species of Union concern',
      ]),
    );
    expect(lists.listingsOf("Hedera helix 'Glacier'").map((l) => l.region)).toEqual(['Oregon']);
    expect(lists.listingsOf('Heracleum mantegazzianum').map((l) => l.region)).toEqual(
      expect.arrayContaining(['the United States', 'the European Union', 'Great Britain', 'Oregon']),
    );
    expect(lists.listingsOf('Epipremnum aureum')).toEqual([]);
    expect(lists.listingsOf(null)).toEqual([]);
  });

  it('has Japanese knotweed and kudzu in the catalogue, and warns when they are listed, with links to the sources', async () => {
    const knotweed = await list(await catalogueId('Reynoutria japonica'));
    expect(knotweed.invasive_in).toEqual(
      expect.arrayContaining([
        { list: 'Oregon State Noxious Weed List', region: 'Oregon', source_url: expect.stringMatching(/^https:\/\/www\.oregon\.gov\//) },
        {
          list: 'Wildlife and Countryside Act 1981, Schedule 9 (plants)',
          region: 'Great Britain',
          source_url: 'https://www.legislation.gov.uk/ukpga/1981/69/schedule/9',
        },
      ]),
    );
    const kudzu = await list(await catalogueId('Pueraria montana var. lobata'));
    expect(kudzu.invasive_in.map((l) => l.region)).toEqual(expect.arrayContaining(['the United States', 'the European Union']));
    const page = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${kudzu.userPlant.id}` })).json());
    expect(page.invasive_in).toEqual(kudzu.invasive_in);
  });

  it('warns about English ivy, and says nothing about a pothos', async () => {
    const ivy = await catalogueId('Hedera helix');
    const listings = InvasiveListingsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/plants/${ivy}/invasive-listings` })).json(),
    );
    expect(listings.map((l) => l.list)).toEqual(['Oregon State Noxious Weed List']);
    const pothos = await catalogueId('Epipremnum aureum');
    expect((await t.app.inject({ method: 'GET', url: `/api/plants/${pothos}/invasive-listings` })).json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/plants/00000000-0000-4000-8000-000000000000/invasive-listings' })).statusCode,
    ).toBe(404);
  });

  it("takes a member's report of pests or a prohibited plant to the moderators' queue", async () => {
    const listed = await list(await catalogueId('Reynoutria japonica'));
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(neighbour.token),
      payload: {
        target_type: 'plant',
        target_id: listed.userPlant.id,
        reason: 'pests_or_prohibited',
        details: 'Japanese knotweed is controlled here.',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const queue = ReportQueuePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open', headers: bearer(moderator.token) })).json(),
    );
    expect(queue.reports).toEqual([expect.objectContaining({ reason: 'pests_or_prohibited', target_id: listed.userPlant.id })]);
  });
});
