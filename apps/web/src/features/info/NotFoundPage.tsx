import { MessagePage } from '../../components/MessagePage';

/** Any unknown route (spec section 2). */
export function NotFoundPage() {
  return (
    <MessagePage mark="~404~" title="404 Page Not Found">
      This stretch of sea is empty. The page you were looking for drifted away or never existed.
    </MessagePage>
  );
}
