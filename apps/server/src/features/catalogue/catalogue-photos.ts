import type { PhotoCredit } from '@rootshare/contracts/catalogue';
import { normaliseScientificName } from '@rootshare/contracts/catalogue-ranking';
import { PLANT_PHOTO_PATH } from '@rootshare/contracts/catalogue-photo-sizes';

/**
 * The catalogue's own photos: openly licensed Wikimedia Commons pictures (one Flickr, one iNaturalist) of plants
 * members swap, kept in src/db/seed/data/plant-photos and served at PLANT_PHOTO_PATH. Each is the
 * catalogue's picture of its species (and of that species' cultivars), shown wherever a listing has
 * no photo of its own; every other plant keeps its drawn illustration. NOTICE lists the same set.
 */

export interface CataloguePhoto {
  file: string;
  /** Scientific names the photo pictures, as the catalogue writes them. */
  species: readonly string[];
  /** What the photo shows. */
  subject: string;
  author: string;
  licence: string;
  sourceUrl: string;
}

export const CATALOGUE_PHOTOS: readonly CataloguePhoto[] = [
  {
    file: 'crop_tomato.jpg',
    species: ['Solanum lycopersicum'],
    subject: 'tomato',
    author: 'Rasbak',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Solanum_lycopersicum_%27Cronos%27,_tomaat_%27Cronos%27.jpg',
  },
  {
    file: 'crop_strawberry.jpg',
    species: ['Fragaria x ananassa'],
    subject: 'strawberry',
    author: 'Formulax',
    licence: 'CC BY-SA 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Strawberries.JPG',
  },
  {
    file: 'crop_chilli_pepper.jpg',
    species: ['Capsicum annuum'],
    subject: 'chilli pepper',
    author: 'Daniel Risacher',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Thai_peppers.jpg',
  },
  {
    file: 'crop_fig.jpg',
    species: ['Ficus carica'],
    subject: 'fig',
    author: 'Céréales Killer/Archives et jardin personnels',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Grappe_de_figues.jpg',
  },
  {
    file: 'crop_lemon.jpg',
    species: ['Citrus limon'],
    subject: 'lemon',
    author: 'Img~commonswiki',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Limonu.jpg',
  },
  {
    file: 'crop_lime.jpg',
    species: ['Citrus x aurantiifolia'],
    subject: 'lime',
    author: 'TANAKA Juuyoh (田中十洋)',
    licence: 'CC BY 2.0',
    sourceUrl: 'https://www.flickr.com/photos/tanaka_juuyoh/4918425731',
  },
  {
    file: 'crop_orange.jpg',
    species: ['Citrus x sinensis'],
    subject: 'orange (blossom + fruit)',
    author: 'Ellen Levy Finch (Elf)',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:OrangeBloss_wb.jpg',
  },
  {
    file: 'crop_olive.jpg',
    species: ['Olea europaea'],
    subject: 'olive',
    author: 'David Perez',
    licence: 'CC BY 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Olea_europaea_01_by-dpc.jpg',
  },
  {
    file: 'crop_coffee.jpg',
    species: ['Coffea arabica'],
    subject: 'coffee plant',
    author: 'Marcelo Corrêa',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Bourbon_Coffee.jpg',
  },
  {
    file: 'crop_tea.jpg',
    species: ['Camellia sinensis'],
    subject: 'tea plant',
    author: 'James Steakley',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Camellia_sinensis_(Boltz_Conservatory).JPG',
  },
  {
    file: 'crop_agave.jpg',
    species: ['Agave americana'],
    subject: 'agave',
    author: 'Marc Ryckaert (MJJR)',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Agave_americana_R01.jpg',
  },
  {
    file: 'crop_blueberry.jpg',
    species: ['Vaccinium corymbosum'],
    subject: 'blueberry',
    author: 'PhreddieH3',
    licence: 'Public Domain',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:PattsBlueberries.jpg',
  },
  {
    file: 'crop_banana.jpg',
    species: ['Musa acuminata', 'Musa paradisiaca', 'Musa acuminata x balbisiana', 'Musa AAAB', 'Musa ABB', 'Musa'],
    subject: 'banana',
    author: 'JoJan',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Musa-sp3.1.jpg',
  },
  {
    file: 'crop_avocado.jpg',
    species: ['Persea americana'],
    subject: 'avocado',
    author: 'B.navez',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Persea_americana_fruit_2.JPG',
  },
  {
    file: 'crop_hop.jpg',
    species: ['Humulus lupulus'],
    subject: 'hop',
    author: 'LuckyStarr',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Hopfendolde-mit-hopfengarten.jpg',
  },
  {
    file: 'crop_kiwi.jpg',
    species: ['Actinidia chinensis'],
    subject: 'kiwi',
    author: 'KENPEI',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Actinidia_chinensis4.jpg',
  },
  {
    file: 'crop_vanilla.jpg',
    species: ['Vanilla pompona'],
    subject: 'vanilla orchid',
    author: 'H. Zell',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Vanilla_pompona_01.jpg',
  },
  {
    file: 'crop_peach.jpg',
    species: ['Prunus persica'],
    subject: 'peach',
    author: 'Takkk',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Prunus_persica_-_Peach_Hungary.jpg',
  },
  {
    file: 'crop_apricot.jpg',
    species: ['Prunus armeniaca'],
    subject: 'apricot',
    author: 'Fir0002',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Apricots.jpg',
  },
  {
    file: 'crop_cherry.jpg',
    species: ['Prunus avium'],
    subject: 'cherry',
    author: '0x010C',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:2_cherries.jpg',
  },
  {
    file: 'crop_plum.jpg',
    species: ['Prunus domestica'],
    subject: 'plum',
    author: 'Dinkum',
    licence: 'CC0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Pflaumen.JPG',
  },
  {
    file: 'crop_pears.jpg',
    species: ['Pyrus communis'],
    subject: 'pear',
    author: 'Keith Weller',
    licence: 'Public Domain',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Pears.jpg',
  },
  {
    file: 'crop_hazel.jpg',
    species: ['Corylus avellana'],
    subject: 'hazel',
    author: 'Horst Frank',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Haselnuss_Gr_99.jpg',
  },
  {
    file: 'crop_walnut.jpg',
    species: ['Juglans regia'],
    subject: 'walnut',
    author: 'Böhringer Friedrich',
    licence: 'CC BY-SA 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Juglans_regia_Echte_Walnussfrucht_1.jpg',
  },
  {
    file: 'crop_pepper.jpg',
    species: ['Piper nigrum'],
    subject: 'black pepper',
    author: 'Meneerke bloem',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Piper_nigrum001.JPG',
  },
  {
    file: 'crop_cranberry.jpg',
    species: ['Vaccinium macrocarpon'],
    subject: 'cranberry',
    author: 'Ecomare/Sytske Dijksen',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ecomare_-_cranberry_in_de_duinen_(cranberry-duinpark-sd).jpg',
  },
  {
    file: 'crop_papaya.jpg',
    species: ['Carica papaya'],
    subject: 'papaya',
    author: 'Berthold Werner',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Papaya_BW_1.jpg',
  },
  {
    file: 'crop_ananas.jpg',
    species: ['Ananas comosus'],
    subject: 'pineapple',
    author: 'Fractalux',
    licence: 'CC0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ananas_jardin_Martinique.jpg',
  },
  {
    file: 'crop_guava.jpg',
    species: ['Psidium guajava'],
    subject: 'guava',
    author: 'Forest & Kim Starr',
    licence: 'CC BY 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Starr_070519-7147_Psidium_guajava.jpg',
  },
  {
    file: 'crop_palm.jpg',
    species: ['Dictyosperma album'],
    subject: 'hurricane palm',
    author: 'B.navez',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Dictyosperma_album1.JPG',
  },
  {
    file: 'house_alocasia-cuprea.jpg',
    species: ['Alocasia cuprea'],
    subject: 'alocasia (mirror plant)',
    author: 'Frank Schulenburg',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Alocasia_cuprea_(portrait_orientation).jpg',
  },
  {
    file: 'house_anthurium-crystallinum.jpg',
    species: ['Anthurium crystallinum'],
    subject: 'crystal anthurium',
    author: 'David J. Stang',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Anthurium_crystallinum_6zz.jpg',
  },
  {
    file: 'house_anthurium-veitchii-king.jpg',
    species: ['Anthurium veitchii'],
    subject: 'king anthurium',
    author: 'Supertita',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Anthurium_veitchii-King_Anthurium.jpg',
  },
  {
    file: 'house_philodendron-hastatum.jpg',
    species: ['Philodendron hastatum'],
    subject: 'silver sword philodendron',
    author: 'Krzysztof Ziarnek, Kenraiz',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Philodendron_hastatum_kz2.jpg',
  },
  {
    file: 'house_epipremnum-aureum-pothos.jpg',
    species: ['Epipremnum aureum'],
    subject: 'pothos',
    author: 'Filo gèn’',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Epipremnum_aureum_(Golden_pothos).jpg',
  },
  {
    file: 'house_colocasia-esculenta.jpg',
    species: ['Colocasia esculenta'],
    subject: 'elephant ear / taro',
    author: 'Forest & Kim Starr',
    licence: 'CC BY 3.0 US',
    sourceUrl:
      'https://commons.wikimedia.org/wiki/File:Starr-090519-8057-Colocasia_esculenta-leaves-Native_Nursery_Kula-Maui_(24325097844).jpg',
  },
  {
    file: 'house_pilea-peperomioides-plante.jpg',
    species: ['Pilea peperomioides'],
    subject: 'Chinese money plant',
    author: 'Husky',
    licence: 'CC0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Pilea_peperomioides_Chinese_money_plant.jpg',
  },
  {
    file: 'house_peperomia-argyreia.jpg',
    species: ['Peperomia argyreia'],
    subject: 'watermelon peperomia',
    author: 'Mokkie',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Watermelon_Peperomia_(Peperomia_argyreia).jpg',
  },
  {
    file: 'herb_lavandula-angustifolia.jpg',
    species: ['Lavandula angustifolia'],
    subject: 'English lavender',
    author: 'Andrey (Andrew) Butko',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Lavandula_angustifolia_in_Sedovo_1.jpg',
  },
  {
    file: 'herb_rosmarinus-officinalis.jpg',
    species: ['Salvia rosmarinus', 'Rosmarinus officinalis'],
    subject: 'rosemary',
    author: 'Miguel Angel Masegosa Martínez',
    licence: 'CC BY 2.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:P1090247(4x3)-Rosmarinus_officinalis_(41960388224).jpg',
  },
  {
    file: 'herb_salvia-officinalis.jpg',
    species: ['Salvia officinalis'],
    subject: 'common sage',
    author: 'Agnieszka Kwiecień, Nova',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Salvia_officinalis_Sza%C5%82wia_lekarska_2023-07-21_02.jpg',
  },
  {
    file: 'herb_mentha-aquatica.jpg',
    species: ['Mentha aquatica'],
    subject: 'water mint',
    author: 'Fabelfroh',
    licence: 'CC BY-SA 3.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Mentha_aquatica_bluete.jpeg',
  },
  {
    file: 'garden_rosa-canina.jpg',
    species: ['Rosa canina'],
    subject: 'dog rose (in hip)',
    author: 'Ավետիսյան91',
    licence: 'CC BY-SA 4.0',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Rose_hip_in_Rind_village.jpg',
  },
  {
    file: 'house_phalaenopsis-schilleriana.jpg',
    species: ['Phalaenopsis schilleriana'],
    subject: "Schiller's moth orchid",
    author: 'Maja Dumat',
    licence: 'CC BY 4.0',
    sourceUrl: 'https://www.inaturalist.org/photos/60892229',
  },
];

/** A species as photos match it: normalised, without a cultivar ('Epipremnum aureum 'Neon'' is Epipremnum aureum). */
const speciesKey = (scientificName: string) => normaliseScientificName(scientificName.replace(/\s*['‘’"].*$/, ''));

const bySpecies = new Map(CATALOGUE_PHOTOS.flatMap((photo) => photo.species.map((species) => [speciesKey(species), photo] as const)));
const byUrl = new Map(CATALOGUE_PHOTOS.map((photo) => [`${PLANT_PHOTO_PATH}${photo.file}`, photo]));

/** The URL of the catalogue's photo of a species, or null when it has none. */
export function photoUrlFor(scientificName: string | null): string | null {
  const photo = scientificName ? bySpecies.get(speciesKey(scientificName)) : undefined;
  return photo ? `${PLANT_PHOTO_PATH}${photo.file}` : null;
}

/** The credit to show with an image URL when it is one of the catalogue's photos. */
export function photoCreditFor(imageUrl: string | null): PhotoCredit | null {
  const photo = imageUrl ? byUrl.get(imageUrl) : undefined;
  return photo ? { author: photo.author, licence: photo.licence, source_url: photo.sourceUrl, by_member: false } : null;
}

/** The photo file names, for serving them. */
export const PLANT_PHOTO_FILES: ReadonlySet<string> = new Set(CATALOGUE_PHOTOS.map((photo) => photo.file));
