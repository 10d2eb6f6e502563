import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

/**
 * The ten recovery codes, shown once: each works once in place of the app's code. Copy puts them on the
 * clipboard, one a line; the staff member moves on only by choice, so the codes are not lost to a redirect.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied the ten codes.');
    } catch {
      setCopied('Your browser did not allow copying: select the codes and copy them yourself.');
    }
  };
  return (
    <div className="console-form">
      <h2 ref={heading} tabIndex={-1}>
        3. Keep your recovery codes
      </h2>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the app’s code. Keep them
        somewhere safe: they are shown only now.
      </p>
      <ol className="console-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <button type="button" className="console-button is-quiet" onClick={copy}>
          Copy the codes
        </button>
        <Link className="console-button" to="/admin">
          I have kept them: open the console
        </Link>
      </div>
      <p role="status" className="console-muted">
        {copied}
      </p>
    </div>
  );
}
