import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../components/forms/field.tsx';
import { ApiError } from './http/client.ts';
import { FormRefusal, type SubmitOptions, useFormSubmit } from './use-form-submit.ts';

/** A small form on the hook: an e-mail and a name, and a 'Company' field shown only while it has a message. */
function Probe({ call, options }: { call: () => Promise<void>; options?: SubmitOptions }) {
  const form = useFormSubmit({ name: '', email: '' });
  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { name, email } = form.values;
    await form.submit(
      { name: name ? null : 'Enter your name.', email: email.includes('@') ? null : 'Enter an e-mail.' },
      call,
      options,
    );
  }
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <p role="alert">{form.formError}</p>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      {form.errors.company ? <TextField label="Company" name="company" error={form.errors.company} /> : null}
      <button type="submit" disabled={form.busy}>
        Send
      </button>
    </form>
  );
}

const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
}

/** Sends the form and lets the call settle. */
async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

describe('useFormSubmit', () => {
  afterEach(cleanup);

  it('shows what the checks found under each field, focuses the first to fix and sends nothing', async () => {
    const sent: string[] = [];
    render(<Probe call={async () => void sent.push('sent')} />);
    fill('', 'ann');
    await send();
    expect(errorOf('Name')).toBe('Enter your name.');
    expect(errorOf('Email')).toBe('Enter an e-mail.');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).toEqual([]);
  });

  it('puts a refusal that names a field of the form under it, and any other above the form', async () => {
    const refusals = [
      new ApiError('That e-mail already has an account.', 409, { field: 'email' }),
      new ApiError('Too many tries. Wait a minute.', 429, { field: 'captcha' }),
    ];
    render(
      <Probe
        call={async () => {
          throw refusals.shift();
        }}
      />,
    );
    fill('Ann', 'ann@example.com');
    await send();
    expect(errorOf('Email')).toBe('That e-mail already has an account.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByRole('alert').textContent).toBe('');

    await send();
    expect(errorOf('Email')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Too many tries. Wait a minute.');
  });

  it('says the spec’s "Oops! Something went wrong!" when the failure has no words of its own', async () => {
    render(
      <Probe
        call={async () => {
          throw new TypeError('Failed to fetch');
        }}
      />,
    );
    fill('Ann', 'ann@example.com');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Oops! Something went wrong!');
  });

  it('shows a refusal the form places itself under fields that appear with it, and focuses there', async () => {
    render(
      <Probe
        call={async () => {
          throw new FormRefusal('', { company: 'Enter the company on the card.' });
        }}
      />,
    );
    fill('Ann', 'ann@example.com');
    await send();
    expect(errorOf('Company')).toBe('Enter the company on the card.');
    expect(document.activeElement).toBe(screen.getByLabelText('Company'));
  });

  it('is busy while sending, and stays busy after success only when asked to (the shopper moves on)', async () => {
    let finish = () => {};
    const call = () => new Promise<void>((resolve) => (finish = resolve));
    const { rerender } = render(<Probe call={call} />);
    fill('Ann', 'ann@example.com');
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    await send();
    expect(button.disabled).toBe(true);
    await act(async () => finish());
    expect(button.disabled).toBe(false);

    rerender(<Probe call={call} options={{ staysBusy: true }} />);
    await send();
    await act(async () => finish());
    expect(button.disabled).toBe(true);
  });

  it('frees a form that stays busy after success when the call fails', async () => {
    render(
      <Probe
        call={async () => {
          throw new ApiError('Your card was declined.', 402, {});
        }}
        options={{ staysBusy: true }}
      />,
    );
    fill('Ann', 'ann@example.com');
    await send();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
  });
});
