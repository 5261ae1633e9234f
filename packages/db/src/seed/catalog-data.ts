import type { FirewoodFormat, WoodType } from '@vedmarked/domain';
import type { LocalisedText } from '../schema/index.ts';

export interface CatalogueItem {
  slug: string;
  categoryId: number;
  name: LocalisedText;
  title: LocalisedText;
  description: LocalisedText;
  format?: FirewoodFormat;
  woodType?: WoodType;
  weightKg: number;
  volumeL?: number;
  /** Typical price in øre, incl. VAT; vendors vary around it. */
  basePrice: number;
  gallery?: string[];
}

const WOOD: Record<WoodType, LocalisedText> = {
  birch: { es: 'abedul', en: 'birch', no: 'bjørk' },
  pine: { es: 'pino', en: 'pine', no: 'furu' },
  spruce: { es: 'abeto', en: 'spruce', no: 'gran' },
  oak: { es: 'roble', en: 'oak', no: 'eik' },
  larch: { es: 'alerce', en: 'larch', no: 'lerk' },
  mixed: { es: 'mezcla', en: 'mixed', no: 'blandingsved' },
};
const WOOD_NOTE: Record<WoodType, LocalisedText> = {
  birch: {
    es: 'El abedul arde limpio, con llama bonita y mucho calor: la leña favorita de Noruega.',
    en: 'Birch burns clean with a lively flame and plenty of heat: Norway’s favourite firewood.',
    no: 'Bjørk brenner rent med fine flammer og god varme: Norges favorittved.',
  },
  pine: {
    es: 'El pino prende rápido y da una llama viva; ideal para encender y para días templados.',
    en: 'Pine catches quickly and gives a bright flame; ideal for lighting and milder days.',
    no: 'Furu tar fort fyr og gir livlige flammer; fin til opptenning og mildere dager.',
  },
  spruce: {
    es: 'El abeto es ligero y económico, con buen rendimiento para la chimenea diaria.',
    en: 'Spruce is light and economical, a good everyday wood for the stove.',
    no: 'Gran er lett og rimelig, god hverdagsved til peisen.',
  },
  oak: {
    es: 'El roble es denso y arde despacio: brasas largas y mucho calor por saco.',
    en: 'Oak is dense and burns slowly: long embers and lots of heat per sack.',
    no: 'Eik er kompakt og brenner sakte: lang glød og mye varme per sekk.',
  },
  larch: {
    es: 'El alerce tiene mucha resina y arde con calor intenso.',
    en: 'Larch is resinous and burns hot.',
    no: 'Lerk er harpiksrik og brenner varmt.',
  },
  mixed: {
    es: 'Una mezcla de maderas nobles secas, buena para todo tipo de estufas.',
    en: 'A mix of dried hardwoods and softwoods that suits every stove.',
    no: 'En blanding av tørr løv- og bartreved som passer alle ovner.',
  },
};

const FORMAT: Record<FirewoodFormat, { weightKg: number; name: LocalisedText; detail: LocalisedText; factor: number }> = {
  '40L': {
    weightKg: 16,
    factor: 1,
    name: { es: 'saco 40 L', en: '40 L sack', no: '40 L sekk' },
    detail: { es: 'Saco de 40 litros, mínimo 15 kg.', en: '40 litre sack, at least 15 kg.', no: '40 liters sekk, minst 15 kg.' },
  },
  '60L': {
    weightKg: 23,
    factor: 1.4,
    name: { es: 'saco 60 L', en: '60 L sack', no: '60 L sekk' },
    detail: { es: 'Saco de 60 litros, mínimo 22 kg.', en: '60 litre sack, at least 22 kg.', no: '60 liters sekk, minst 22 kg.' },
  },
  '1000L': {
    weightKg: 320,
    factor: 20,
    name: { es: 'saco grande 1000 L', en: '1000 L big bag', no: '1000 L storsekk' },
    detail: {
      es: 'Saco grande de 1000 litros: 280-350 kg a granel, 340-350 kg apilado.',
      en: '1000 litre big bag: 280-350 kg loose, 340-350 kg stacked.',
      no: '1000 liters storsekk: 280-350 kg løs, 340-350 kg stablet.',
    },
  },
  '1500L': {
    weightKg: 440,
    factor: 28,
    name: { es: 'saco grande 1500 L', en: '1500 L big bag', no: '1500 L storsekk' },
    detail: {
      es: 'Saco grande de 1500 litros: 430-450 kg a granel, 480-500 kg apilado.',
      en: '1500 litre big bag: 430-450 kg loose, 480-500 kg stacked.',
      no: '1500 liters storsekk: 430-450 kg løs, 480-500 kg stablet.',
    },
  },
};

const DRY: LocalisedText = {
  es: 'Secada en cámara, humedad inferior al 20 %.',
  en: 'Kiln dried, moisture under 20%.',
  no: 'Kammertørket, fuktighet under 20 %.',
};

function cap(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function firewood(wood: WoodType, format: FirewoodFormat, basePer40: number): CatalogueItem {
  const f = FORMAT[format];
  const w = WOOD[wood];
  const name = {
    es: `Leña de ${w.es}, ${f.name.es}`,
    en: `${cap(w.en)} firewood, ${f.name.en}`,
    no: `${cap(w.no)}${wood === 'mixed' ? '' : 'ved'}, ${f.name.no}`,
  };
  return {
    slug: `firewood-${wood}-${format.toLowerCase()}`,
    categoryId: 1,
    format,
    woodType: wood,
    weightKg: f.weightKg,
    volumeL: Number.parseInt(format, 10),
    basePrice: Math.round((basePer40 * f.factor) / 100) * 100,
    name,
    title: {
      es: `${cap(w.es)} seco en ${f.name.es}`,
      en: `Dry ${w.en} in a ${f.name.en}`,
      no: `Tørr ${w.no} i ${f.name.no}`,
    },
    description: {
      es: `${WOOD_NOTE[wood].es} ${f.detail.es} ${DRY.es}`,
      en: `${WOOD_NOTE[wood].en} ${f.detail.en} ${DRY.en}`,
      no: `${WOOD_NOTE[wood].no} ${f.detail.no} ${DRY.no}`,
    },
  };
}

export const CATALOGUE: CatalogueItem[] = [
  firewood('birch', '40L', 11900),
  firewood('birch', '60L', 11900),
  firewood('birch', '1000L', 11900),
  firewood('birch', '1500L', 11900),
  firewood('pine', '40L', 9900),
  firewood('pine', '1000L', 9900),
  firewood('spruce', '40L', 9500),
  firewood('spruce', '60L', 9500),
  firewood('spruce', '1000L', 9500),
  firewood('oak', '40L', 14900),
  firewood('oak', '1000L', 14900),
  firewood('mixed', '60L', 10500),
  firewood('mixed', '1500L', 10500),
  {
    slug: 'pellet-6mm-15kg',
    categoryId: 2,
    weightKg: 15,
    basePrice: 8900,
    name: { es: 'Pellet 6 mm, saco 15 kg', en: 'Wood pellets 6 mm, 15 kg sack', no: 'Trepellets 6 mm, 15 kg sekk' },
    title: { es: 'Pellet certificado ENplus A1', en: 'ENplus A1 certified pellets', no: 'ENplus A1-sertifiserte pellets' },
    description: {
      es: 'Pellet de madera de 6 mm para estufas y calderas. Saco de 15 kg, poca ceniza y alto poder calorífico.',
      en: '6 mm wood pellets for stoves and boilers. 15 kg sack, low ash and high heating value.',
      no: '6 mm trepellets til pelletsovner og kjeler. 15 kg sekk, lite aske og høy brennverdi.',
    },
  },
  {
    slug: 'pellet-8mm-15kg',
    categoryId: 2,
    weightKg: 15,
    basePrice: 8500,
    name: { es: 'Pellet 8 mm, saco 15 kg', en: 'Wood pellets 8 mm, 15 kg sack', no: 'Trepellets 8 mm, 15 kg sekk' },
    title: { es: 'Pellet para calderas', en: 'Pellets for boilers', no: 'Pellets til kjeler' },
    description: {
      es: 'Pellet de 8 mm para calderas de mayor potencia. Saco de 15 kg.',
      en: '8 mm pellets for larger boilers. 15 kg sack.',
      no: '8 mm pellets til større kjeler. 15 kg sekk.',
    },
  },
  {
    slug: 'wood-chips-40l',
    categoryId: 3,
    weightKg: 12,
    basePrice: 6900,
    name: { es: 'Astilla de madera, saco 40 L', en: 'Wood chips, 40 L sack', no: 'Flis, 40 L sekk' },
    title: { es: 'Astilla seca para calderas', en: 'Dry chips for boilers', no: 'Tørr flis til kjeler' },
    description: {
      es: 'Astilla seca y cribada para calderas de biomasa. Humedad inferior al 20 %.',
      en: 'Dry, screened wood chips for biomass boilers. Moisture under 20%.',
      no: 'Tørr, sortert flis til biokjeler. Fuktighet under 20 %.',
    },
  },
  {
    slug: 'wood-chips-1000l',
    categoryId: 3,
    weightKg: 250,
    basePrice: 129000,
    name: { es: 'Astilla de madera, saco grande 1000 L', en: 'Wood chips, 1000 L big bag', no: 'Flis, 1000 L storsekk' },
    title: { es: 'Astilla a granel', en: 'Chips in bulk', no: 'Flis i storsekk' },
    description: {
      es: 'Saco grande de astilla seca, unos 250 kg. Para calderas automáticas.',
      en: 'Big bag of dry chips, about 250 kg. For automatic boilers.',
      no: 'Storsekk med tørr flis, omtrent 250 kg. Til automatiske kjeler.',
    },
  },
  {
    slug: 'olive-stones-15kg',
    categoryId: 4,
    weightKg: 15,
    basePrice: 6500,
    name: { es: 'Hueso de aceituna, saco 15 kg', en: 'Olive stones, 15 kg sack', no: 'Olivenkjerner, 15 kg sekk' },
    title: { es: 'Hueso de aceituna limpio y seco', en: 'Clean, dry olive stones', no: 'Rene, tørre olivenkjerner' },
    description: {
      es: 'Combustible de biomasa mediterráneo: limpio, seco y con gran poder calorífico. Saco de 15 kg.',
      en: 'Mediterranean biomass fuel: clean, dry and with a high heating value. 15 kg sack.',
      no: 'Biobrensel fra Middelhavet: rent, tørt og med høy brennverdi. 15 kg sekk.',
    },
  },
  {
    slug: 'olive-stones-500kg',
    categoryId: 4,
    weightKg: 500,
    basePrice: 159000,
    name: { es: 'Hueso de aceituna, saco grande 500 kg', en: 'Olive stones, 500 kg big bag', no: 'Olivenkjerner, 500 kg storsekk' },
    title: { es: 'Hueso de aceituna a granel', en: 'Olive stones in bulk', no: 'Olivenkjerner i storsekk' },
    description: {
      es: 'Saco grande de 500 kg para calderas de biomasa.',
      en: '500 kg big bag for biomass boilers.',
      no: '500 kg storsekk til biokjeler.',
    },
  },
  {
    slug: 'kindling-10l',
    categoryId: 5,
    weightKg: 3,
    basePrice: 6900,
    name: { es: 'Astillas para encender, 10 L', en: 'Kindling, 10 L bag', no: 'Opptenningsved, 10 L' },
    title: { es: 'Encendido fácil', en: 'Easy lighting', no: 'Enkel opptenning' },
    description: {
      es: 'Astillas finas de pino seco para encender el fuego sin esfuerzo.',
      en: 'Thin sticks of dry pine to light the fire without effort.',
      no: 'Tynne pinner av tørr furu for enkel opptenning.',
    },
    gallery: ['/images/products/kindling-10l-2.svg'],
  },
  {
    slug: 'fire-starters-48',
    categoryId: 5,
    weightKg: 1,
    basePrice: 4900,
    name: { es: 'Pastillas de encendido, 48 uds.', en: 'Fire starters, 48 pcs', no: 'Tennbriketter, 48 stk' },
    title: { es: 'Encendido ecológico de lana de madera', en: 'Eco wood-wool fire starters', no: 'Miljøvennlige tennbriketter av trull' },
    description: {
      es: 'Lana de madera con cera: sin olor y sin productos químicos.',
      en: 'Wood wool with wax: no smell and no chemicals.',
      no: 'Trull med voks: uten lukt og kjemikalier.',
    },
    gallery: ['/images/products/fire-starters-48-2.svg', '/images/products/fire-starters-48-3.svg'],
  },
  {
    slug: 'fireplace-gloves',
    categoryId: 5,
    weightKg: 1,
    basePrice: 19900,
    name: { es: 'Guantes para chimenea', en: 'Fireplace gloves', no: 'Peishansker' },
    title: { es: 'Guantes de cuero resistentes al calor', en: 'Heat-resistant leather gloves', no: 'Varmebestandige skinnhansker' },
    description: {
      es: 'Guantes largos de cuero que protegen hasta 300 °C.',
      en: 'Long leather gloves that protect up to 300 °C.',
      no: 'Lange skinnhansker som beskytter opptil 300 °C.',
    },
    gallery: ['/images/products/fireplace-gloves-2.svg'],
  },
  {
    slug: 'log-carrier',
    categoryId: 5,
    weightKg: 2,
    basePrice: 34900,
    name: { es: 'Bolsa para leña', en: 'Log carrier bag', no: 'Vedbærer' },
    title: { es: 'Lleva la leña sin ensuciar', en: 'Carry logs without the mess', no: 'Bær veden uten søl' },
    description: {
      es: 'Bolsa de lona encerada con asas de cuero.',
      en: 'Waxed canvas bag with leather handles.',
      no: 'Vokset lerretsbag med skinnhåndtak.',
    },
    gallery: ['/images/products/log-carrier-2.svg'],
  },
];
