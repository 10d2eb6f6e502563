import { configure } from '@testing-library/react';

// The machine running the tests is shared and often busy: a page that answers in 1.5 s there has not failed.
// Waits (findBy…, waitFor) give it 5 s rather than Testing Library's 1 s.
configure({ asyncUtilTimeout: 5_000 });
