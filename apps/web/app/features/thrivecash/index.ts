export { thriveCashQuery } from './api.ts';
export { ApplyThriveCash } from './apply-thrive-cash.tsx';
export { ThriveCashHistory } from './thrive-cash-history.tsx';
