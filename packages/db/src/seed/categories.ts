/**
 * The demo category tree: exactly 30 categories, two levels. Top-level categories are in the header menu;
 * products sit in the leaf categories (or directly in `kits`) and reach their parents through facets.
 */

/** What kind of goods a category holds: decides brands, attributes, boxes and EBT eligibility. */
export type Department = 'food' | 'frozen' | 'fresh' | 'drinks' | 'wine' | 'household' | 'beauty' | 'kits';

export type SeedCategory = {
  urlKey: string;
  name: string;
  parent: string | null;
  department: Department;
  description: string;
};

const top = (urlKey: string, name: string, department: Department, description: string): SeedCategory => ({
  urlKey,
  name,
  parent: null,
  department,
  description,
});

const child = (urlKey: string, name: string, parent: string, department: Department): SeedCategory => ({
  urlKey,
  name,
  parent,
  department,
  description: `Shop ${name.toLowerCase()} from brands you trust, at member prices.`,
});

export const seedCategories: readonly SeedCategory[] = [
  top('food', 'Food', 'food', 'Pantry staples, snacks and breakfast favourites, organic and clean.'),
  top('frozen-food', 'Frozen', 'frozen', 'Frozen meals, meat and desserts, shipped in an insulated box.'),
  top('fresh', 'Fresh', 'fresh', 'Produce, dairy and meat delivered cold.'),
  top('beverages', 'Beverages', 'drinks', 'Coffee, tea, sparkling water and juice.'),
  top('wine', 'Wine', 'wine', 'Organic and biodynamic wines, delivered to your door.'),
  top('household', 'Household', 'household', 'Non-toxic cleaning and kitchen essentials.'),
  top('beauty', 'Beauty & Body', 'beauty', 'Clean skin care and body care.'),
  top('kits', 'Kits & Gifts', 'kits', 'Curated boxes, bundles, gift cards and gift memberships.'),
  top('all-deals', 'All Deals', 'kits', 'Everything on sale right now.'),
  child('snacks', 'Snacks', 'food', 'food'),
  child('pantry', 'Pantry Staples', 'food', 'food'),
  child('breakfast', 'Breakfast', 'food', 'food'),
  child('baking', 'Baking', 'food', 'food'),
  child('condiments', 'Condiments & Sauces', 'food', 'food'),
  child('pasta-grains', 'Pasta & Grains', 'food', 'food'),
  child('nut-butters', 'Nut Butters & Spreads', 'food', 'food'),
  child('frozen-meals', 'Frozen Meals', 'frozen-food', 'frozen'),
  child('frozen-meat-seafood', 'Frozen Meat & Seafood', 'frozen-food', 'frozen'),
  child('frozen-desserts', 'Frozen Desserts', 'frozen-food', 'frozen'),
  child('produce', 'Produce', 'fresh', 'fresh'),
  child('dairy-eggs', 'Dairy & Eggs', 'fresh', 'fresh'),
  child('meat-seafood', 'Meat & Seafood', 'fresh', 'fresh'),
  child('coffee-tea', 'Coffee & Tea', 'beverages', 'drinks'),
  child('sparkling-water', 'Sparkling Water', 'beverages', 'drinks'),
  child('juice-kombucha', 'Juice & Kombucha', 'beverages', 'drinks'),
  child('red-wine', 'Red Wine', 'wine', 'wine'),
  child('white-wine', 'White & Rosé Wine', 'wine', 'wine'),
  child('cleaning', 'Cleaning', 'household', 'household'),
  child('kitchen-paper', 'Kitchen & Paper', 'household', 'household'),
  child('skin-care', 'Skin Care', 'beauty', 'beauty'),
];
