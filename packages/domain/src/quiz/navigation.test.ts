import { describe, expect, it } from 'vitest';
import { quizQuestion as question } from '../testing.ts';
import {
  checkQuizAnswer,
  completionDate,
  isQuestionShown,
  isQuizComplete,
  nextQuestion,
  previousQuestion,
  pruneHiddenAnswers,
  resumeQuestion,
} from './navigation.ts';

const fresh = { freshEnabled: true };
const noFresh = { freshEnabled: false };

describe('quiz navigation (account-and-shell §4)', () => {
  it('chooses the next question by position, not by the order the quiz lists them', () => {
    const questions = [question(3, 30), question(1, 10), question(2, 20)];
    expect(nextQuestion(questions, {}, fresh, null)?.id).toBe(1);
    expect(nextQuestion(questions, { 1: ['yes'] }, fresh, { id: 1, position: 10 })?.id).toBe(2);
    expect(nextQuestion(questions, {}, fresh, { id: 3, position: 30 })).toBeNull();
  });

  it('shows a question with show_if only when an earlier answer matches', () => {
    const questions = [
      question(1, 10),
      question(2, 20, { dependencies: { show_if: [{ question_id: 1, answers: ['yes'] }], skip_if: [] } }),
      question(3, 30),
    ];
    expect(nextQuestion(questions, { 1: ['yes'] }, fresh, questions[0] ?? null)?.id).toBe(2);
    expect(nextQuestion(questions, { 1: ['no'] }, fresh, questions[0] ?? null)?.id).toBe(3);
  });

  it('skips a question whose skip_if matches an earlier answer', () => {
    const questions = [
      question(1, 10),
      question(2, 20, { dependencies: { show_if: [], skip_if: [{ question_id: 1, answers: ['no'] }] } }),
      question(3, 30),
    ];
    expect(nextQuestion(questions, { 1: ['no'] }, fresh, questions[0] ?? null)?.id).toBe(3);
    expect(nextQuestion(questions, { 1: ['yes'] }, fresh, questions[0] ?? null)?.id).toBe(2);
  });

  it('skips fresh_only questions when fresh is not enabled', () => {
    const questions = [question(1, 10), question(2, 20, { fresh_only: true }), question(3, 30)];
    expect(nextQuestion(questions, {}, noFresh, questions[0] ?? null)?.id).toBe(3);
    expect(nextQuestion(questions, {}, fresh, questions[0] ?? null)?.id).toBe(2);
    expect(isQuestionShown(question(2, 20, { fresh_only: true }), {}, noFresh)).toBe(false);
  });

  it('goes back to the previous shown question', () => {
    const questions = [question(1, 10), question(2, 20, { fresh_only: true }), question(3, 30)];
    expect(previousQuestion(questions, {}, noFresh, { id: 3, position: 30 })?.id).toBe(1);
    expect(previousQuestion(questions, {}, fresh, { id: 1, position: 10 })).toBeNull();
  });

  it('resumes at the first shown question not yet answered (a skipped optional one counts as answered)', () => {
    const questions = [question(1, 10), question(2, 20, { is_required: false }), question(3, 30)];
    expect(resumeQuestion(questions, {}, fresh)?.id).toBe(1);
    expect(resumeQuestion(questions, { 1: ['yes'], 2: [] }, fresh)?.id).toBe(3);
    expect(resumeQuestion(questions, { 1: ['yes'], 2: [], 3: ['no'] }, fresh)).toBeNull();
  });
});

describe('quiz completion', () => {
  const questions = [
    question(1, 10),
    question(2, 20, { is_required: false }),
    question(3, 30, { dependencies: { show_if: [{ question_id: 1, answers: ['yes'] }], skip_if: [] } }),
    question(4, 40, { fresh_only: true }),
    question(5, 50, { kind: 'summary', is_summary_question: true, answer_array: [] }),
  ];

  it('is complete once every shown required question is answered', () => {
    expect(isQuizComplete(questions, { 1: ['no'] }, noFresh)).toBe(true);
    expect(isQuizComplete(questions, { 1: ['yes'] }, noFresh)).toBe(false);
    expect(isQuizComplete(questions, { 1: ['yes'], 3: ['no'] }, noFresh)).toBe(true);
  });

  it('counts a fresh_only required question only when fresh is enabled', () => {
    expect(isQuizComplete(questions, { 1: ['no'] }, fresh)).toBe(false);
    expect(isQuizComplete(questions, { 1: ['no'], 4: ['yes'] }, fresh)).toBe(true);
  });

  it('does not count an empty answer to a required question', () => {
    expect(isQuizComplete(questions, { 1: [] }, noFresh)).toBe(false);
  });

  it('sets quiz_completion_date the first time the quiz is complete and keeps it', () => {
    const first = new Date('2026-11-27T10:00:00Z');
    const later = new Date('2026-11-28T10:00:00Z');
    expect(completionDate(null, false, first)).toBeNull();
    expect(completionDate(null, true, first)).toEqual(first);
    expect(completionDate(first, true, later)).toEqual(first);
    expect(completionDate(first, false, later)).toEqual(first);
  });

  it('drops the answers of questions a changed answer hides', () => {
    const kept = pruneHiddenAnswers(questions, { 1: ['no'], 3: ['yes'] }, noFresh);
    expect(kept).toEqual({ 1: ['no'] });
  });
});

describe('checking an answer', () => {
  it('takes known values only, one for a single question, and something for a required one', () => {
    const q = question(1, 10);
    expect(checkQuizAnswer(q, ['yes'])).toEqual({ ok: true, values: ['yes'] });
    expect(checkQuizAnswer(q, ['maybe'])).toMatchObject({ ok: false, code: 'quiz_answer_invalid' });
    expect(checkQuizAnswer(q, ['yes', 'no'])).toMatchObject({
      ok: false,
      message: 'Please choose one answer.',
    });
    expect(checkQuizAnswer(q, [])).toMatchObject({ ok: false, message: 'Please choose an answer.' });
    expect(checkQuizAnswer({ ...q, kind: 'multiple' }, ['yes', 'no', 'yes'])).toEqual({
      ok: true,
      values: ['yes', 'no'],
    });
    expect(checkQuizAnswer({ ...q, is_required: false }, [])).toEqual({ ok: true, values: [] });
  });
});
