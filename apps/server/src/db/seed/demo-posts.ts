import crypto from 'node:crypto';
import { CreateCommentSchema, CreatePostFieldsSchema } from '@rootshare/contracts/posts';
import type { Database } from '../../platform/db';
import { PLANT_PHOTO_PATH } from '@rootshare/contracts/catalogue-photo-sizes';
import { PLANT_PHOTO_FILES } from '../../features/catalogue/catalogue-photos';
import { postComments, postLikes, type PostMedia, posts } from '../schema/posts';

export interface DemoPostComment {
  /** A member other than the post's author. */
  by: string;
  text: string;
}

export interface DemoPost {
  author: string;
  /** How long before the seed the post was written; distinct per post, so the feed order is stable. */
  hoursAgo: number;
  title: string;
  /** Paragraphs, joined by blank lines. */
  paragraphs: readonly string[];
  /** Comma-separated, as the posts form sends them. */
  tags?: string;
  /** A photo post, or a blog post (the default). */
  type?: 'photo';
  /** One of the catalogue's photos (its file name) and what it shows, as the post's image; a photo post needs one. */
  photo?: { file: string; description: string };
  /** How many other members like it (0–9); who they are follows from the post's position. */
  likes: number;
  comments: readonly DemoPostComment[];
}

/**
 * What the demo community has been writing, newest first: blog posts and photo posts. The photos
 * are the catalogue's own openly licensed pictures, so each post shows its photo's credit; reels
 * are left to real members.
 */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'demo',
    hoursAgo: 5,
    title: 'Golden pothos cuttings up for grabs this Saturday',
    paragraphs: [
      'My pothos has been trimmed back again and I have about a dozen cuttings rooting in jars on the windowsill. Most have two or three nodes and roots a few centimetres long.',
      "I'll be at the farmers market on Saturday morning. Bring a small pot or a damp paper towel and they're yours. A cutting of anything I don't grow yet is lovely, but not required.",
    ],
    tags: 'pothos, cuttings, swap',
    photo: { file: 'house_epipremnum-aureum-pothos.jpg', description: 'A golden pothos with heart-shaped green and yellow leaves' },
    likes: 4,
    comments: [
      { by: 'priya.raman', text: 'Could you save me two? I can bring a Philodendron micans cutting in return.' },
      { by: 'amelie_gagnon', text: 'Wish I lived closer! Enjoy the market.' },
    ],
  },
  {
    author: 'nora_bishop',
    hoursAgo: 12,
    type: 'photo',
    title: 'Tomatoes worth saving seed from',
    paragraphs: ['Picked the best truss of the year. Seed from these is going into envelopes for the next seed swap.'],
    tags: 'tomatoes, harvest, seeds',
    photo: { file: 'crop_tomato.jpg', description: 'Ripe red tomatoes on the vine' },
    likes: 6,
    comments: [{ by: 'sam.whitaker', text: 'Please save me an envelope!' }],
  },
  {
    author: 'oliver.bennett',
    hoursAgo: 20,
    title: 'It has a root!',
    paragraphs: [
      'Five weeks in sphagnum and the variegated Monstera cutting finally pushed out a root. Half a centimetre, but I have looked at it about forty times today. Leaving it alone until it is at least as long as my thumb.',
    ],
    likes: 8,
    comments: [
      { by: 'maya.okafor', text: 'The first root is the best feeling. Resist the urge to pot it up too early!' },
      { by: 'jack.oconnor', text: 'Congrats! What do you keep the moss in, a clear box?' },
      { by: 'kenji.sato', text: 'Patience rewarded. Well done.' },
    ],
  },
  {
    author: 'priya.raman',
    hoursAgo: 32,
    title: 'Check your cuttings for thrips before you swap',
    paragraphs: [
      'I brought thrips home from a swap last year and it took two months to get rid of them, so now I check everything before it leaves my flat and when it arrives.',
      'What to look for: silvery, scratched-looking patches on leaves, tiny black specks of frass, and pale, slender insects that wriggle when you breathe on them. Turn leaves over and look along the veins and inside any new leaf that is still unfurling.',
      'Before a swap I rinse every cutting under the tap, wipe both sides of each leaf and bag them separately. New arrivals spend two weeks on a quarantine shelf away from the rest of the collection. A yellow sticky trap next to that shelf tells you quickly if something hitched a ride.',
      "If you do find them, say so. Nobody minds hearing 'I found thrips, please check yours'. Everyone minds finding out a month later.",
    ],
    tags: 'pests, thrips, quarantine, swap tips',
    likes: 9,
    comments: [
      { by: 'chloe.tremblay', text: 'The quarantine shelf saved my begonias more than once. Thank you for writing this up.' },
      { by: 'hannah.price', text: 'I had no idea what thrips looked like. Off to inspect everything now.' },
      { by: 'demo', text: 'Adding sticky traps to my shopping list. Do the yellow or the blue ones work better?' },
      { by: 'oliver.bennett', text: 'Blue ones are supposed to attract thrips more, but yellow catches fungus gnats as well.' },
    ],
  },
  {
    author: 'maya.okafor',
    hoursAgo: 41,
    type: 'photo',
    title: 'Pilea pups ready for new homes',
    paragraphs: ['Four pups potted up and rooted. Happy to swap for anything trailing.'],
    tags: 'pilea, pups, swap',
    photo: { file: 'house_pilea-peperomioides-plante.jpg', description: 'A Chinese money plant with round, coin-shaped leaves' },
    likes: 7,
    comments: [
      { by: 'grace.liu', text: 'I have a string of turtles that needs a new home. Interested?' },
      { by: 'hannah.price', text: 'Such healthy pups. Mine never make this many.' },
    ],
  },
  {
    author: 'jack.oconnor',
    hoursAgo: 50,
    title: 'Anyone in Melbourne after hoya cuttings?',
    paragraphs: [
      'Pruned my Hoya carnosa and a krimson queen that were trying to climb into the neighbours’ balcony. Happy to swap for begonia leaves or just hand them over with a coffee somewhere near Fitzroy.',
    ],
    tags: 'hoya, cuttings, Melbourne',
    likes: 2,
    comments: [],
  },
  {
    author: 'kenji.sato',
    hoursAgo: 62,
    type: 'photo',
    title: 'Figs on the balcony tree',
    paragraphs: ['Three years in a pot and this is the first proper crop. Cuttings available when I prune in winter.'],
    tags: 'fig, balcony, fruit',
    photo: { file: 'crop_fig.jpg', description: 'Fresh figs, one cut open to show the pink inside' },
    likes: 5,
    comments: [],
  },
  {
    author: 'hannah.price',
    hoursAgo: 75,
    title: 'My first plant swap at the allotments',
    paragraphs: [
      'A few of us set up two trestle tables by the allotment gates on Sunday and called it a swap. I expected five people. About thirty turned up.',
      'I took a tray of spare tomato and chilli seedlings and came home with a spider plant, a pot of mint that is already trying to escape, and a rex begonia leaf that someone promised will root if I keep it warm.',
      'What I would do differently next time: labels for everything, a box of spare pots, and a sign saying take one, leave one so people do not feel awkward taking something without bringing anything.',
    ],
    tags: 'swap day, allotment, community',
    likes: 7,
    comments: [
      { by: 'nora_bishop', text: 'Thirty people! That is how a swap becomes a yearly tradition.' },
      { by: 'isla_morgan', text: 'The take one, leave one sign is a great idea. Stealing it for ours.' },
      { by: 'fraser.mcleod', text: 'Keep that mint in a pot, whatever you do.' },
    ],
  },
  {
    author: 'kenji.sato',
    hoursAgo: 109,
    title: 'Moss terrarium: three months, no watering',
    paragraphs: [
      'The closed jar with cushion moss and a tiny Selaginella has not been opened since I planted it. Condensation every morning, clear by lunch. If the glass stays fogged all day I open the lid for an hour; otherwise I leave it be.',
    ],
    tags: 'terrarium, moss',
    likes: 5,
    comments: [{ by: 'diego.ramirez', text: 'Selaginella loves those conditions. Lovely to hear it is settling in.' }],
  },
  {
    author: 'lucas_ferreira',
    hoursAgo: 128,
    type: 'photo',
    title: 'Strawberry runners to share',
    paragraphs: ['The bed has sent out far more runners than I can use. Rooted ones in small pots, free to a good garden.'],
    tags: 'strawberries, runners, free',
    photo: { file: 'crop_strawberry.jpg', description: 'A bowl of ripe strawberries' },
    likes: 4,
    comments: [{ by: 'ava.nguyen', text: 'Which variety are they?' }],
  },
  {
    author: 'isla_morgan',
    hoursAgo: 146,
    title: 'Five succulents for people who say they kill everything',
    paragraphs: [
      'Most succulents die of kindness: too much water, too little light. These five forgive a lot.',
      'Haworthia copes with a dimmer windowsill than most. Jade plant (Crassula ovata) wants bright light and a drink only when the soil is completely dry. Aloe vera tells you it is thirsty when its leaves go thin and curl. Gasteria is tough and slow and happy to be ignored. Sedum morganianum, burro’s tail, just needs a spot where nobody brushes past it.',
      'Whatever you grow: a pot with a drainage hole, a gritty mix, and water thoroughly then wait until the soil is dry all the way down. If in doubt, wait another week.',
    ],
    tags: 'succulents, beginners, care guide',
    likes: 6,
    comments: [
      { by: 'lucas_ferreira', text: 'Agree on all five. I would add Echeveria for a sunny porch.' },
      { by: 'grace.liu', text: 'Saving this for my sister, who has retired three aloes this year.' },
    ],
  },
  {
    author: 'maya.okafor',
    hoursAgo: 181,
    title: 'Quick kerrii update',
    paragraphs: [
      'Three new peduncles on the Hoya kerrii since last month. Reminder to myself and everyone else: never cut the old flower spurs off, that is where the next flowers come from.',
    ],
    tags: 'hoya',
    likes: 5,
    comments: [{ by: 'jack.oconnor', text: 'Three! Mine has only just started throwing vines.' }],
  },
  {
    author: 'chloe.tremblay',
    hoursAgo: 200,
    type: 'photo',
    title: 'A new leaf on the crystallinum',
    paragraphs: ['Kept the humidity up all month and it paid off: the biggest leaf yet, veins and all.'],
    tags: 'anthurium, aroids, new leaf',
    photo: { file: 'house_anthurium-crystallinum.jpg', description: 'A velvety dark green anthurium leaf with bright silver veins' },
    likes: 9,
    comments: [{ by: 'priya.raman', text: 'Gorgeous. What humidity do you keep it at?' }],
  },
  {
    author: 'oliver.bennett',
    hoursAgo: 218,
    title: 'Meet somewhere public: my swap etiquette checklist',
    paragraphs: [
      'After a couple of years of swapping with people from the app, this is the routine that keeps things pleasant for everyone.',
      'Meet in public, in daylight. A café, a garden centre car park or a farmers market is ideal, and you don’t need to share your home address with anyone.',
      'Agree on what you are swapping before you meet, including the size. "A cutting" can mean one node or a metre of vine.',
      'Bring plants clean, pest-free and labelled, with a note of how you have been growing them. Pack cuttings in damp paper towel or a bag so they survive the trip.',
      'Turn up on time, or message early if you cannot. And if the other person brings something smaller than expected, be gracious. It is a hobby, not a trade negotiation.',
    ],
    tags: 'swap etiquette, safety, swap tips',
    likes: 9,
    comments: [
      { by: 'demo', text: 'The farmers market works so well for this. Everyone is already there for plants anyway.' },
      { by: 'ava.nguyen', text: 'Agreeing on the size first has saved me from a few awkward moments.' },
      { by: 'priya.raman', text: 'I would add: bring a spare bag. Someone always forgets one.' },
    ],
  },
  {
    author: 'diego.ramirez',
    hoursAgo: 250,
    type: 'photo',
    title: 'Chillies drying for next year',
    paragraphs: ['Strung up the best of the crop to dry. Seeds from the hottest plant go to whoever asks first.'],
    tags: 'chillies, seeds, harvest',
    photo: { file: 'crop_chilli_pepper.jpg', description: 'Red and green chilli peppers' },
    likes: 3,
    comments: [],
  },
  {
    author: 'grace.liu',
    hoursAgo: 266,
    title: 'Bromeliad pups: when to cut them off',
    paragraphs: [
      'After a bromeliad flowers, the mother plant slowly fades and sends out pups around its base. The temptation is to separate them straight away, but they do much better if you wait.',
      'My rule: wait until a pup is about a third of the size of its mother and has a few roots of its own. Cut it away with a clean, sharp knife as close to the mother as you can, let the cut dry for a day, then pot it in a loose orchid-bark mix.',
      'Keep a little water in the central cup and mist the roots now and then. The mother can stay in her pot and will often make a second round of pups.',
    ],
    tags: 'bromeliads, propagation, offsets',
    likes: 3,
    comments: [{ by: 'maya.okafor', text: 'Waiting is the hard part! Good to know the mother can produce another round.' }],
  },
  {
    author: 'amelie_gagnon',
    hoursAgo: 301,
    title: 'Basil roots faster from cuttings than from seed',
    paragraphs: [
      'Take a 10 cm tip from a supermarket basil plant, strip the lower leaves, and stand it in a glass of water on a bright sill. Roots in about a week, and you have a full plant in less than a month.',
      'I pot them up once the roots are a couple of centimetres long. Happy to hand some over at the next Montreal swap.',
    ],
    tags: 'herbs, basil, propagation',
    likes: 6,
    comments: [
      { by: 'hannah.price', text: 'Trying this tonight with the sad basil in my kitchen.' },
      { by: 'nora_bishop', text: 'Works for mint and lemon balm too.' },
    ],
  },
  {
    author: 'chloe.tremblay',
    hoursAgo: 338,
    title: 'Rex begonia leaf wedges: what finally worked',
    paragraphs: [
      'I lost a lot of rex begonia leaves to rot before I found a method that works in my cabinet.',
      'Cut a healthy mature leaf into wedges, each with a piece of a main vein running to the point. Press the pointed end into a damp mix of perlite and sphagnum, about a centimetre deep, and put the tray somewhere warm with bright, indirect light.',
      'The key for me was airflow: I open the cabinet door for ten minutes every day. Plantlets appeared after five to seven weeks. Not every wedge takes, so I always cut a few more than I need, and the spares go to swaps.',
    ],
    tags: 'begonias, propagation, humidity',
    likes: 7,
    comments: [
      { by: 'jack.oconnor', text: 'The daily airing is the tip I needed. Mine keep melting.' },
      { by: 'kenji.sato', text: 'Same experience with terrariums: a little fresh air goes a long way.' },
      { by: 'demo', text: 'Would love a wedge or two next time you have spares!' },
      { by: 'oliver.bennett', text: 'Five weeks is quicker than I expected. Great write-up.' },
    ],
  },
  {
    author: 'nora_bishop',
    hoursAgo: 386,
    title: 'Saving tomato seed: the fermenting step I used to skip',
    paragraphs: [
      'For years I just dried tomato seeds on a paper towel and wondered why germination was patchy. The gel around each seed holds it back from sprouting.',
      'Now I scoop the seeds and their gel into a jar with a splash of water, cover it loosely and leave it for three days. A layer of mould on top is normal. Then I rinse the seeds in a sieve until they are clean, spread them on a plate and let them dry for a week before packing them.',
      'Only save from open-pollinated or heirloom varieties, as seed from hybrids will not come true. The seed library in my garage has about thirty varieties now, and I am happy to post a packet or two if you cover the stamp.',
    ],
    tags: 'seeds, seed saving, tomatoes, heirloom',
    likes: 4,
    comments: [
      { by: 'amelie_gagnon', text: 'Three days exactly? I always wonder if I have left it too long.' },
      { by: 'fraser.mcleod', text: 'Brilliant. Could I request a packet of whatever your favourite paste tomato is?' },
    ],
  },
  {
    author: 'diego.ramirez',
    hoursAgo: 445,
    title: 'Keeping a maidenhair fern alive when the heating comes on',
    paragraphs: [
      'Maidenhair ferns crisp up the moment they are allowed to dry out, and central heating dries everything out.',
      'What works for me: keep the soil evenly moist but never soggy, water from below, and group the fern with other plants on a tray of wet pebbles. Keep it away from radiators and draughty doors.',
      'If a frond crisps, cut it right down at the base. The rhizome is usually fine and new fronds will come once conditions improve. Give it a shady bathroom windowsill if you have one.',
    ],
    tags: 'ferns, humidity, care guide',
    likes: 3,
    comments: [{ by: 'kenji.sato', text: 'The pebble tray trick has kept mine going through two winters.' }],
  },
  {
    author: 'ava.nguyen',
    hoursAgo: 482,
    title: 'Grevillea cuttings: semi-hardwood and a lot of patience',
    paragraphs: [
      'Grevilleas strike best from semi-hardwood cuttings: this season’s growth that has started to firm up but still bends. Take pieces about 10 cm long, remove the lower leaves, and trim the remaining ones in half to cut down on water loss.',
      'I use a very free-draining mix, mostly coarse sand and perlite, and keep the pots in bright shade. Roots take anything from six weeks to three months. Resist tugging on them to check.',
    ],
    tags: 'native plants, grevillea, propagation',
    likes: 0,
    comments: [],
  },
  {
    author: 'fraser.mcleod',
    hoursAgo: 541,
    title: 'Hardy ferns for a shady back green',
    paragraphs: [
      'My garden gets maybe two hours of direct sun on a good day, and ferns are what made it feel green instead of gloomy.',
      'Hart’s tongue fern stays glossy all year. Soft shield fern looks delicate but shrugs off cold and wind. Male fern grows almost anywhere. Plant them with plenty of leaf mould and water them through their first summer, then they look after themselves.',
      'Most of them can be divided once a clump is a few years old. I have spare divisions for anyone nearby.',
    ],
    tags: 'ferns, shade gardening, native plants',
    likes: 1,
    comments: [],
  },
  {
    author: 'lucas_ferreira',
    hoursAgo: 602,
    title: 'Echeveria leaf propagation, tray by tray',
    paragraphs: [
      'Twist a healthy leaf off the stem so it comes away cleanly with its base intact. A torn leaf rarely roots.',
      'Lay the leaves on dry succulent mix in bright, indirect light and leave them alone for a few days. Once tiny pink roots appear, mist the soil lightly every few days. Rosettes follow in three to six weeks.',
      'Leave the mother leaf attached until it shrivels: it is feeding the baby. I usually get about two thirds of a tray to take, and the extras are always up for swaps.',
    ],
    tags: 'succulents, echeveria, propagation',
    likes: 5,
    comments: [
      { by: 'isla_morgan', text: 'Two thirds is a great rate. The twist-don’t-pull tip is the one everyone needs.' },
      { by: 'grace.liu', text: 'Just started my first tray. Fingers crossed!' },
    ],
  },
  {
    author: 'maya.okafor',
    hoursAgo: 673,
    title: 'How my Hoya kerrii finally bloomed',
    paragraphs: [
      'It took four years, but my Hoya kerrii flowered this year. Here is what changed.',
      'Light: I moved it right up to the south-facing bay window. Hoyas want far more light than most people give them. Watering: I let it dry out completely between drinks, and it got a little more neglect over the cooler months.',
      'Support: once it had a trellis to climb it put out long vines, and the peduncles formed along those. A single-leaf kerrii in a pot may never vine or flower, so buy or swap for a cutting with a bit of stem and a node.',
    ],
    tags: 'hoya, care guide, flowering',
    likes: 8,
    comments: [
      { by: 'jack.oconnor', text: 'So that is why my single leaf has sat there doing nothing for two years.' },
      { by: 'priya.raman', text: 'Congratulations! Did you fertilise at all?' },
      { by: 'chloe.tremblay', text: 'More light is always the answer with hoyas. Gorgeous result.' },
    ],
  },
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * A catalogue photo as a post's image: served from the catalogue's own files, so no stored file
 * belongs to the post (deleting it deletes nothing), and the post shows the photo's credit.
 */
function cataloguePhotoMedia(file: string, description: string | null): PostMedia {
  if (!PLANT_PHOTO_FILES.has(file)) throw new Error(`no catalogue photo named ${file}`);
  const url = `${PLANT_PHOTO_PATH}${file}`;
  return { kind: 'image', url, thumbnailUrl: url, files: [], description };
}

/** The `step`-th (from 0) of `steps` evenly spaced moments strictly between `from` and `to`. */
function between(from: number, to: number, step: number, steps: number): Date {
  return new Date(from + Math.round(((to - from) * (step + 1)) / (steps + 1)));
}

/**
 * Inserts the demo posts with their likes and comments inside the seed's transaction, in three
 * bulk inserts. Likers are the other members in turn, starting at a place that follows from the
 * post's position; the counts are set from the rows, so they always agree. Posts by, and likes
 * and comments from, members missing from `memberIds` are left out.
 */
export async function seedDemoPosts(tx: Database, memberIds: ReadonlyMap<string, string>, now: number = Date.now()): Promise<number> {
  const members = [...memberIds.values()];
  const postRows: (typeof posts.$inferInsert)[] = [];
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];

  DEMO_POSTS.forEach((post, postIndex) => {
    const userId = memberIds.get(post.author);
    if (!userId) return;
    const postId = crypto.randomUUID();
    const createdAt = new Date(now - post.hoursAgo * HOUR_MS);

    const others = members.filter((id) => id !== userId);
    const start = others.length > 0 ? (postIndex * 5) % others.length : 0;
    const likers = [...others.slice(start), ...others.slice(0, start)].slice(0, post.likes);
    likers.forEach((likerId, index) =>
      likeRows.push({ postId, userId: likerId, createdAt: between(createdAt.getTime(), now, index, likers.length) }),
    );

    const comments = post.comments.flatMap((comment) => {
      const commenterId = memberIds.get(comment.by);
      return commenterId && commenterId !== userId
        ? [{ userId: commenterId, content: CreateCommentSchema.parse({ content: comment.text }).content }]
        : [];
    });
    comments.forEach((comment, index) =>
      commentRows.push({ postId, ...comment, createdAt: between(createdAt.getTime(), now, index, comments.length) }),
    );

    // Parsed like a post from the form, so title, content and tags are exactly what the API would store.
    const fields = CreatePostFieldsSchema.parse({
      type: post.type ?? 'blog_post',
      title: post.title,
      content: post.paragraphs.join('\n\n'),
      tags: post.tags ?? '',
      media_description: post.photo?.description,
    });
    postRows.push({
      id: postId,
      userId,
      type: fields.type,
      title: fields.title,
      content: fields.content,
      tags: fields.tags ?? null,
      media: post.photo ? cataloguePhotoMedia(post.photo.file, fields.media_description ?? null) : null,
      likesCount: likers.length,
      commentsCount: comments.length,
      createdAt,
      updatedAt: createdAt,
    });
  });

  if (postRows.length === 0) return 0;
  await tx.insert(posts).values(postRows);
  if (likeRows.length > 0) await tx.insert(postLikes).values(likeRows);
  if (commentRows.length > 0) await tx.insert(postComments).values(commentRows);
  return postRows.length;
}
