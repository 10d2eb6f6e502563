/**
 * What a product image shows, chosen by kind (issue 12: a grocer, not a warehouse of identical containers):
 * produce is drawn as the fruit or vegetable itself, meat and fish as a cut on a tray, wine as a wine bottle.
 * Everything else keeps its package shape (boxes for dry goods, bottles and cans for drinks, jars, bags).
 * Decided from the product's category and the words of its title, so every catalog, old or new, draws alike.
 */

export type ProduceForm =
  | 'round'
  | 'banana'
  | 'teardrop'
  | 'cluster'
  | 'leafy'
  | 'root'
  | 'broccoli'
  | 'long';
export type CutForm = 'steak' | 'poultry' | 'ground' | 'fillet' | 'shrimp' | 'links';

export type SubjectKind =
  | { kind: 'produce'; form: ProduceForm; color: string; leaf: string }
  | { kind: 'cut'; form: CutForm; color: string }
  | { kind: 'wine'; wine: 'red' | 'white' | 'rose' | 'sparkling' }
  | { kind: 'package' };

/** First match wins: a title word, the form it is drawn in, and its colours (skin, then leaf or top). */
const produce: { words: RegExp; form: ProduceForm; color: string; leaf: string }[] = [
  { words: /Banana/, form: 'banana', color: '#f2cf3a', leaf: '#6b4f1d' },
  { words: /Avocado/, form: 'teardrop', color: '#3f5d2a', leaf: '#6b4f1d' },
  { words: /Pear/, form: 'teardrop', color: '#b9c94a', leaf: '#5a8f3a' },
  { words: /Grape/, form: 'cluster', color: '#7a2f5f', leaf: '#5a8f3a' },
  { words: /Blueberr/, form: 'cluster', color: '#3b4f8f', leaf: '#5a8f3a' },
  { words: /Strawberr|Raspberr|Cherry Tomato/, form: 'cluster', color: '#d2332f', leaf: '#4f8f35' },
  { words: /Brussels/, form: 'cluster', color: '#7aa53a', leaf: '#4f8f35' },
  {
    words: /Spinach|Spring Mix|Kale|Romaine|Lettuce|Chard|Arugula|Celery/,
    form: 'leafy',
    color: '#4f8f35',
    leaf: '#2f6b2a',
  },
  { words: /Carrot/, form: 'root', color: '#ec8a23', leaf: '#4f8f35' },
  { words: /Sweet Potato/, form: 'root', color: '#b5562f', leaf: '#7a4a2a' },
  { words: /Broccoli|Cauliflower/, form: 'broccoli', color: '#4e8a34', leaf: '#7fb35a' },
  { words: /Cucumber|Zucchini/, form: 'long', color: '#3f7a2f', leaf: '#2f5a22' },
  { words: /Lemon/, form: 'round', color: '#f5d63d', leaf: '#4f8f35' },
  { words: /Lime|Kiwi/, form: 'round', color: '#7fae3a', leaf: '#4f8f35' },
  { words: /Orange|Mandarin|Peach|Mango/, form: 'round', color: '#f39a2b', leaf: '#4f8f35' },
  { words: /Onion|Garlic|Mushroom/, form: 'round', color: '#d9b98a', leaf: '#8a6a3a' },
  { words: /Pepper|Tomato|Apple/, form: 'round', color: '#cf3a2e', leaf: '#4f8f35' },
];

const cuts: { words: RegExp; form: CutForm; color: string }[] = [
  { words: /Shrimp|Scallop/, form: 'shrimp', color: '#f3a77c' },
  { words: /Salmon|Trout|Steelhead/, form: 'fillet', color: '#f08a5d' },
  { words: /Cod|Halibut|Mahi|Tuna|Fish/, form: 'fillet', color: '#f1e6d6' },
  { words: /Sausage|Hot Dog|Bacon/, form: 'links', color: '#b0523f' },
  { words: /Ground|Burger|Meatball/, form: 'ground', color: '#b8413b' },
  { words: /Chicken|Turkey/, form: 'poultry', color: '#f2c9a8' },
  { words: /Steak|Beef|Pork|Tenderloin|Chops|Ham/, form: 'steak', color: '#a8322d' },
];

const MEAT_AISLES = new Set(['meat-seafood', 'frozen-meat-seafood']);

export function subjectKind(title: string, categoryKey: string | null): SubjectKind {
  if (categoryKey === 'produce') {
    const match = produce.find((p) => p.words.test(title));
    if (match) return { kind: 'produce', form: match.form, color: match.color, leaf: match.leaf };
  }
  if (categoryKey && MEAT_AISLES.has(categoryKey)) {
    // Breaded and prepared seafood (fish sticks, crab cakes) stays in its box.
    const match = /Sticks|Cakes|Breaded/.test(title) ? undefined : cuts.find((c) => c.words.test(title));
    if (match) return { kind: 'cut', form: match.form, color: match.color };
  }
  if (categoryKey === 'red-wine') return { kind: 'wine', wine: 'red' };
  if (categoryKey === 'white-wine') {
    if (/Prosecco|Sparkling|Champagne|Cava/.test(title)) return { kind: 'wine', wine: 'sparkling' };
    return { kind: 'wine', wine: /Rosé|Rose\b/.test(title) ? 'rose' : 'white' };
  }
  return { kind: 'package' };
}
