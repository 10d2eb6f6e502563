import type { AttributeFamily } from '../schema/catalog.ts';
import type { Department } from './categories.ts';
import { slugify } from './random.ts';

/**
 * The attribute values of the five listing families (spec §2: /diets, /certifications, /concerns,
 * /ingredients, /social). Their url keys are unique across all families and brands, because the API looks
 * an attribute page up by key alone.
 */
export type SeedAttribute = {
  family: AttributeFamily;
  label: string;
  urlKey: string;
  /** Departments whose products may carry it. */
  departments: readonly Department[];
  /** The preference badge a product with this value carries (spec §5), if any. */
  badge?: string;
};

const FOOD: Department[] = ['food', 'frozen', 'fresh', 'drinks', 'kits'];
const EDIBLE: Department[] = [...FOOD, 'wine'];
const CARE: Department[] = ['household', 'beauty'];
const ALL: Department[] = [...EDIBLE, ...CARE];

type Row = [label: string, departments: Department[], badge?: string, urlKey?: string];

const families: Record<AttributeFamily, Row[]> = {
  diets: [
    ['Vegan', ALL, 'Vegan'],
    ['Vegetarian', EDIBLE, 'Vegetarian'],
    ['Gluten Free', EDIBLE, 'Gluten Free'],
    ['Keto', FOOD, 'Keto'],
    ['Paleo', FOOD, 'Paleo'],
    ['Mediterranean Diet', FOOD, 'Mediterranean Diet'],
    ['Whole30 Compatible', FOOD, 'Whole30 Compatible'],
    ['Dairy Free', FOOD, 'Dairy Free'],
    ['Plant Based', FOOD, 'Plant Based'],
    ['Low Sodium', FOOD],
    ['Low Sugar', FOOD, 'Low Sugar'],
    ['Nut Free', FOOD],
    ['Soy Free', FOOD],
    ['Egg Free', FOOD],
    ['Low FODMAP', FOOD],
    ['High Protein', FOOD, 'High Protein'],
    ['Grain Free', FOOD, 'Grain Free'],
    ['Sugar Free', FOOD],
  ],
  certifications: [
    ['USDA Organic', ALL, 'Organic'],
    ['Non-GMO Project Verified', EDIBLE, 'Non-GMO', 'non-gmo'],
    ['Certified Gluten-Free', FOOD, undefined, 'certified-gluten-free'],
    ['Fair Trade Certified', [...FOOD, 'beauty']],
    ['Certified B Corporation', ALL, undefined, 'b-corp'],
    ['Kosher', FOOD],
    ['Halal', FOOD],
    ['Certified Humane', ['fresh', 'frozen']],
    ['Animal Welfare Approved', ['fresh', 'frozen']],
    ['Rainforest Alliance', ['drinks', 'food']],
    ['Regenerative Organic Certified', EDIBLE],
    ['Demeter Biodynamic', ['wine', 'fresh'], undefined, 'biodynamic'],
    ['Leaping Bunny', CARE],
    ['EWG Verified', CARE],
    ['Marine Stewardship Council', ['frozen', 'fresh'], undefined, 'msc-certified'],
    ['Whole Grain Stamp', ['food']],
    ['Glyphosate Residue Free', FOOD],
    ['Certified Paleo', ['food', 'frozen']],
  ],
  concerns: [
    ['No Added Sugar', FOOD],
    ['No Artificial Colors', FOOD],
    ['No Artificial Flavors', FOOD],
    ['No Preservatives', FOOD],
    ['No Seed Oils', ['food', 'frozen']],
    ['No Carrageenan', ['fresh', 'drinks', 'frozen']],
    ['BPA-Free Packaging', [...FOOD, 'wine']],
    ['No Antibiotics Ever', ['fresh', 'frozen']],
    ['No Added Hormones', ['fresh', 'frozen']],
    ['No High Fructose Corn Syrup', FOOD, undefined, 'no-hfcs'],
    ['Low Glycemic', FOOD],
    ['Low Sulfites', ['wine']],
    ['Fragrance Free', CARE],
    ['Paraben Free', ['beauty']],
    ['Sulfate Free', ['beauty']],
    ['Phthalate Free', CARE],
    ['Chlorine Free', ['household']],
    ['Reef Safe', ['beauty']],
  ],
  ingredients: [
    ['Almonds', FOOD],
    ['Oats', FOOD],
    ['Coconut', [...FOOD, 'beauty']],
    ['Cashews', FOOD],
    ['Peanuts', FOOD],
    ['Quinoa', FOOD],
    ['Chickpeas', FOOD],
    ['Dark Chocolate', FOOD],
    ['Blueberries', FOOD],
    ['Honey', [...FOOD, 'beauty']],
    ['Olive Oil', [...FOOD, 'beauty']],
    ['Avocado Oil', [...FOOD, 'beauty']],
    ['Turmeric', [...FOOD, 'beauty']],
    ['Ginger', FOOD],
    ['Matcha', FOOD],
    ['Collagen', [...FOOD, 'beauty']],
    ['Monk Fruit', FOOD],
    ['Grass-Fed Beef', ['fresh', 'frozen']],
    ['Wild Salmon', ['fresh', 'frozen']],
    ['Sea Salt', FOOD],
  ],
  social: [
    ['Women Owned', ALL],
    ['Black Owned', ALL],
    ['Family Owned', ALL],
    ['Veteran Owned', ALL],
    ['Latinx Owned', ALL],
    ['AAPI Owned', ALL],
    ['Indigenous Owned', ALL],
    ['LGBTQ+ Owned', ALL, undefined, 'lgbtq-owned'],
    ['Employee Owned', ALL],
    ['Small Business', ALL],
    ['Give Back Brand', ALL],
    ['Sustainable Packaging', ALL],
    ['Plastic Neutral', ALL],
    ['Climate Neutral Certified', ALL, undefined, 'climate-neutral'],
    ['Regenerative Agriculture', EDIBLE],
    ['Upcycled', ALL],
    ['Zero Waste', ALL],
    ['Locally Sourced', ALL],
  ],
};

export const seedAttributes: readonly SeedAttribute[] = Object.entries(families).flatMap(([family, rows]) =>
  rows.map(([label, departments, badge, urlKey]) => ({
    family: family as AttributeFamily,
    label,
    urlKey: urlKey ?? slugify(label),
    departments,
    ...(badge ? { badge } : {}),
  })),
);
