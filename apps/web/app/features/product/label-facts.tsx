import type { Nutrition, ProductDetail } from '@pantry/domain';
import { allergenStatement, nutritionPanel } from '@pantry/domain';

/**
 * What a grocery label says besides the name: ingredients, the major allergens, the nutrition facts panel and
 * the country of origin. Each part shows only when the product's label has it (gift cards have none).
 */
export function LabelFacts({ product }: { product: ProductDetail }) {
  const allergens = product.allergens ? allergenStatement(product.allergens) : null;
  if (!product.ingredients && !product.nutrition && !product.country_of_origin) return null;
  return (
    <section className="pdp-facts" aria-labelledby="pdp-facts-title">
      <h2 id="pdp-facts-title">What’s inside</h2>
      <div className="pdp-facts-grid">
        <div className="pdp-facts-text">
          {product.ingredients ? (
            <>
              <h3>Ingredients</h3>
              <p>{product.ingredients}</p>
            </>
          ) : null}
          {product.allergens ? (
            <>
              <h3>Allergens</h3>
              <p>{allergens ?? 'None of the major food allergens.'}</p>
            </>
          ) : null}
          {product.country_of_origin ? (
            <>
              <h3>Country of origin</h3>
              <p>{product.country_of_origin}</p>
            </>
          ) : null}
        </div>
        {product.nutrition ? <NutritionPanel nutrition={product.nutrition} /> : null}
      </div>
    </section>
  );
}

/** The standard Nutrition Facts panel, as a table a screen reader can walk row by row. */
export function NutritionPanel({ nutrition }: { nutrition: Nutrition }) {
  const { nutrients, micronutrients } = nutritionPanel(nutrition);
  return (
    <table className="nutrition-panel">
      <caption>Nutrition Facts</caption>
      <thead>
        <tr className="nf-servings">
          <td colSpan={2}>
            {nutrition.servings_per_container}{' '}
            {nutrition.servings_per_container === 1 ? 'serving' : 'servings'} per container
          </td>
        </tr>
        <tr className="nf-serving-size">
          <th scope="row">Serving size</th>
          <td>{nutrition.serving_size}</td>
        </tr>
        <tr className="nf-calories">
          <th scope="row">Calories</th>
          <td>{nutrition.calories}</td>
        </tr>
        <tr className="nf-dv-head">
          <td />
          <th scope="col">% Daily Value*</th>
        </tr>
      </thead>
      <tbody>
        {[...nutrients, ...micronutrients].map((row, index) => (
          <tr
            key={row.label}
            className={`nf-level-${row.level}${index === nutrients.length ? ' nf-micro-start' : ''}`}
          >
            <th scope="row">
              {row.bold ? <strong>{row.label}</strong> : row.label} {row.amount}
            </th>
            <td>{row.dailyValuePercent == null ? '' : `${row.dailyValuePercent}%`}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>
            * The % Daily Value tells you how much a nutrient in a serving of food contributes to a daily
            diet. 2,000 calories a day is used for general nutrition advice.
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
