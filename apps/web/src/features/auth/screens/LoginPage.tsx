// Sign in with username (trimmed), password and role, then go to /home (the guard routes on).
// Plain form controls on purpose: the sign-in page must stay under its first-load JS budget
// (a budget of 200 KB gzip), so it does not load the component library at all.
import { type LoginBody, ROLES, type Role } from '@etp/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { login } from '@/api/auth/login';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useApp } from '@/stores/app';
import { useSession } from '@/stores/session';
import { siteTitle, useSite } from '@/stores/site';
import styles from './LoginPage.module.css';

type Errors = Partial<Record<keyof LoginBody, string>>;

export function validateLogin(values: LoginBody): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = 'login.usernameRequired';
  if (!values.password) errors.password = 'login.passwordRequired';
  if (!values.role) errors.role = 'login.roleRequired';
  return errors;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const system = useSite((s) => s.system);
  const [values, setValues] = useState<LoginBody>({
    username: '',
    password: '',
    role: ROLES.find((role) => role === params.get('role')) ?? 'student',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const tokens = await login({ ...values, username: values.username.trim() });
      useSession.getState().setTokens(tokens);
      useApp.getState().setLoginToIndex(true);
      navigate('/home', { replace: true });
    } catch {
      // The request wrapper already showed the server's message.
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof LoginBody, label: string, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`login-${name}`}>{label}</label>
      {control}
      {errors[name] && <div className={styles.error}>{t(errors[name])}</div>}
    </div>
  );

  return (
    <main className={styles.page}>
      <div className={styles.lang}>
        <LanguageSwitch />
      </div>
      <form className={styles.card} onSubmit={(e) => void onSubmit(e)} noValidate>
        <h1 className={styles.site}>{siteTitle(system)}</h1>
        <h2 className={styles.title}>{t('login.title')}</h2>
        {field(
          'username',
          t('login.username'),
          <input
            id="login-username"
            className={styles.input}
            data-testid="login-username"
            autoComplete="username"
            aria-invalid={Boolean(errors.username)}
            value={values.username}
            onChange={(e) => setValues({ ...values, username: e.target.value })}
          />,
        )}
        {field(
          'password',
          t('login.password'),
          <input
            id="login-password"
            type="password"
            className={styles.input}
            data-testid="login-password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />,
        )}
        {field(
          'role',
          t('login.role'),
          <select
            id="login-role"
            data-testid="login-role"
            className={styles.input}
            value={values.role}
            onChange={(e) => setValues({ ...values, role: e.target.value as Role })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>,
        )}
        <button type="submit" className={styles.submit} disabled={pending} data-testid="login-submit">
          {pending ? t('common.loading') : t('login.submit')}
        </button>
        <div className={styles.back}>
          <Link to="/portal">{t('login.backToPortal')}</Link>
        </div>
      </form>
    </main>
  );
}
