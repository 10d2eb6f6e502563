/**
 * What the demo catalog's labels are made of: ingredient recipes by product name, nutrition profiles by
 * aisle (per 100 g or 100 ml, as food tables give them) and the countries each aisle comes from.
 */

/** First match wins: a product name pattern, its ingredients (main ingredient first) and its nutrition kind. */
export type Recipe = { name: RegExp; ingredients: string; kind: NutritionKind };

const r = (name: RegExp, kind: NutritionKind, ingredients: string): Recipe => ({ name, kind, ingredients });

export const recipes: readonly Recipe[] = [
  r(/Peanut Butter/, 'nutButter', 'dry roasted peanuts, sea salt'),
  r(/Almond Butter/, 'nutButter', 'dry roasted almonds, sea salt'),
  r(/Cashew Butter/, 'nutButter', 'roasted cashews, sea salt'),
  r(/Sunflower Seed Butter/, 'nutButter', 'roasted sunflower seeds, cane sugar, sea salt'),
  r(/Tahini/, 'nutButter', 'roasted sesame seeds'),
  r(/Hazelnut/, 'nutButter', 'hazelnuts, cane sugar, cocoa, sunflower oil, vanilla'),
  r(/Jam|Preserves|Fruit Spread|Marmalade/, 'jam', 'fruit, cane sugar, fruit pectin, lemon juice'),
  r(/Bars/, 'bar', 'whole grain oats, dates, almonds, brown rice syrup, sunflower oil, sea salt'),
  r(/Tortilla Chips/, 'chips', 'stone-ground whole corn, sunflower oil, sea salt'),
  r(/Potato Chips/, 'chips', 'potatoes, avocado oil, sea salt'),
  r(/Plantain Chips/, 'chips', 'green plantains, coconut oil, sea salt'),
  r(/Cassava Chips/, 'chips', 'cassava, sunflower oil, sea salt'),
  r(/Apple Chips/, 'driedFruit', 'apples'),
  r(/Chips|Puffs|Crisps/, 'chips', 'rice, chickpeas, sunflower oil, sea salt, onion powder'),
  r(/Crackers|Pretzel/, 'crackers', 'wheat flour, sunflower oil, sea salt, yeast, baking soda'),
  r(/Popcorn/, 'chips', 'popcorn, coconut oil, sea salt'),
  r(/Trail Mix|Mixed Nuts/, 'nuts', 'peanuts, almonds, cashews, raisins, sunflower seeds, sea salt'),
  r(/Almonds/, 'nuts', 'almonds, sea salt'),
  r(/Cashews/, 'nuts', 'cashews, sea salt'),
  r(/Pistachios/, 'nuts', 'pistachios, sea salt'),
  r(/Fruit Snacks|Fruit Leather/, 'driedFruit', 'apple puree, fruit juice concentrate, pectin, lemon juice'),
  r(/Dried/, 'driedFruit', 'fruit'),
  r(/Olive Oil/, 'oil', 'extra virgin olive oil'),
  r(/Ghee/, 'oil', 'clarified butter (milk)'),
  r(/Oil/, 'oil', 'oil'),
  r(/Beans|Chickpeas|Lentils/, 'beans', 'cooked beans, water, sea salt'),
  r(/Broth/, 'broth', 'water, vegetables, onions, carrots, celery, sea salt, herbs'),
  r(/Soup/, 'soup', 'water, vegetables, onions, carrots, celery, olive oil, sea salt, herbs'),
  r(/Tuna|Salmon|Sardines|Anchovies|Mackerel/, 'cannedFish', 'fish, olive oil, sea salt'),
  r(
    /Granola|Muesli|Clusters/,
    'granola',
    'whole grain oats, honey, almonds, coconut, sunflower oil, sea salt',
  ),
  r(/Cereal/, 'cereal', 'whole grain wheat, cane sugar, sea salt, vitamin E'),
  r(/Oat/, 'oats', 'whole grain rolled oats'),
  r(
    /Pancake|Waffle|Crepe|Biscuits|Pastries|Brownie|Cake|Muffin|Cookie|Cupcake/,
    'bakingMix',
    'wheat flour, cane sugar, eggs, milk, sunflower oil, baking soda, sea salt',
  ),
  r(/Maple Syrup/, 'syrup', 'pure maple syrup'),
  r(/Flour/, 'flour', 'flour'),
  r(/Sugar|Sweetener/, 'sugar', 'sugar'),
  r(
    /Chocolate|Cocoa|Wafers/,
    'chocolate',
    'cocoa mass, cane sugar, cocoa butter, sunflower lecithin, vanilla',
  ),
  r(/Frosting/, 'syrup', 'powdered sugar, palm oil, water, vanilla extract, sea salt'),
  r(/Extract/, 'none', 'alcohol, water, extract of beans or leaves'),
  r(/Baking Powder/, 'none', 'sodium bicarbonate, cornstarch, monocalcium phosphate'),
  r(/Baking Soda/, 'none', 'sodium bicarbonate'),
  r(/Salt|Pepper|Cinnamon|Paprika|Turmeric|Cumin|Garlic Powder|Oregano|Seasoning/, 'none', 'spice'),
  r(/Ketchup|Barbecue/, 'sauce', 'tomato concentrate, vinegar, cane sugar, sea salt, onion powder, spices'),
  r(/Mustard/, 'sauce', 'water, mustard seed, vinegar, sea salt, turmeric'),
  r(/Mayonnaise|Aioli/, 'mayo', 'avocado oil, eggs, vinegar, sea salt, lemon juice concentrate'),
  r(/Hot Sauce|Sriracha/, 'sauce', 'chili peppers, vinegar, garlic, sea salt, cane sugar'),
  r(/Soy Sauce|Tamari|Aminos/, 'sauce', 'water, soybeans, sea salt'),
  r(/Dressing|Vinaigrette/, 'mayo', 'olive oil, vinegar, water, honey, mustard, sea salt, garlic'),
  r(/Pesto/, 'mayo', 'basil, olive oil, parmesan cheese (milk), pine nuts, garlic, sea salt'),
  r(/Alfredo/, 'mayo', 'cream (milk), parmesan cheese (milk), butter (milk), garlic, sea salt'),
  r(
    /Marinara|Pasta Sauce|Salsa|Enchilada|Simmer/,
    'tomatoSauce',
    'tomatoes, olive oil, onions, garlic, sea salt, basil, spices',
  ),
  r(/Macaroni & Cheese/, 'pasta', 'wheat pasta, cheddar cheese (milk), whey (milk), sea salt'),
  r(/Rice Noodles|Pad Thai/, 'pasta', 'rice flour, water'),
  r(/Ramen/, 'pasta', 'wheat flour, sea salt, dried vegetables, soy sauce (soybeans, wheat)'),
  r(/Rice|Quinoa|Farro|Couscous|Barley|Millet/, 'pasta', 'whole grain'),
  r(
    /Pizza|Flatbread/,
    'frozenMeal',
    'wheat flour, tomato sauce, mozzarella cheese (milk), olive oil, yeast, sea salt',
  ),
  r(
    /Dumplings|Potstickers|Bao|Spring Rolls|Samosas|Empanadas/,
    'frozenMeal',
    'wheat flour, cabbage, carrots, onions, soy sauce (soybeans, wheat), sesame oil, ginger',
  ),
  r(
    /Bowl|Burrito|Enchiladas|Pot Pie|Lasagna|Curry|Stir-Fry|Pie/,
    'frozenMeal',
    'cooked rice, vegetables, beans, tomatoes, onions, olive oil, spices, sea salt',
  ),
  r(/Beef|Steak|Burger/, 'meat', 'beef'),
  r(/Chicken/, 'meat', 'chicken'),
  r(/Turkey/, 'meat', 'turkey, sea salt'),
  r(
    /Sausage|Hot Dogs|Bacon|Meatballs|Pork|Ham\b/,
    'meat',
    'pork, water, sea salt, cane sugar, spices, celery powder',
  ),
  r(/Shrimp/, 'seafood', 'shrimp'),
  r(/Scallops/, 'seafood', 'scallops'),
  r(/Crab/, 'seafood', 'crab meat, breadcrumbs (wheat), eggs, mayonnaise, sea salt, spices'),
  r(/Fish Sticks/, 'seafood', 'cod, wheat flour, water, sunflower oil, sea salt'),
  r(/Salmon|Trout|Cod|Halibut|Mahi|Tuna/, 'seafood', 'fish'),
  r(/Ice Cream|Gelato|Frozen Yogurt/, 'iceCream', 'cream (milk), milk, cane sugar, egg yolks, vanilla'),
  r(/Sorbet|Fruit Bars/, 'sorbet', 'fruit, water, cane sugar, lemon juice'),
  r(/Oat Milk/, 'plantMilk', 'water, oats, sunflower oil, sea salt'),
  r(/Almond Milk/, 'plantMilk', 'water, almonds, sea salt'),
  r(/Cashew Milk/, 'plantMilk', 'water, cashews, sea salt'),
  r(/Coconut Yogurt/, 'yogurt', 'coconut cream, water, live cultures'),
  r(/Milk|Cream|Half & Half/, 'milk', 'milk'),
  r(/Yogurt|Skyr|Kefir|Cottage/, 'yogurt', 'cultured milk, live active cultures'),
  r(
    /Cheese|Cheddar|Mozzarella|Parmesan|Feta|Gouda|Pepper Jack/,
    'cheese',
    'pasteurized milk, cheese cultures, sea salt, enzymes',
  ),
  r(/Butter/, 'butter', 'cream (milk), sea salt'),
  r(/Eggs/, 'eggs', 'eggs'),
  r(/Coffee|Espresso|Cold Brew/, 'coffee', 'coffee'),
  r(/Tea|Chai|Mate/, 'coffee', 'tea leaves, herbs'),
  r(/Kombucha/, 'juice', 'filtered water, black tea, green tea, cane sugar, live kombucha culture'),
  r(/Juice|Lemonade/, 'juice', 'fruit juice, water, lemon juice'),
  r(/Coconut Water/, 'juice', 'coconut water'),
  r(/Soda/, 'soda', 'carbonated water, fruit juice, apple cider vinegar, stevia leaf extract'),
  r(/Water|Seltzer/, 'water', 'carbonated water, natural flavor'),
  r(
    /Apples|Bananas|Avocados|Lemons|Limes|Oranges|Berries|berries|Pears|Grapes|Mandarins|Peaches|Kiwis|Mango/,
    'fruit',
    'fruit',
  ),
  r(
    /Spinach|Mix|Kale|Carrots|Broccoli|Potatoes|Onions|Garlic|Tomatoes|Cucumbers|Peppers|Zucchini|Mushrooms|Romaine|Sprouts|Celery|Cauliflower|Peas|Corn/,
    'vegetable',
    'vegetable',
  ),
];

/** Ingredients of goods that are not food: what a bottle of soap or a moisturizer lists. */
export const nonFoodIngredients: Readonly<Record<string, string>> = {
  cleaning:
    'water, plant-derived surfactants (decyl glucoside, sodium coco sulfate), sodium citrate, essential oils',
  'skin-care':
    'aloe barbadensis leaf juice, glycerin, caprylic/capric triglyceride, shea butter, sunflower seed oil, tocopherol, citric acid',
  wine: 'grapes, sulfites',
};

/** A nutrition profile per 100 g (or 100 ml), as food tables give it, with the label's serving size. */
export type Profile = {
  serving: { grams: number; text: string };
  fat: [number, number];
  /** Share of fat that is saturated. */
  saturated: [number, number];
  carbs: [number, number];
  /** Share of carbohydrate that is sugar, and of sugar that is added (when the ingredients are sweetened). */
  sugar: [number, number];
  added: [number, number];
  fiber: [number, number];
  protein: [number, number];
  sodiumMg: [number, number];
  cholesterolMg: [number, number];
  calciumMg: [number, number];
};

const serving = (grams: number, text: string) => ({ grams, text });
type Ranges = Partial<Omit<Profile, 'serving'>>;
const zero: [number, number] = [0, 0];
const profile = (s: Profile['serving'], p: Ranges): Profile => ({
  serving: s,
  fat: zero,
  saturated: [0.1, 0.2],
  carbs: zero,
  sugar: zero,
  added: [0.3, 0.6],
  fiber: zero,
  protein: zero,
  sodiumMg: [0, 10],
  cholesterolMg: zero,
  calciumMg: [0, 40],
  ...p,
});

/** Nutrition kinds; 'none' is a product whose label carries no panel (spices, extracts, baking soda). */
export type NutritionKind =
  | 'nutButter'
  | 'jam'
  | 'bar'
  | 'chips'
  | 'crackers'
  | 'nuts'
  | 'driedFruit'
  | 'oil'
  | 'beans'
  | 'broth'
  | 'soup'
  | 'cannedFish'
  | 'granola'
  | 'cereal'
  | 'oats'
  | 'bakingMix'
  | 'syrup'
  | 'flour'
  | 'sugar'
  | 'chocolate'
  | 'sauce'
  | 'mayo'
  | 'tomatoSauce'
  | 'pasta'
  | 'frozenMeal'
  | 'meat'
  | 'seafood'
  | 'iceCream'
  | 'sorbet'
  | 'plantMilk'
  | 'milk'
  | 'yogurt'
  | 'cheese'
  | 'butter'
  | 'eggs'
  | 'coffee'
  | 'juice'
  | 'soda'
  | 'water'
  | 'fruit'
  | 'vegetable'
  | 'none';

export const profiles: Readonly<Record<Exclude<NutritionKind, 'none'>, Profile>> = {
  nutButter: profile(serving(32, '2 tbsp (32g)'), {
    fat: [45, 55],
    carbs: [15, 25],
    sugar: [0.15, 0.4],
    added: [0.2, 0.5],
    fiber: [6, 10],
    protein: [18, 26],
    sodiumMg: [0, 450],
    calciumMg: [40, 260],
  }),
  jam: profile(serving(20, '1 tbsp (20g)'), {
    carbs: [45, 65],
    sugar: [0.85, 0.95],
    added: [0.4, 0.6],
    fiber: [0.5, 2],
    protein: [0, 0.5],
    sodiumMg: [0, 20],
  }),
  bar: profile(serving(40, '1 bar (40g)'), {
    fat: [12, 22],
    saturated: [0.1, 0.3],
    carbs: [50, 65],
    sugar: [0.2, 0.4],
    added: [0.3, 0.7],
    fiber: [5, 10],
    protein: [6, 20],
    sodiumMg: [50, 250],
    calciumMg: [20, 80],
  }),
  chips: profile(serving(28, '1 oz (28g)'), {
    fat: [20, 33],
    carbs: [50, 65],
    sugar: [0, 0.05],
    added: [0, 0],
    fiber: [3, 8],
    protein: [4, 8],
    sodiumMg: [250, 550],
  }),
  crackers: profile(serving(30, '1 oz (30g)'), {
    fat: [8, 20],
    carbs: [60, 75],
    sugar: [0.02, 0.08],
    added: [0.5, 1],
    fiber: [3, 8],
    protein: [8, 12],
    sodiumMg: [500, 900],
  }),
  nuts: profile(serving(28, '1/4 cup (28g)'), {
    fat: [45, 55],
    carbs: [20, 30],
    sugar: [0.1, 0.3],
    fiber: [7, 12],
    protein: [18, 22],
    sodiumMg: [0, 300],
    calciumMg: [50, 270],
  }),
  driedFruit: profile(serving(40, '1/4 cup (40g)'), {
    fat: [0, 1],
    carbs: [60, 80],
    sugar: [0.7, 0.85],
    added: [0.3, 0.6],
    fiber: [5, 9],
    protein: [1, 3],
    sodiumMg: [0, 20],
  }),
  oil: profile(serving(14, '1 tbsp (14ml)'), { fat: [100, 100], saturated: [0.12, 0.18] }),
  beans: profile(serving(130, '1/2 cup (130g)'), {
    fat: [0.5, 2],
    carbs: [15, 22],
    sugar: [0.02, 0.1],
    fiber: [5, 8],
    protein: [6, 9],
    sodiumMg: [100, 300],
    calciumMg: [30, 60],
  }),
  broth: profile(serving(240, '1 cup (240ml)'), {
    fat: [0, 0.5],
    carbs: [0.5, 2],
    sugar: [0.3, 0.6],
    protein: [0.5, 4],
    sodiumMg: [150, 250],
  }),
  soup: profile(serving(245, '1 cup (245g)'), {
    fat: [1, 3],
    carbs: [6, 10],
    sugar: [0.3, 0.5],
    fiber: [1, 3],
    protein: [1.5, 4],
    sodiumMg: [200, 300],
    calciumMg: [10, 30],
  }),
  cannedFish: profile(serving(56, '2 oz (56g) drained'), {
    fat: [1, 12],
    saturated: [0.2, 0.3],
    protein: [22, 28],
    sodiumMg: [250, 450],
    cholesterolMg: [40, 80],
    calciumMg: [10, 350],
  }),
  granola: profile(serving(50, '1/2 cup (50g)'), {
    fat: [12, 22],
    carbs: [55, 68],
    sugar: [0.2, 0.35],
    added: [0.6, 0.9],
    fiber: [5, 9],
    protein: [8, 14],
    sodiumMg: [20, 150],
  }),
  cereal: profile(serving(40, '1 cup (40g)'), {
    fat: [2, 6],
    carbs: [75, 85],
    sugar: [0.08, 0.25],
    added: [0.8, 1],
    fiber: [6, 12],
    protein: [8, 12],
    sodiumMg: [150, 450],
    calciumMg: [20, 120],
  }),
  oats: profile(serving(40, '1/2 cup (40g) dry'), {
    fat: [6, 7],
    carbs: [66, 68],
    sugar: [0.01, 0.02],
    fiber: [9, 11],
    protein: [12, 14],
    sodiumMg: [0, 5],
    calciumMg: [40, 55],
  }),
  bakingMix: profile(serving(40, '1/4 cup (40g) mix'), {
    fat: [2, 12],
    carbs: [65, 80],
    sugar: [0.2, 0.45],
    added: [0.9, 1],
    fiber: [1, 4],
    protein: [5, 10],
    sodiumMg: [400, 800],
    cholesterolMg: [5, 40],
    calciumMg: [40, 120],
  }),
  syrup: profile(serving(60, '1/4 cup (60ml)'), {
    carbs: [65, 67],
    sugar: [0.9, 0.95],
    added: [1, 1],
    sodiumMg: [5, 15],
    calciumMg: [90, 105],
  }),
  flour: profile(serving(30, '1/4 cup (30g)'), {
    fat: [1, 50],
    carbs: [20, 76],
    sugar: [0, 0.05],
    fiber: [3, 35],
    protein: [6, 21],
    sodiumMg: [0, 5],
  }),
  sugar: profile(serving(4, '1 tsp (4g)'), { carbs: [98, 100], sugar: [1, 1], added: [1, 1] }),
  chocolate: profile(serving(15, '1 tbsp (15g)'), {
    fat: [30, 45],
    saturated: [0.55, 0.62],
    carbs: [45, 60],
    sugar: [0.6, 0.85],
    added: [1, 1],
    fiber: [6, 10],
    protein: [5, 8],
    sodiumMg: [0, 20],
  }),
  sauce: profile(serving(15, '1 tbsp (15g)'), {
    fat: [0, 4],
    carbs: [5, 25],
    sugar: [0.3, 0.9],
    added: [0.5, 0.8],
    fiber: [0, 2],
    protein: [0.5, 5],
    sodiumMg: [600, 2500],
  }),
  mayo: profile(serving(15, '1 tbsp (15g)'), {
    fat: [40, 75],
    carbs: [1, 6],
    sugar: [0.2, 0.6],
    added: [0.5, 1],
    protein: [0.5, 5],
    sodiumMg: [400, 800],
    cholesterolMg: [10, 40],
  }),
  tomatoSauce: profile(serving(125, '1/2 cup (125g)'), {
    fat: [1.5, 4],
    carbs: [6, 10],
    sugar: [0.5, 0.7],
    fiber: [1.5, 3],
    protein: [1.5, 2.5],
    sodiumMg: [300, 450],
    calciumMg: [20, 40],
  }),
  pasta: profile(serving(56, '2 oz (56g) dry'), {
    fat: [1, 4],
    carbs: [70, 76],
    sugar: [0.01, 0.05],
    fiber: [3, 9],
    protein: [10, 14],
    sodiumMg: [0, 20],
    calciumMg: [10, 30],
  }),
  frozenMeal: profile(serving(280, '1 meal (280g)'), {
    fat: [4, 12],
    saturated: [0.2, 0.4],
    carbs: [15, 30],
    sugar: [0.05, 0.2],
    added: [0, 0.4],
    fiber: [2, 5],
    protein: [5, 12],
    sodiumMg: [200, 450],
    cholesterolMg: [0, 30],
    calciumMg: [20, 120],
  }),
  meat: profile(serving(112, '4 oz (112g)'), {
    fat: [2, 20],
    saturated: [0.3, 0.4],
    protein: [18, 24],
    sodiumMg: [50, 400],
    cholesterolMg: [60, 90],
    calciumMg: [5, 20],
  }),
  seafood: profile(serving(112, '4 oz (112g)'), {
    fat: [1, 13],
    saturated: [0.15, 0.25],
    protein: [18, 24],
    sodiumMg: [50, 300],
    cholesterolMg: [40, 150],
    calciumMg: [10, 60],
  }),
  iceCream: profile(serving(90, '2/3 cup (90g)'), {
    fat: [10, 16],
    saturated: [0.6, 0.65],
    carbs: [20, 28],
    sugar: [0.8, 0.9],
    added: [0.7, 0.8],
    protein: [3, 4],
    sodiumMg: [40, 80],
    cholesterolMg: [40, 80],
    calciumMg: [100, 140],
  }),
  sorbet: profile(serving(90, '2/3 cup (90g)'), {
    carbs: [25, 32],
    sugar: [0.8, 0.9],
    added: [0.6, 0.8],
    fiber: [0.5, 2],
    protein: [0, 0.5],
    sodiumMg: [0, 20],
  }),
  plantMilk: profile(serving(240, '1 cup (240ml)'), {
    fat: [1, 3],
    saturated: [0.05, 0.15],
    carbs: [0.5, 7],
    sugar: [0, 0.6],
    fiber: [0, 1],
    protein: [0.4, 1.5],
    sodiumMg: [40, 70],
    calciumMg: [120, 150],
  }),
  milk: profile(serving(240, '1 cup (240ml)'), {
    fat: [2, 12],
    saturated: [0.6, 0.65],
    carbs: [3, 5],
    sugar: [1, 1],
    protein: [2.5, 3.5],
    sodiumMg: [40, 50],
    cholesterolMg: [8, 40],
    calciumMg: [110, 125],
  }),
  yogurt: profile(serving(170, '3/4 cup (170g)'), {
    fat: [0, 5],
    saturated: [0.6, 0.65],
    carbs: [3, 8],
    sugar: [0.8, 1],
    protein: [4, 10],
    sodiumMg: [35, 60],
    cholesterolMg: [5, 15],
    calciumMg: [100, 125],
  }),
  cheese: profile(serving(28, '1 oz (28g)'), {
    fat: [20, 33],
    saturated: [0.6, 0.65],
    carbs: [0, 3],
    sugar: [0, 1],
    protein: [20, 35],
    sodiumMg: [500, 1500],
    cholesterolMg: [70, 100],
    calciumMg: [500, 1100],
  }),
  butter: profile(serving(14, '1 tbsp (14g)'), {
    fat: [80, 82],
    saturated: [0.63, 0.65],
    protein: [0.5, 1],
    sodiumMg: [10, 650],
    cholesterolMg: [210, 220],
    calciumMg: [20, 25],
  }),
  eggs: profile(serving(50, '1 egg (50g)'), {
    fat: [9, 10],
    saturated: [0.3, 0.33],
    carbs: [0.5, 1],
    sugar: [0.3, 0.5],
    protein: [12, 13],
    sodiumMg: [130, 145],
    cholesterolMg: [370, 380],
    calciumMg: [50, 60],
  }),
  coffee: profile(serving(240, '8 fl oz (240ml) prepared'), {
    carbs: [0, 0.3],
    protein: [0, 0.2],
    sodiumMg: [0, 3],
  }),
  juice: profile(serving(240, '8 fl oz (240ml)'), {
    carbs: [3, 11],
    sugar: [0.85, 1],
    added: [0, 0.4],
    fiber: [0, 0.5],
    protein: [0, 0.7],
    sodiumMg: [0, 15],
    calciumMg: [5, 20],
  }),
  soda: profile(serving(355, '1 can (355ml)'), {
    carbs: [1, 3],
    sugar: [0.6, 0.9],
    added: [0, 0.5],
    sodiumMg: [0, 10],
  }),
  water: profile(serving(355, '1 can (355ml)'), {}),
  fruit: profile(serving(140, '1 cup (140g)'), {
    fat: [0.1, 0.6],
    saturated: [0, 0.1],
    carbs: [10, 18],
    sugar: [0.5, 0.8],
    fiber: [2, 4],
    protein: [0.5, 1.2],
    sodiumMg: [0, 5],
    calciumMg: [5, 40],
  }),
  vegetable: profile(serving(85, '1 cup (85g)'), {
    fat: [0.1, 0.5],
    saturated: [0, 0.1],
    carbs: [3, 20],
    sugar: [0.1, 0.5],
    fiber: [1.5, 4],
    protein: [1, 3],
    sodiumMg: [10, 80],
    calciumMg: [10, 100],
  }),
};

/** Where each aisle's goods come from, most likely first. */
export const origins: Readonly<Record<string, readonly string[]>> = {
  default: ['USA', 'USA', 'USA', 'Canada'],
  produce: ['USA', 'USA', 'Mexico', 'Chile', 'Peru', 'Canada'],
  'coffee-tea': ['Colombia', 'Ethiopia', 'Guatemala', 'India', 'Sri Lanka', 'China', 'Peru'],
  'red-wine': ['USA', 'France', 'Italy', 'Spain', 'Argentina', 'Chile', 'Australia'],
  'white-wine': ['USA', 'France', 'Italy', 'New Zealand', 'Germany', 'Spain', 'Portugal'],
  'meat-seafood': ['USA', 'USA', 'Canada', 'Norway'],
  'frozen-meat-seafood': ['USA', 'USA', 'Canada', 'Iceland'],
  pantry: ['USA', 'Italy', 'Spain', 'Greece', 'Portugal'],
  'pasta-grains': ['Italy', 'USA', 'India', 'Thailand', 'Peru'],
  'skin-care': ['USA', 'USA', 'France', 'South Korea'],
};
