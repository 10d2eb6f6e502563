/**
 * Grocery facts on the product page: the nutrition facts panel (FDA's standard label, 21 CFR 101.9), the
 * ingredients, allergens and country of origin. Amounts are stored as the label prints them (already
 * rounded); the percent daily values are computed here from the FDA's daily values for adults.
 */

/** The panel's amounts as the label prints them. Plain types here: the web's product page reads these rules, and
 * a schema (zod) in this file would put the whole validation library into the page's JavaScript. */
export type Nutrition = {
  serving_size: string;
  servings_per_container: number;
  calories: number;
  total_fat_g: number;
  saturated_fat_g: number;
  trans_fat_g: number;
  cholesterol_mg: number;
  sodium_mg: number;
  total_carbohydrate_g: number;
  dietary_fiber_g: number;
  total_sugars_g: number;
  added_sugars_g: number;
  protein_g: number;
  vitamin_d_mcg: number;
  calcium_mg: number;
  iron_mg: number;
  potassium_mg: number;
};

/** Daily values for adults and children 4 and over (21 CFR 101.9(c)(8)(iv) and (c)(9)). */
export const DAILY_VALUES = {
  total_fat_g: 78,
  saturated_fat_g: 20,
  cholesterol_mg: 300,
  sodium_mg: 2300,
  total_carbohydrate_g: 275,
  dietary_fiber_g: 28,
  added_sugars_g: 50,
  vitamin_d_mcg: 20,
  calcium_mg: 1300,
  iron_mg: 18,
  potassium_mg: 4700,
} as const;

/** One line of the panel: 'Saturated Fat 3g 15%'; `level` 1 and 2 are the indented lines under a nutrient. */
export type NutritionRow = {
  label: string;
  amount: string;
  dailyValuePercent: number | null;
  level: 0 | 1 | 2;
  /** The nutrients the label prints in bold (the main ones); vitamins and minerals are plain. */
  bold: boolean;
};

type Line = { key: keyof Nutrition; label: string; unit: 'g' | 'mg' | 'mcg'; level: 0 | 1 | 2 };

const macroLines: readonly Line[] = [
  { key: 'total_fat_g', label: 'Total Fat', unit: 'g', level: 0 },
  { key: 'saturated_fat_g', label: 'Saturated Fat', unit: 'g', level: 1 },
  { key: 'trans_fat_g', label: 'Trans Fat', unit: 'g', level: 1 },
  { key: 'cholesterol_mg', label: 'Cholesterol', unit: 'mg', level: 0 },
  { key: 'sodium_mg', label: 'Sodium', unit: 'mg', level: 0 },
  { key: 'total_carbohydrate_g', label: 'Total Carbohydrate', unit: 'g', level: 0 },
  { key: 'dietary_fiber_g', label: 'Dietary Fiber', unit: 'g', level: 1 },
  { key: 'total_sugars_g', label: 'Total Sugars', unit: 'g', level: 1 },
  { key: 'added_sugars_g', label: 'Added Sugars', unit: 'g', level: 2 },
  { key: 'protein_g', label: 'Protein', unit: 'g', level: 0 },
];
const micronutrientLines: readonly Line[] = [
  { key: 'vitamin_d_mcg', label: 'Vitamin D', unit: 'mcg', level: 0 },
  { key: 'calcium_mg', label: 'Calcium', unit: 'mg', level: 0 },
  { key: 'iron_mg', label: 'Iron', unit: 'mg', level: 0 },
  { key: 'potassium_mg', label: 'Potassium', unit: 'mg', level: 0 },
];

/** Percent of the daily value, to the whole percent; nutrients without a daily value (trans fat, sugars) have none. */
export function dailyValuePercent(key: keyof Nutrition, amount: number): number | null {
  const dailyValue = (DAILY_VALUES as Partial<Record<keyof Nutrition, number>>)[key];
  return dailyValue === undefined ? null : Math.round((amount / dailyValue) * 100);
}

function row(nutrition: Nutrition, line: Line, bold: boolean): NutritionRow {
  const amount = nutrition[line.key] as number;
  // The label reads 'Includes 10g Added Sugars'.
  const label = line.key === 'added_sugars_g' ? `Includes ${amount}${line.unit} Added Sugars` : line.label;
  return {
    label,
    amount: line.key === 'added_sugars_g' ? '' : `${amount}${line.unit}`,
    dailyValuePercent: dailyValuePercent(line.key, amount),
    level: line.level,
    bold,
  };
}

/** The panel's nutrient lines in label order: macronutrients (bold at the top level), then vitamins and minerals. */
export function nutritionPanel(nutrition: Nutrition): {
  nutrients: NutritionRow[];
  micronutrients: NutritionRow[];
} {
  return {
    nutrients: macroLines.map((line) => row(nutrition, line, line.level === 0)),
    micronutrients: micronutrientLines.map((line) => row(nutrition, line, false)),
  };
}

/** Calories as a label prints them: under 5 is 0, up to 50 to the nearest 5, above to the nearest 10 (101.9(c)(1)). */
export function labelCalories(calories: number): number {
  if (calories < 5) return 0;
  if (calories <= 50) return Math.round(calories / 5) * 5;
  return Math.round(calories / 10) * 10;
}

/** The nine major food allergens (FALCPA and the FASTER Act), in the order a 'Contains' line lists them. */
export const majorAllergens = [
  'Milk',
  'Eggs',
  'Fish',
  'Shellfish',
  'Tree Nuts',
  'Peanuts',
  'Wheat',
  'Soybeans',
  'Sesame',
] as const;
export type MajorAllergen = (typeof majorAllergens)[number];

/** 'Contains: Milk, Wheat.' or null when the product has none of the major allergens. */
export function allergenStatement(allergens: readonly string[]): string | null {
  return allergens.length ? `Contains: ${allergens.join(', ')}.` : null;
}
