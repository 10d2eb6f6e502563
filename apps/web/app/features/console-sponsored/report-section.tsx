import { ConsoleTable } from '../console/index.ts';
import { useSponsoredReport } from './api.ts';
import { SLOT_LABEL } from './placement-form.tsx';

/** Each placement's impressions (viewable), clicks, CTR and adds to cart, each counted once per page view. */
export function ReportSection() {
  const { data } = useSponsoredReport();
  const rows = data?.placements ?? [];
  return (
    <section className="console-card" aria-labelledby="sponsored-report-title">
      <h2 id="sponsored-report-title">Results</h2>
      <ConsoleTable
        caption="Impressions, clicks and adds to cart per placement"
        columns={['Product', 'Slot', 'Impressions', 'Clicks', 'CTR', 'Added to cart']}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.product_title}</th>
            <td>
              {SLOT_LABEL[row.slot]}: <code>{row.slot_key}</code>
            </td>
            <td>{row.impressions}</td>
            <td>{row.clicks}</td>
            <td>{row.ctr.toFixed(1)}%</td>
            <td>{row.added_to_cart}</td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}
