import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './LoginForm';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows labelled email and password fields, the Sign In button and the notice', () => {
    render(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByText('For authorized personnel only')).toBeInTheDocument();
  });

  it('requires both fields and an email format, without sending', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/email/i), 'not-an-email');
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' and is disabled while sending", async () => {
    const request = deferred();
    const onSubmit = jest.fn(() => request.promise);
    render(<LoginForm onSubmit={onSubmit} />);
    await fillAndSubmit('admin@homeward.example', 'right-password');

    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'admin@homeward.example', password: 'right-password' });
    request.resolve();
  });

  it("shows 'Invalid email or password' inline on any failure and lets the user try again", async () => {
    const request = deferred();
    render(<LoginForm onSubmit={() => request.promise} />);
    await fillAndSubmit('admin@homeward.example', 'wrong');
    request.reject(new Error('500: boom'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});
