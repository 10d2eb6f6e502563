/**
 * Exactly 60 demo brands. Each sells in a few aisles only, so a wine brand never sells peanut butter. The colour is used when drawing product images.
 */
export type SeedBrand = {
  name: string;
  /** Leaf category url keys (and `kits`) the brand has products in. */
  aisles: readonly string[];
  color: string;
  tagline: string;
};

const b = (name: string, aisles: string[], color: string, tagline: string): SeedBrand => ({
  name,
  aisles,
  color,
  tagline,
});

export const seedBrands: readonly SeedBrand[] = [
  b(
    'Sunny Acres',
    ['nut-butters', 'breakfast', 'produce', 'dairy-eggs', 'baking'],
    '#d98e04',
    'Family farm goodness since 1978.',
  ),
  b(
    'Green Valley Farms',
    ['produce', 'frozen-desserts', 'pantry', 'pasta-grains', 'snacks'],
    '#2f6b3a',
    'Organic from seed to shelf.',
  ),
  b(
    'Harvest Table',
    ['pasta-grains', 'pantry', 'condiments', 'snacks'],
    '#8a4b2a',
    'Simple ingredients for everyday cooking.',
  ),
  b(
    'Wild Meadow',
    ['snacks', 'breakfast', 'nut-butters', 'juice-kombucha'],
    '#5b8c5a',
    'Wholesome snacks made with wildflower honey.',
  ),
  b(
    'Blue Ridge Pantry',
    ['pantry', 'baking', 'condiments', 'breakfast'],
    '#33658a',
    'Small-batch staples from the mountains.',
  ),
  b('Golden Grove', ['pantry', 'condiments'], '#c9a227', 'Olive oils and Mediterranean pantry goods.'),
  b(
    'Little Sprout',
    ['snacks', 'breakfast', 'frozen-meals'],
    '#7fb800',
    'Better-for-you snacks for kids and grown-ups.',
  ),
  b('Oak & Ember', ['condiments', 'pantry'], '#6b3e26', 'Smoky sauces and spice blends.'),
  b(
    'True North Grains',
    ['pasta-grains', 'baking', 'breakfast'],
    '#a67c52',
    'Ancient grains and heritage flours.',
  ),
  b(
    'Coastal Kitchen',
    ['pantry', 'frozen-meals', 'condiments', 'frozen-meat-seafood'],
    '#1b6f8a',
    'Recipes inspired by the seaside.',
  ),
  b('Maple Hollow', ['breakfast', 'baking'], '#b5651d', 'Pure maple and breakfast favourites.'),
  b(
    'Simply Nourished',
    ['pantry', 'snacks', 'pasta-grains', 'condiments', 'baking'],
    '#4e937a',
    'Clean-label everyday essentials.',
  ),
  b(
    'Bright Bean Co.',
    ['pantry', 'coffee-tea'],
    '#8c5e3c',
    'Beans, lentils and coffee, sustainably sourced.',
  ),
  b('Honest Harvest', ['snacks', 'pantry', 'produce'], '#9c6644', 'Nothing artificial, ever.'),
  b('Peak Provisions', ['snacks'], '#3d5a80', 'Trail-ready snacks for adventures.'),
  b(
    'Three Sisters',
    ['pantry', 'pasta-grains', 'snacks'],
    '#9e2a2b',
    'Indigenous-owned corn, beans and squash.',
  ),
  b('Hearth & Home', ['frozen-meals', 'baking', 'pantry'], '#c1121f', 'Comfort food, thoughtfully made.'),
  b('Root & Stem', ['snacks', 'pantry', 'produce'], '#588157', 'Vegetable-forward pantry goods.'),
  b(
    'Sweet Clover',
    ['frozen-desserts', 'snacks', 'baking'],
    '#e07a5f',
    'Treats with less sugar and more flavour.',
  ),
  b('Cedar Creek', ['nut-butters', 'snacks'], '#6a4c93', 'Nut butters ground fresh in small batches.'),
  b('Prairie Mill', ['baking', 'breakfast'], '#bc8a5f', 'Stone-ground flours and baking mixes.'),
  b(
    'Good Earth Organics',
    ['pantry', 'snacks', 'breakfast', 'coffee-tea', 'juice-kombucha'],
    '#386641',
    'Certified organic since day one.',
  ),
  b('Northwind', ['frozen-desserts', 'frozen-meals'], '#4361ee', 'Flash-frozen at the peak of freshness.'),
  b(
    'Silver Lake Seafood',
    ['frozen-meat-seafood', 'meat-seafood', 'pantry'],
    '#457b9d',
    'Wild-caught, traceable seafood.',
  ),
  b(
    'Pasture Prime',
    ['frozen-meat-seafood', 'meat-seafood'],
    '#9b2226',
    'Grass-fed and pasture-raised meats.',
  ),
  b('Frost & Co.', ['frozen-desserts'], '#90e0ef', 'Frozen desserts made with real cream.'),
  b('Weeknight Table', ['frozen-meals'], '#f4a261', 'Chef-made meals ready in minutes.'),
  b('Polar Pantry', ['frozen-desserts'], '#0077b6', 'Frozen fruit and vegetables, picked ripe.'),
  b('Evergreen Creamery', ['dairy-eggs', 'frozen-desserts'], '#2a9d8f', 'Organic dairy from small herds.'),
  b('Morning Dew Farms', ['dairy-eggs', 'produce'], '#80b918', 'Pasture-raised eggs and fresh produce.'),
  b(
    'Riverbend Ranch',
    ['meat-seafood', 'frozen-meat-seafood'],
    '#7f5539',
    'Regeneratively raised beef and pork.',
  ),
  b('Orchard Lane', ['produce', 'juice-kombucha', 'nut-butters'], '#e63946', 'Fruit from family orchards.'),
  b('Field Day', ['produce', 'snacks'], '#52b788', 'Fresh, seasonal and local.'),
  b('Clear Spring', ['sparkling-water'], '#48cae4', 'Sparkling water with real fruit essence.'),
  b('Daybreak Roasters', ['coffee-tea'], '#432818', 'Fair-trade coffee, roasted to order.'),
  b('Leaf & Kettle', ['coffee-tea'], '#606c38', 'Organic teas from single estates.'),
  b('Fizz & Fig', ['sparkling-water', 'juice-kombucha'], '#bc4749', 'Probiotic sodas and kombucha.'),
  b('Cold Press Collective', ['juice-kombucha'], '#f77f00', 'Cold-pressed juices, never heated.'),
  b('Vine & Barrel', ['red-wine', 'white-wine'], '#6d214f', 'Organic wines from family vineyards.'),
  b('Sonoma Sun Cellars', ['red-wine', 'white-wine'], '#7b2d26', 'Sun-drenched California wines.'),
  b('Old Vine Estate', ['red-wine'], '#5c1a1b', 'Dry-farmed old-vine reds.'),
  b('Biodyne Vineyards', ['red-wine', 'white-wine'], '#8e3b46', 'Biodynamic wines, low in sulfites.'),
  b('Coastal Range Wines', ['white-wine'], '#a4133c', 'Crisp whites from the coast.'),
  b('Terra Rosa', ['white-wine'], '#c9184a', 'Rosé and sparkling wines.'),
  b('Clean Slate', ['cleaning'], '#00a6a6', 'Plant-based cleaners that work.'),
  b(
    'Better Home Basics',
    ['cleaning', 'kitchen-paper'],
    '#6c757d',
    'Everyday essentials without the toxins.',
  ),
  b('Good Day Goods', ['kitchen-paper'], '#ffb703', 'Compostable kitchen and paper goods.'),
  b('Forest Floor', ['kitchen-paper'], '#3a5a40', 'Tree-free paper products.'),
  b('Steel & Stone', ['kitchen-paper'], '#495057', 'Kitchen tools built to last.'),
  b('Pure Petal', ['skin-care'], '#ff8fab', 'Clean skin care with botanical actives.'),
  b('Sea Kelp Botanics', ['skin-care'], '#2b9348', 'Ocean-sourced body care.'),
  b('Bare Naturals', ['skin-care'], '#dda15e', 'Fragrance-free care for sensitive skin.'),
  b('Glow Garden', ['skin-care'], '#f15bb5', 'Vitamin-rich skin care.'),
  b('Desert Bloom', ['skin-care'], '#e9c46a', 'Desert botanicals for dry skin.'),
  b(
    'Pantry',
    ['kits', 'pantry', 'pasta-grains', 'snacks', 'cleaning', 'kitchen-paper'],
    '#2f6b3a',
    "The store's own brand: organic basics at the best price.",
  ),
  b(
    'Kindred Kitchen',
    ['frozen-meals', 'condiments', 'pasta-grains'],
    '#9d4edd',
    'Global flavours, clean ingredients.',
  ),
  b('Mighty Seed', ['snacks', 'baking', 'breakfast'], '#6a994e', 'Seeds, superfoods and crackers.'),
  b('Lemon & Thyme', ['condiments', 'produce'], '#fcbf49', 'Bright dressings and marinades.'),
  b('Rolling Hills Dairy', ['dairy-eggs'], '#8d99ae', 'Cultured dairy from grass-fed cows.'),
  b(
    'Half Moon Bay Provisions',
    ['pantry', 'snacks', 'frozen-meals', 'condiments'],
    '#264653',
    'Coastal California pantry goods.',
  ),
];
