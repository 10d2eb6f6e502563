import { messages } from '@pantry/domain';

const guides = [
  {
    browser: 'Google Chrome',
    steps: [
      'Open the menu (⋮) and choose Settings.',
      'Go to Privacy and security, then Third-party cookies (or Cookies and other site data).',
      'Choose "Allow third-party cookies", or add this site under "Allowed to use third-party cookies".',
      'Reload this page.',
    ],
  },
  {
    browser: 'Safari',
    steps: [
      'On a Mac, choose Safari > Settings > Privacy. On an iPhone or iPad, open Settings > Safari.',
      'Turn off "Block all cookies".',
      'Reload this page.',
    ],
  },
  {
    browser: 'Mozilla Firefox',
    steps: [
      'Open the menu (☰) and choose Settings, then Privacy & Security.',
      'Under Enhanced Tracking Protection choose Standard, or under Cookies and Site Data choose "Manage Exceptions" and allow this site.',
      'Reload this page.',
    ],
  },
];

/** 'Oops! This page could not be loaded.' with the blocked-cookies text and guides for three browsers. */
export function CookieBlocked() {
  return (
    <section className="container status-page cookie-page" aria-labelledby="cookie-title">
      <h1 id="cookie-title">{messages.cookiesBlockedTitle}</h1>
      <p>{messages.cookiesBlocked}</p>
      <h2>How to turn cookies on</h2>
      <div className="cookie-guides">
        {guides.map((guide) => (
          <section key={guide.browser} className="cookie-guide" aria-label={guide.browser}>
            <h3>{guide.browser}</h3>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
