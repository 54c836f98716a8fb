import { Link } from "react-router";
import { paths } from "../lib/paths.ts";

export function WordMark() {
  return (
    <Link
      to={paths.home}
      className="text-2xl font-bold tracking-tight text-brand-700 lowercase"
      aria-label="berkas"
    >
      berkas
    </Link>
  );
}
