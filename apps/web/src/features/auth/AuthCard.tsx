import * as Tabs from '@radix-ui/react-tabs';
import { Logo } from '../../components/Logo';
import { tabListClass, tabTriggerClass } from '../../components/tabs';
import type { ValidationProblem } from './auth-validation';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

export interface AuthCardProps {
  onLogin: (values: { username: string; password: string }) => void;
  onRegister: (values: { username: string; email: string; password: string }) => void;
  onInvalid: (problem: ValidationProblem) => void;
  pending?: boolean;
  defaultTab?: 'login' | 'register';
}

/** The auth screen's card: Login and Register tabs. */
export function AuthCard({
  onLogin,
  onRegister,
  onInvalid,
  pending = false,
  defaultTab = 'login',
}: AuthCardProps) {
  return (
    <div className="w-full max-w-md rounded-3xl border border-surf/25 bg-deep/80 p-6 shadow-[0_20px_60px_rgb(0_0_0/0.45)] backdrop-blur sm:p-8">
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        <Logo size="lg" />
        <p className="text-sm text-foam/75">
          Catch the wave: four games, shared 4-hour waves, virtual coins only.
        </p>
      </div>
      <Tabs.Root defaultValue={defaultTab}>
        <Tabs.List className={`${tabListClass} mb-6`} aria-label="Sign in or register">
          <Tabs.Trigger value="login" className={tabTriggerClass}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabTriggerClass}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="outline-none">
          <LoginForm onSubmit={onLogin} pending={pending} />
        </Tabs.Content>
        <Tabs.Content value="register" className="outline-none">
          <RegisterForm onSubmit={onRegister} onInvalid={onInvalid} pending={pending} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
