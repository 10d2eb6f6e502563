import { Link } from 'react-router';

export function Breadcrumbs({ items }: { items: { label: string; url: string }[] }) {
  if (!items.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.url}-${item.label}`}>
              {last ? <span aria-current="page">{item.label}</span> : <Link to={item.url}>{item.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
