import { REVIEW_LIMITS } from '@pantry/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormError, SubmitButton, TextField } from '../../components/forms/field.tsx';
import { apiFailure } from '../../lib/http/client.ts';
import { useSubmitReview } from './mutations.ts';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Writes a review of a product the shopper bought: 1 to 5 stars, a title and the text. After it is sent, the
 * spec's notice (the answer's `notice`, word for word) replaces the form.
 */
export function ReviewForm({ productId, productTitle }: { productId: number; productTitle: string }) {
  const id = useId();
  const submit = useSubmitReview(productId);
  const [rating, setRating] = useState(0);
  const [field, setField] = useState<string | null>(null);

  if (submit.isSuccess) {
    return (
      <p className="review-notice" role="status">
        {submit.data.notice}
      </p>
    );
  }

  const failure = submit.isError ? apiFailure(submit.error) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setField(null);
    if (!rating) {
      setField('rating');
      return;
    }
    submit.mutate({ rating, title: String(form.get('title') ?? ''), text: String(form.get('text') ?? '') });
  };
  const fieldError = (name: string) =>
    field === name ? 'Choose a rating from 1 to 5 stars.' : failure?.field === name ? failure.message : null;

  return (
    <form className="review-form" onSubmit={onSubmit} aria-label={`Review ${productTitle}`} noValidate>
      <fieldset
        className="review-stars-field"
        aria-describedby={fieldError('rating') ? `${id}-rating-error` : undefined}
      >
        <legend>Your rating</legend>
        <div className="review-star-choices">
          {STARS.map((stars) => (
            <label key={stars} className="review-star-choice">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {stars === 1 ? '1 star' : `${stars} stars`}
            </label>
          ))}
        </div>
        {fieldError('rating') ? (
          <p id={`${id}-rating-error`} className="field-error">
            {fieldError('rating')}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Title"
        name="title"
        required
        maxLength={REVIEW_LIMITS.titleMax}
        error={fieldError('title')}
      />
      <div className={`field${fieldError('text') ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-text`}>Your review</label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          required
          maxLength={REVIEW_LIMITS.textMax}
          aria-invalid={fieldError('text') ? true : undefined}
          aria-describedby={fieldError('text') ? `${id}-text-error` : undefined}
        />
        {fieldError('text') ? (
          <p id={`${id}-text-error`} className="field-error">
            {fieldError('text')}
          </p>
        ) : null}
      </div>
      <FormError message={failure && !failure.field ? failure.message : null} />
      <SubmitButton busy={submit.isPending} busyLabel="Sending…">
        Submit review
      </SubmitButton>
    </form>
  );
}
