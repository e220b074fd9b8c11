import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { SecondStepForm } from './SecondStepForm';

describe('SecondStepForm', () => {
  it('asks for the 6-digit code by name, and sends what was typed', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    render(<SecondStepForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    const field = screen.getByLabelText(/6-digit code/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, ' 123456 ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('names the field when it is empty, without sending', async () => {
    const onSubmit = jest.fn();
    render(<SecondStepForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText(SECOND_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's message when the code is refused, and keeps what was typed", async () => {
    const onSubmit = jest.fn().mockRejectedValue(new Error(SECOND_FACTOR_MESSAGES.wrongCode));
    render(<SecondStepForm onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.type(screen.getByLabelText(/6-digit code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.wrongCode);
    expect(screen.getByLabelText(/6-digit code/)).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('takes a recovery code instead, and goes back to the password', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onCancel = jest.fn();
    render(<SecondStepForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith('abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
