import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@studyhub/shared-api';
import { answer, failing, pending } from '@studyhub/shared-testing/stories';
import { expect, fn, waitFor } from 'storybook/test';
import { AdminLogin } from './AdminLogin.tsx';
import { LOGIN_MESSAGES } from './login-validation.ts';

/** The API's answer to wrong credentials (server/src/auth/auth-routes.ts). */
const REFUSED = 'Invalid email or password';

const meta = {
  title: 'Admin/Login',
  component: AdminLogin,
  args: { onLoggedIn: fn() },
  // Signed out: every admin route shows this form in place (decision 0017).
  parameters: { app: { route: '/admin' }, msw: { handlers: { login: [answer(API_PATHS.adminLogin, { success: true, token: 'story-token', message: 'Login successful' }, { method: 'post' })] } } },
} satisfies Meta<typeof AdminLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email and password, and Login (try it: any well-formed email signs in, the answer is a fixture). */
export const Default: Story = {};
/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * Checked before sending: both fields empty say what they need and the email takes the focus; an
 * email without an @ is refused with its own words while the password passes; nothing is sent.
 */
export const Validation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByLabelText('Email');
    const password = canvas.getByLabelText('Password');
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(email).toHaveAccessibleDescription(LOGIN_MESSAGES.emailRequired);
    await expect(email).toBeInvalid();
    await expect(email).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(LOGIN_MESSAGES.passwordRequired);
    await expect(password).toBeInvalid();
    await userEvent.type(email, 'owner.studyhub.example.edu');
    await userEvent.type(password, 'a-story-password');
    await userEvent.click(login);
    await expect(email).toHaveAccessibleDescription(LOGIN_MESSAGES.emailFormat);
    await expect(email).toHaveFocus();
    await expect(password).toBeValid();
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
/** Signing in: the button is busy until the API answers. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: { login: [pending(API_PATHS.adminLogin, { method: 'post' })] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@studyhub.example.edu');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-story-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true'));
  },
};
/** Wrong credentials: the API's words in a notice, and the form keeps what was typed. */
export const Refused: Story = {
  parameters: { msw: { handlers: { login: [failing(API_PATHS.adminLogin, { method: 'post', status: 401, message: REFUSED })] } } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@studyhub.example.edu');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(REFUSED)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('owner@studyhub.example.edu');
    await expect(args.onLoggedIn).not.toHaveBeenCalled();
  },
};
