/**
 * A form's problems in one message (spec 000 §5: errors are joined into one message), one line each.
 * The live region is always there, so its text is announced when it appears.
 */
export function FormAlert({
  id,
  messages,
  tone = 'error',
  'data-testid': testId,
}: {
  id: string;
  messages: readonly string[];
  tone?: 'error' | 'success';
  'data-testid'?: string;
}) {
  return (
    <div
      id={id}
      className="form-alert"
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      data-testid={testId}
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
