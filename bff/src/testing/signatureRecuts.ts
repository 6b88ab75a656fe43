/**
 * The attacker's side of the signing oracle (tests only): every way of reading the bytes the shop signed
 * as another message. A signature covers `name=value` pairs joined by `,`, nothing escaped, so the same
 * bytes can be cut into different pairs; a re-cut that a verifier would rebuild into the same bytes carries
 * the shop's signature with it.
 */

/** One reading of the signed bytes: the names in the order the verifier joins them, and their values. */
export interface Recut {
  names: string[];
  fields: Record<string, string>;
}

const canonical = (names: readonly string[], fields: Readonly<Record<string, string>>) =>
  names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');

/**
 * Every assignment of values to `names` (fixed, in order) whose canonical string is exactly `bytes`: each
 * value may hold commas and `=`, a name met twice must get the same value, `fixed` values are given.
 */
export function cutsFor(
  bytes: string,
  names: readonly string[],
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const walk = (index: number, at: number, fields: Record<string, string>) => {
    const name = names[index];
    if (name === undefined) {
      if (at === bytes.length + 1) found.push({ ...fields });
      return;
    }
    const head = `${name}=`;
    if (!bytes.startsWith(head, at)) return;
    const start = at + head.length;
    const last = index === names.length - 1;
    // The value ends at the end of the bytes (last name) or at a comma followed by the next name.
    const ends: number[] = [];
    if (last) ends.push(bytes.length);
    else {
      const next = `,${names[index + 1]}=`;
      for (let end = bytes.indexOf(next, start); end !== -1; end = bytes.indexOf(next, end + 1))
        ends.push(end);
    }
    for (const end of ends) {
      const value = bytes.slice(start, end);
      const known = fields[name] ?? fixed[name];
      if (known !== undefined && known !== value) continue;
      walk(index + 1, end + 1, { ...fields, [name]: value });
    }
  };
  walk(0, 0, {});
  return found;
}

/**
 * Every reading of `bytes` as a GlobalPay-style message, whose verifier takes the names from the
 * `signed_field_names` field: for each place a `signed_field_names=` pair can start, each way its value can
 * end at a comma (or the end), the names it lists, and every assignment of values that rebuilds the bytes.
 */
export function recutsWithNameList(bytes: string): Recut[] {
  const recuts: Recut[] = [];
  const head = 'signed_field_names=';
  for (let at = bytes.indexOf(head); at !== -1; at = bytes.indexOf(head, at + 1)) {
    if (at !== 0 && bytes[at - 1] !== ',') continue;
    const rest = bytes.slice(at + head.length);
    const ends = [rest.length];
    for (let comma = rest.indexOf(','); comma !== -1; comma = rest.indexOf(',', comma + 1)) ends.push(comma);
    for (const end of ends) {
      const list = rest.slice(0, end);
      const names = list.split(',').filter((name) => name !== '');
      if (!names.includes('signed_field_names')) continue;
      for (const fields of cutsFor(bytes, names, { signed_field_names: list }))
        recuts.push({ names, fields: { ...fields, signed_field_names: list } });
    }
  }
  return recuts;
}

/** Every reading of `bytes` under a fixed list of names (the PayDollar-style message and request). */
export function recutsWithFixedNames(bytes: string, names: readonly string[]): Recut[] {
  return cutsFor(bytes, names).map((fields) => ({ names: [...names], fields }));
}

/** The bytes a signature covers, rebuilt as a verifier rebuilds them (a check on the re-cuts themselves). */
export function signedBytes(recut: Recut): string {
  return canonical(recut.names, recut.fields);
}
