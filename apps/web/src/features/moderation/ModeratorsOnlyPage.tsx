import { MessagePage } from '../../components/MessagePage';

/** `/moderation` for anyone who is not a moderator: a plain refusal and the way back. */
export function ModeratorsOnlyPage() {
  return (
    <MessagePage mark="~403~" title="Moderators only">
      This page is where Coinwave&apos;s moderators review reported messages. Your account is not a
      moderator&apos;s. To report a message, use the menu (⋯) beside it in the chat.
    </MessagePage>
  );
}
