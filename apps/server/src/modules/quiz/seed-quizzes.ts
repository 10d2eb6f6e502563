import {
  type DbOrTx,
  eq,
  quizQuestions,
  quizRecommendationPoints,
  quizTransitions,
  quizzes,
} from '@pantry/db';
import type { RecommendationPointKind } from '@pantry/domain';

/**
 * The store's two quizzes (account-and-shell §2: the first-order prefill quiz vNextQuizv1 and a quickstart quiz).
 * Every answer's points name a category, diet or attribute url key of the demo catalog (a test checks each one
 * exists). Rules refer to questions by url key here; ids are given when the rows are written.
 */

type Point = [kind: RecommendationPointKind, urlKey: string, points: number];
type Option = { value: string; label: string; description?: string; points?: Point[] };
type Rule = { question: string; answers: string[] };
export type QuestionSeed = {
  urlKey: string;
  title: string;
  subtitle?: string;
  kind: 'single' | 'multiple' | 'summary';
  required?: boolean;
  freshOnly?: boolean;
  showIf?: Rule[];
  skipIf?: Rule[];
  related?: string[];
  options?: Option[];
};
export type QuizSeed = {
  key: string;
  title: string;
  description: string;
  prefillsCart: boolean;
  questions: QuestionSeed[];
  transitions: { type: 'welcome' | 'gpt'; before: string; title: string; body: string }[];
};

const basket = (n: number): Point[] => [['basket_size', '', n]];

const household: QuestionSeed = {
  urlKey: 'household-members',
  title: 'How many people do you shop for?',
  subtitle: 'We size your first cart to your household.',
  kind: 'single',
  required: true,
  options: [
    { value: 'one', label: 'Just me', points: basket(6) },
    { value: 'two', label: 'Two of us', points: basket(10) },
    { value: 'three-four', label: 'Three or four', points: basket(14) },
    { value: 'five-plus', label: 'Five or more', points: basket(18) },
  ],
};

const diets: QuestionSeed = {
  urlKey: 'diets',
  title: 'Does anyone in your household follow a diet?',
  subtitle: 'Pick all that apply; we favour products that fit.',
  kind: 'multiple',
  options: [
    { value: 'vegan', label: 'Vegan', points: [['diet', 'vegan', 3]] },
    { value: 'vegetarian', label: 'Vegetarian', points: [['diet', 'vegetarian', 3]] },
    { value: 'gluten-free', label: 'Gluten free', points: [['diet', 'gluten-free', 3]] },
    { value: 'dairy-free', label: 'Dairy free', points: [['diet', 'dairy-free', 3]] },
    { value: 'keto', label: 'Keto', points: [['diet', 'keto', 3]] },
    { value: 'paleo', label: 'Paleo', points: [['diet', 'paleo', 3]] },
    { value: 'none', label: 'No special diet' },
  ],
};

const favourites: QuestionSeed = {
  urlKey: 'favorite-categories',
  title: 'What do you buy most often?',
  kind: 'multiple',
  required: true,
  options: [
    { value: 'pantry', label: 'Pantry staples', points: [['category', 'pantry', 3]] },
    { value: 'breakfast', label: 'Breakfast', points: [['category', 'breakfast', 3]] },
    { value: 'pasta-grains', label: 'Pasta and grains', points: [['category', 'pasta-grains', 3]] },
    { value: 'coffee-tea', label: 'Coffee and tea', points: [['category', 'coffee-tea', 3]] },
    { value: 'frozen-meals', label: 'Frozen meals', points: [['category', 'frozen-meals', 3]] },
    { value: 'cleaning', label: 'Cleaning supplies', points: [['category', 'cleaning', 3]] },
  ],
};

const fresh: QuestionSeed = {
  urlKey: 'fresh',
  title: 'Shall we add fresh produce and dairy, delivered cold?',
  kind: 'single',
  freshOnly: true,
  options: [
    {
      value: 'yes',
      label: 'Yes, add fresh food',
      points: [
        ['category', 'produce', 2],
        ['category', 'dairy-eggs', 2],
      ],
    },
    { value: 'no', label: 'Not this time' },
  ],
};

const snackOften: QuestionSeed = {
  urlKey: 'snacks',
  title: 'How often do you reach for a snack?',
  kind: 'single',
  required: true,
  options: [
    { value: 'daily', label: 'Every day', points: [['category', 'snacks', 3]] },
    { value: 'sometimes', label: 'Now and then', points: [['category', 'snacks', 1]] },
    { value: 'rarely', label: 'Hardly ever' },
  ],
};

const snackPicks: QuestionSeed = {
  urlKey: 'snack-picks',
  title: 'Which snacks do you like?',
  kind: 'multiple',
  skipIf: [{ question: 'snacks', answers: ['rarely'] }],
  options: [
    { value: 'nut-butters', label: 'Nut butters and spreads', points: [['category', 'nut-butters', 2]] },
    { value: 'chocolate', label: 'Dark chocolate treats', points: [['attribute', 'dark-chocolate', 2]] },
    { value: 'almonds', label: 'Almonds and nuts', points: [['attribute', 'almonds', 2]] },
    { value: 'low-sugar', label: 'Low-sugar bites', points: [['diet', 'low-sugar', 1]] },
  ],
};

const shoppingLists: QuestionSeed = {
  urlKey: 'shopping-lists',
  title: 'What is always on your shopping list?',
  kind: 'multiple',
  options: [
    { value: 'sparkling-water', label: 'Sparkling water', points: [['category', 'sparkling-water', 2]] },
    { value: 'condiments', label: 'Condiments and sauces', points: [['category', 'condiments', 2]] },
    { value: 'baking', label: 'Baking supplies', points: [['category', 'baking', 2]] },
    { value: 'juice', label: 'Juice and kombucha', points: [['category', 'juice-kombucha', 2]] },
    { value: 'paper', label: 'Kitchen and paper goods', points: [['category', 'kitchen-paper', 2]] },
  ],
};

const values: QuestionSeed = {
  urlKey: 'values',
  title: 'Which values matter most to you?',
  kind: 'multiple',
  options: [
    { value: 'organic', label: 'Organic', points: [['attribute', 'usda-organic', 2]] },
    { value: 'non-gmo', label: 'Non-GMO', points: [['attribute', 'non-gmo', 2]] },
    { value: 'fair-trade', label: 'Fair trade', points: [['attribute', 'fair-trade-certified', 2]] },
    { value: 'no-added-sugar', label: 'No added sugar', points: [['attribute', 'no-added-sugar', 2]] },
  ],
};

const summary = (related: string[]): QuestionSeed => ({
  urlKey: 'summary',
  title: 'Your picks are ready',
  subtitle: 'Here is what we will look for.',
  kind: 'summary',
  related,
});

export const STORE_QUIZZES: readonly QuizSeed[] = [
  {
    key: 'vNextQuizv1',
    title: 'Build your first box',
    description: 'Five quick questions and we fill your first cart with products that fit your household.',
    prefillsCart: true,
    questions: [
      household,
      diets,
      values,
      fresh,
      favourites,
      summary(['household-members', 'diets', 'values', 'fresh', 'favorite-categories']),
    ],
    transitions: [
      {
        type: 'welcome',
        before: 'household-members',
        title: 'Welcome to Pantry',
        body: 'Tell us how you shop and we will fill your first cart. You can change anything before checkout.',
      },
      {
        type: 'gpt',
        before: 'summary',
        title: 'Picking your products',
        body: 'We match your answers with what members like you buy most.',
      },
    ],
  },
  {
    key: 'quickstart',
    title: 'Quickstart',
    description: 'A few questions about your household, snacks and shopping list, and your cart is ready.',
    prefillsCart: true,
    questions: [
      household,
      diets,
      fresh,
      favourites,
      snackOften,
      snackPicks,
      shoppingLists,
      summary([
        'household-members',
        'diets',
        'favorite-categories',
        'snacks',
        'snack-picks',
        'shopping-lists',
      ]),
    ],
    transitions: [
      {
        type: 'welcome',
        before: 'household-members',
        title: 'Let’s get you started',
        body: 'Answer a few questions and we will put a first cart together for you.',
      },
      {
        type: 'gpt',
        before: 'summary',
        title: 'Putting your cart together',
        body: 'We match your answers with what members like you buy most.',
      },
    ],
  },
];

/** Writes one quiz with its questions, rules, transitions and points. */
async function writeQuiz(tx: DbOrTx, seed: QuizSeed): Promise<void> {
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      key: seed.key,
      title: seed.title,
      description: seed.description,
      prefillsCart: seed.prefillsCart,
    })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error(`quiz ${seed.key} was not written`);
  const rows = await tx
    .insert(quizQuestions)
    .values(
      seed.questions.map((q, i) => ({
        quizId: quiz.id,
        urlKey: q.urlKey,
        position: (i + 1) * 10,
        title: q.title,
        subtitle: q.subtitle ?? null,
        kind: q.kind,
        isRequired: q.required ?? false,
        freshOnly: q.freshOnly ?? false,
        isSummaryQuestion: q.kind === 'summary',
        answerArray: (q.options ?? []).map((o) => ({
          value: o.value,
          label: o.label,
          description: o.description ?? null,
        })),
      })),
    )
    .returning({ id: quizQuestions.id, urlKey: quizQuestions.urlKey, position: quizQuestions.position });
  const idOf = (urlKey: string) => {
    const row = rows.find((r) => r.urlKey === urlKey);
    if (!row) throw new Error(`quiz ${seed.key} has no question ${urlKey}`);
    return row;
  };
  const rules = (list: Rule[] = []) =>
    list.map((rule) => ({ question_id: idOf(rule.question).id, answers: rule.answers }));
  for (const q of seed.questions) {
    await tx
      .update(quizQuestions)
      .set({
        showIf: rules(q.showIf),
        skipIf: rules(q.skipIf),
        relatedQuestionIds: (q.related ?? []).map((key) => idOf(key).id),
      })
      .where(eq(quizQuestions.id, idOf(q.urlKey).id));
  }
  const points = seed.questions.flatMap((q) =>
    (q.options ?? []).flatMap((o) =>
      (o.points ?? []).map(([kind, urlKey, n]) => ({
        quizId: quiz.id,
        questionId: idOf(q.urlKey).id,
        answer: o.value,
        kind,
        urlKey,
        points: n,
      })),
    ),
  );
  if (points.length) await tx.insert(quizRecommendationPoints).values(points);
  await tx.insert(quizTransitions).values(
    seed.transitions.map((t) => ({
      quizId: quiz.id,
      type: t.type,
      position: idOf(t.before).position,
      title: t.title,
      body: t.body,
    })),
  );
}

/**
 * Adds the store's quizzes that are missing (by key), each in one transaction. Idempotent, so every start calls
 * it; answers how many it added. A quiz already stored is left as the store has it.
 */
export async function ensureQuizzes(db: DbOrTx, seeds: readonly QuizSeed[] = STORE_QUIZZES): Promise<number> {
  const existing = new Set((await db.select({ key: quizzes.key }).from(quizzes)).map((r) => r.key));
  let added = 0;
  for (const seed of seeds) {
    if (existing.has(seed.key)) continue;
    await db.transaction(async (tx) => {
      await writeQuiz(tx, seed);
    });
    added++;
  }
  return added;
}
