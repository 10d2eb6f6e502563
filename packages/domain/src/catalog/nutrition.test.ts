import { describe, expect, it } from 'vitest';
import {
  allergenStatement,
  dailyValuePercent,
  labelCalories,
  type Nutrition,
  nutritionPanel,
} from './nutrition.ts';

const peanutButter: Nutrition = {
  serving_size: '2 tbsp (32g)',
  servings_per_container: 14,
  calories: 190,
  total_fat_g: 16,
  saturated_fat_g: 3,
  trans_fat_g: 0,
  cholesterol_mg: 0,
  sodium_mg: 140,
  total_carbohydrate_g: 7,
  dietary_fiber_g: 3,
  total_sugars_g: 2,
  added_sugars_g: 0,
  protein_g: 8,
  vitamin_d_mcg: 0,
  calcium_mg: 20,
  iron_mg: 0.7,
  potassium_mg: 210,
};

describe('nutritionPanel', () => {
  it('lists the standard label lines in order with percent daily values from the FDA daily values', () => {
    const { nutrients, micronutrients } = nutritionPanel(peanutButter);
    expect(nutrients.map((r) => [r.label, r.amount, r.dailyValuePercent, r.level])).toEqual([
      ['Total Fat', '16g', 21, 0],
      ['Saturated Fat', '3g', 15, 1],
      ['Trans Fat', '0g', null, 1],
      ['Cholesterol', '0mg', 0, 0],
      ['Sodium', '140mg', 6, 0],
      ['Total Carbohydrate', '7g', 3, 0],
      ['Dietary Fiber', '3g', 11, 1],
      ['Total Sugars', '2g', null, 1],
      ['Includes 0g Added Sugars', '', 0, 2],
      ['Protein', '8g', null, 0],
    ]);
    expect(micronutrients.map((r) => [r.label, r.amount, r.dailyValuePercent])).toEqual([
      ['Vitamin D', '0mcg', 0],
      ['Calcium', '20mg', 2],
      ['Iron', '0.7mg', 4],
      ['Potassium', '210mg', 4],
    ]);
  });

  it('prints the top-level nutrients in bold and the rest plain', () => {
    const { nutrients } = nutritionPanel(peanutButter);
    expect(nutrients.filter((r) => r.bold).map((r) => r.label)).toEqual([
      'Total Fat',
      'Cholesterol',
      'Sodium',
      'Total Carbohydrate',
      'Protein',
    ]);
  });
});

describe('dailyValuePercent', () => {
  it('has no daily value for trans fat, total sugars or protein', () => {
    expect(dailyValuePercent('trans_fat_g', 1)).toBeNull();
    expect(dailyValuePercent('total_sugars_g', 12)).toBeNull();
    expect(dailyValuePercent('protein_g', 8)).toBeNull();
    expect(dailyValuePercent('sodium_mg', 2300)).toBe(100);
  });
});

describe('labelCalories', () => {
  it('rounds as the label rule says: below 5 is 0, to 5 up to 50, to 10 above', () => {
    expect(labelCalories(4)).toBe(0);
    expect(labelCalories(47)).toBe(45);
    expect(labelCalories(48)).toBe(50);
    expect(labelCalories(186)).toBe(190);
  });
});

describe('allergenStatement', () => {
  it("reads 'Contains: …' and is absent when there is nothing to declare", () => {
    expect(allergenStatement(['Milk', 'Wheat'])).toBe('Contains: Milk, Wheat.');
    expect(allergenStatement([])).toBeNull();
  });
});
