import { apiErrorMessage } from '@studyhub/shared-api';
import { useLoginMutation } from '../../common/api/index.ts';
import { Button, Card, toast, useDocumentTitle } from '@studyhub/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import formStyles from '../../common/form.module.css';
import { TextField } from '../../common/TextField.tsx';
import styles from './AdminLogin.module.css';
import { validateLogin, type LoginErrors } from './login-validation.ts';

interface Props {
  /** Called once the token is stored; the page the admin asked for then renders in place. */
  onLoggedIn?: () => void;
}

const LOGIN_ERROR_TOAST = 'admin-login-error';

export function AdminLogin({ onLoggedIn }: Props) {
  useDocumentTitle('Admin Login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [login, { isLoading }] = useLoginMutation();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      await login({ email: email.trim(), password }).unwrap();
      // A refusal notice from an earlier attempt must not stay over the dashboard.
      toast.remove(LOGIN_ERROR_TOAST);
      onLoggedIn?.();
    } catch (error) {
      toast.error(apiErrorMessage(error as { message?: string }, 'Login failed'), { id: LOGIN_ERROR_TOAST });
    }
  };

  return (
    <div className={styles.page}>
      <Card as="section" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Admin Login</h1>
        <p className={styles.intro}>Enter your credentials to access the admin panel</p>
        <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="admin-login-title">
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            required
          />
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            required
          />
          <Button type="submit" loading={isLoading} fullWidth>
            Login
          </Button>
        </form>
      </Card>
    </div>
  );
}
