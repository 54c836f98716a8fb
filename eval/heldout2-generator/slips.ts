/**
 * Till slips and tickets: warung nota, minimarket, café, fuel station, pharmacy, parking.
 * Printed on 58 or 80 mm rolls (or a small nota pad for a warung), monospace or sans.
 */
import type { Dice } from "./dice.ts";
import type { Made, Target } from "./made.ts";
import { Pen } from "./sheet.ts";
import type { Style } from "./sheet.ts";
import type { Day, RupiahStyle } from "./words.ts";
import {
  CITIES,
  NAME_PARTS,
  SLIP_DATE_SHAPES,
  digits,
  iso,
  npwp,
  person,
  rupiah,
  someDay,
  street,
  writeDate,
} from "./words.ts";

const MM = 72 / 25.4;

type Item = [name: string, price: number];
const MINIMARKET_ITEMS: Item[] = [
  ["AQUA BTL 1500ML", 6900],
  ["INDOMILK KTL 370G", 12500],
  ["SARIMI SOTO 70G", 3100],
  ["ROTI SOBEK COKLAT", 15500],
  ["SABUN MANDI CAIR 450", 27900],
  ["PASTA GIGI 190G", 14800],
  ["TISU WAJAH 250S", 18900],
  ["KACANG ATOM 140G", 9800],
  ["BISKUIT KELAPA 300G", 11200],
  ["TEH KOTAK 300ML", 4300],
  ["MINYAK GRG POUCH 1L", 18700],
  ["KOPI SACHET 10X20G", 13900],
  ["SHAMPO SACHET 12S", 11500],
  ["GULA KRISTAL 500G", 9300],
  ["YOGURT STRAWBERY", 8600],
];
const WARUNG_ITEMS: Item[] = [
  ["Nasi rames", 15000],
  ["Ayam goreng", 14000],
  ["Lele penyet", 16000],
  ["Sayur asem", 6000],
  ["Tempe mendoan", 2000],
  ["Es teh", 4000],
  ["Jeruk hangat", 5000],
  ["Krupuk", 1000],
  ["Pecel", 12000],
  ["Rawon", 20000],
  ["Telur dadar", 5000],
  ["Kopi hitam", 4000],
];
const CAFE_ITEMS: Item[] = [
  ["Es Kopi Gula Aren", 26000],
  ["Flat White", 33000],
  ["Piccolo", 28000],
  ["V60 Gayo", 35000],
  ["Chocolate Ice", 30000],
  ["Lemon Tea", 22000],
  ["Banana Bread", 25000],
  ["Kentang Goreng", 27000],
  ["Nasi Goreng Kampoeng", 38000],
  ["Spaghetti Aglio", 42000],
  ["Red Velvet Latte", 32000],
];
const APOTEK_ITEMS: Item[] = [
  ["Amoxicillin 500mg (10)", 12000],
  ["Ibuprofen 400mg (10)", 9500],
  ["Cetirizine 10mg (10)", 15000],
  ["Oralit sachet", 2500],
  ["Obat tetes mata 15ml", 19500],
  ["Kasa steril", 7000],
  ["Vitamin B kompleks (30)", 22000],
  ["Salep antijamur 5g", 16500],
  ["Betadine 30ml", 21000],
  ["Sirup penurun panas anak", 28500],
];
const FUEL = [
  ["Pertalite", 10000],
  ["Pertamax", 12500],
  ["Pertamax Turbo", 13700],
  ["Dexlite", 12900],
  ["Biosolar", 6800],
] as const;

interface Slip {
  pen: Pen;
  mono: boolean;
  money: RupiahStyle;
}

function roll(d: Dice, target: Target, narrow = false): Slip {
  const width = (narrow || d.coin(0.5) ? 58 : 80) * MM;
  const mono = d.coin(0.65);
  const size = width < 200 ? (mono ? 7 : 7.5) : mono ? 8.5 : 9;
  const pen = new Pen(
    width,
    600,
    8,
    { face: mono ? "mono" : "sans", bold: false, size },
    target.typeface,
    true,
  );
  return { pen, mono, money: d.one(["bare", "bare", "Rp_tight", "Rp_space", "Rp_cents"] as const) };
}

function header(slip: Slip, d: Dice, lines: string[], bigFirst: boolean) {
  const { pen } = slip;
  lines.forEach((line, index) =>
    pen.row(
      [[pen.mid, line, "c"]],
      index === 0 && bigFirst ? { bold: true, size: pen.base.size * 1.35 } : {},
    ),
  );
  pen.divider(d.one(["chars", "chars", "rule", "double"] as const), d.one(["-", "=", "*"]));
}

/** label ...... amount, the label at the left and the amount at the right edge. */
function amountRow(
  slip: Slip,
  label: string,
  amount: number,
  style: Style = {},
  style_?: RupiahStyle,
) {
  slip.pen.row(
    [
      [slip.pen.left, label],
      [slip.pen.right, rupiah(amount, style_ ?? slip.money), "r"],
    ],
    style,
  );
}

function itemLines(
  slip: Slip,
  d: Dice,
  items: Array<{ name: string; qty: number; price: number }>,
) {
  const { pen } = slip;
  // A quantity column only fits on an 80 mm roll.
  const shape = d.int(0, pen.width > 200 ? 2 : 1);
  for (const item of items) {
    const line = item.qty * item.price;
    if (shape === 0) {
      pen.row([[pen.left, item.name]]);
      pen.row([
        [pen.left + 10, `${item.qty} x ${digits(item.price, "id", false)}`],
        [pen.right, digits(line, "id", false), "r"],
      ]);
    } else if (shape === 1) {
      pen.row([
        [pen.left, `${item.qty} ${item.name}`],
        [pen.right, digits(line, "id", false), "r"],
      ]);
    } else {
      pen.row([
        [pen.left, item.name.slice(0, 18)],
        [pen.right - 70, `${item.qty}`, "r"],
        [pen.right, digits(line, "id", false), "r"],
      ]);
    }
  }
}

function pickItems(d: Dice, pool: Item[], low: number, high: number) {
  return d
    .some(pool, d.int(low, high))
    .map(([name, price]) => ({ name, qty: d.coin(0.3) ? d.int(2, 4) : 1, price }));
}

function stamp(d: Dice): { day: Day; time: string } {
  return {
    day: someDay(d),
    time: `${String(d.int(7, 22)).padStart(2, "0")}:${String(d.int(0, 59)).padStart(2, "0")}${d.coin() ? `:${String(d.int(0, 59)).padStart(2, "0")}` : ""}`,
  };
}

function paidLines(slip: Slip, d: Dice, total: number, language: "id" | "en") {
  const how = d.int(0, 2);
  if (how === 0) {
    const cash = Math.ceil(total / 50000) * 50000 + (d.coin(0.3) ? 50000 : 0);
    amountRow(slip, language === "id" ? d.one(["TUNAI", "Tunai", "Bayar"]) : "Cash", cash);
    amountRow(slip, language === "id" ? d.one(["KEMBALI", "Kembalian"]) : "Change", cash - total);
  } else if (how === 1) {
    amountRow(slip, d.one(["QRIS", "E-Wallet", "Non Tunai"]), total);
  } else {
    amountRow(slip, d.one(["DEBIT BCA", "KARTU DEBIT", "EDC Mandiri"]), total);
  }
}

function shopName(d: Dice, prefix: string, upper: boolean) {
  const name = `${prefix} ${d.some(NAME_PARTS, d.coin(0.5) ? 2 : 1).join(" ")}`;
  return upper ? name.toUpperCase() : name;
}

export function warungNota(d: Dice, target: Target): Made {
  // A nota pad: a small ruled form, filled in, often by hand at a warung.
  const pen = new Pen(
    d.int(280, 320),
    d.int(380, 430),
    16,
    { face: d.one(["serif", "sans"] as const), bold: false, size: 10 },
    target.typeface,
  );
  const owner = person(d).split(" ")[0]!;
  const vendor = d.one([
    `Warung Makan Bu ${owner}`,
    `Warung ${d.one(NAME_PARTS)}`,
    `Warung Nasi Pak ${owner}`,
  ]);
  const city = d.one(CITIES);
  const { day } = stamp(d);
  pen.row([[pen.mid, vendor.toUpperCase(), "c"]], { bold: true, size: 13 });
  pen.row([[pen.mid, street(d, city), "c"]], { size: 8 });
  pen.divider("rule");
  const number = String(d.int(1, 999)).padStart(d.coin() ? 4 : 3, "0");
  pen.row([
    [pen.left, `NOTA No. ${number}`],
    [pen.right, `${city}, ${writeDate(day, d.one(["slash", "id_long", "dash"] as const))}`, "r"],
  ]);
  pen.skip(4);
  const x = { qty: pen.left, name: pen.left + 34, price: pen.right - 80, line: pen.right };
  pen.fill(pen.left, pen.y, pen.right - pen.left, 14, 225);
  pen.row(
    [
      [x.qty, "Bnyk"],
      [x.name, "Nama Barang"],
      [x.price, "Harga", "r"],
      [x.line, "Jumlah", "r"],
    ],
    { bold: true, size: 9 },
  );
  const items = pickItems(d, WARUNG_ITEMS, 2, 6);
  let total = 0;
  for (const item of items) {
    total += item.qty * item.price;
    pen.row([
      [x.qty + 8, String(item.qty)],
      [x.name, item.name],
      [x.price, digits(item.price, "id", false), "r"],
      [x.line, digits(item.qty * item.price, "id", false), "r"],
    ]);
    pen.stroke(pen.left, pen.y - 3, pen.right, pen.y - 3, 0.3);
  }
  pen.skip(4);
  pen.row([
    [x.price, d.one(["Jumlah Rp", "TOTAL Rp", "Jml."]), "r", { bold: true }],
    [x.line, digits(total, "id", false), "r", { bold: true }],
  ]);
  pen.skip(10);
  pen.row(
    [
      [pen.left, "Tanda terima,"],
      [pen.right, "Hormat kami,", "r"],
    ],
    { size: 8 },
  );
  return {
    type: "receipt",
    kind: "slip warung",
    language: "id",
    fields: {
      vendor,
      document_number: number,
      date: iso(day),
      currency: "IDR",
      total_amount: total,
    },
    sheets: pen.done(),
    title: "nota",
    author: vendor,
  };
}

export function minimarket(d: Dice, target: Target): Made {
  const slip = roll(d, target);
  const { pen } = slip;
  const vendor = shopName(d, d.one(["MART", "TOSERBA", "FRESHMART", "KEDAI SERBA ADA"]), true);
  const legal = `PT ${d.some(NAME_PARTS, 2).join(" ")}`;
  const city = d.one(CITIES);
  const taxId = npwp(d, d.one(["dotted", "sixteen"] as const));
  header(slip, d, [vendor, legal, street(d, city).slice(0, 34), `NPWP ${taxId.printed}`], true);
  const { day, time } = stamp(d);
  const number = `${d.one(["", "S", "TRX"])}${String(iso(day)).replace(/-/g, "").slice(2)}${d.int(1000, 9999)}`;
  pen.row([
    [pen.left, `${writeDate(day, d.one(SLIP_DATE_SHAPES))} ${time}`],
    [pen.right, `${d.int(1, 5)}.${d.int(100, 999)}/${person(d).split(" ")[0]!.toUpperCase()}`, "r"],
  ]);
  pen.row([[pen.left, `${d.one(["No.", "No Trx:", "Struk:"])} ${number}`]]);
  pen.divider("chars", "-");
  const items = pickItems(d, MINIMARKET_ITEMS, 3, 9);
  itemLines(slip, d, items);
  const gross = items.reduce((sum, item) => sum + item.qty * item.price, 0);
  pen.divider("chars", "-");
  const fields: Made["fields"] = {
    vendor,
    document_number: number,
    date: iso(day),
    currency: "IDR",
    seller_npwp: taxId.digits,
  };
  let total = gross;
  if (d.coin(0.4)) {
    const discount = d.int(1, 8) * 500;
    amountRow(slip, d.one(["HARGA JUAL", "Subtotal"]), gross);
    amountRow(slip, d.one(["HEMAT", "POTONGAN", "DISKON PROMO"]), discount);
    fields.subtotal = gross;
    fields.discount = discount;
    total = gross - discount;
  }
  amountRow(slip, d.one(["TOTAL", "TOTAL BELANJA", "GRAND TOTAL"]), total, { bold: true });
  paidLines(slip, d, total, "id");
  if (d.coin(0.6)) {
    // Prices include PPN: the slip shows the base and the tax inside the total.
    const base = Math.round((total * 100) / 111);
    pen.row(
      [[pen.left, `DPP ${digits(base, "id", false)}  PPN ${digits(total - base, "id", false)}`]],
      { size: pen.base.size * 0.9 },
    );
    fields.tax_type_name = "PPN";
    fields.tax_amount = total - base;
  }
  fields.total_amount = total;
  pen.divider("chars", "-");
  pen.row(
    [
      [
        pen.mid,
        d.one([
          "TERIMA KASIH ATAS KUNJUNGAN ANDA",
          "Barang yg sdh dibeli tdk dpt ditukar",
          "Kritik & saran: WA 0812-" + d.int(1000, 9999),
        ]),
        "c",
      ],
    ],
    { size: pen.base.size * 0.85 },
  );
  return {
    type: "receipt",
    kind: "slip minimarket",
    language: "id",
    fields,
    sheets: pen.done(),
    title: "struk",
    author: vendor,
  };
}

export function cafe(d: Dice, target: Target): Made {
  const slip = roll(d, target);
  const { pen } = slip;
  const english = d.coin(0.5);
  const vendor = shopName(
    d,
    d.one(["Roastery", "Coffee Lab", "Ruang Kopi", "Warkop", "Kopitiam"]),
    d.coin(0.5),
  );
  const city = d.one(CITIES);
  header(
    slip,
    d,
    [
      vendor,
      street(d, city).slice(0, 36),
      d.one(["IG @", "Telp "]) +
        (d.coin()
          ? vendor.toLowerCase().replace(/\s+/g, "")
          : `0${d.int(21, 779)}${d.int(100000, 999999)}`),
    ],
    true,
  );
  const { day, time } = stamp(d);
  const number = d.one([
    `#${d.int(100, 9999)}`,
    `ORD-${d.int(10000, 99999)}`,
    `${d.int(100000, 999999)}`,
  ]);
  const printed = number.replace(/^#/, "");
  pen.row([
    [pen.left, english ? "Order" : "No. Order"],
    [pen.right, number, "r"],
  ]);
  pen.row([
    [pen.left, english ? "Date" : "Tanggal"],
    [pen.right, `${writeDate(day, d.one(SLIP_DATE_SHAPES))} ${time}`, "r"],
  ]);
  pen.row([
    [pen.left, english ? "Table" : "Meja"],
    [pen.right, d.one(["Take Away", `${d.int(1, 30)}`]), "r"],
  ]);
  pen.divider(d.one(["chars", "rule"] as const));
  const items = pickItems(d, CAFE_ITEMS, 2, 6);
  itemLines(slip, d, items);
  const subtotal = items.reduce((sum, item) => sum + item.qty * item.price, 0);
  pen.divider(d.one(["chars", "rule"] as const));
  const fields: Made["fields"] = {
    vendor,
    document_number: printed,
    date: iso(day),
    currency: "IDR",
    subtotal,
  };
  amountRow(slip, english ? "Subtotal" : "Sub Total", subtotal);
  const withService = d.coin(0.5);
  const service = withService ? Math.round(subtotal * 0.05) : 0;
  if (withService) {
    amountRow(slip, english ? "Service 5%" : "Biaya Layanan 5%", service);
    fields.service_charge_amount = service;
  }
  const taxName = d.one(["PB1 10%", "PBJT 10%", "Pajak Restoran 10%", "Tax 10%"]);
  const tax = Math.round((subtotal + service) * 0.1);
  amountRow(slip, taxName, tax);
  Object.assign(fields, { tax_type_name: "PB1", tax_rate: 0.1, tax_amount: tax });
  let total = subtotal + service + tax;
  const rounded = Math.round(total / 100) * 100;
  if (rounded !== total && d.coin(0.5)) {
    amountRow(slip, english ? "Rounding" : "Pembulatan", rounded - total);
    total = rounded;
  }
  amountRow(slip, english ? "TOTAL" : "Total Bayar", total, { bold: true });
  fields.total_amount = total;
  paidLines(slip, d, total, english ? "en" : "id");
  pen.skip(4);
  pen.row([[pen.mid, english ? "Thanks for coming by!" : "Sampai jumpa lagi :)", "c"]]);
  return {
    type: "receipt",
    kind: "slip cafe",
    language: english ? "en" : "id",
    fields,
    sheets: pen.done(),
    title: "receipt",
    author: vendor,
  };
}

export function fuel(d: Dice, target: Target): Made {
  const slip = roll(d, target, true);
  const { pen } = slip;
  const vendor = `SPBU ${d.one(NAME_PARTS).toUpperCase()} ${d.one(["MITRA MUDA", "SEJATI", "PERWIRA", "RAHARJA"])}`;
  const code = `${d.int(11, 79)}.${d.int(100, 999)}.${String(d.int(1, 99)).padStart(2, "0")}`;
  const city = d.one(CITIES);
  header(slip, d, [vendor, `No. ${code}`, street(d, city).slice(0, 30)], true);
  const { day, time } = stamp(d);
  const [product, price] = d.one(FUEL);
  const litres = Math.round((5 + d.next() * 35) * 100) / 100;
  const total = Math.round((litres * price) / 100) * 100;
  const number = String(d.int(100000, 9999999));
  const rows: Array<[string, string]> = [
    ["Shift", String(d.int(1, 3))],
    ["No. Trans", number],
    ["Waktu", `${writeDate(day, d.one(["slash", "dash", "iso"] as const))} ${time}`],
    ["Pulau/Pompa", `${d.int(1, 4)}/${d.int(1, 8)}`],
    ["Nama Produk", product],
    ["Harga/Liter", rupiah(price, "Rp_space")],
    ["Volume", `(L) ${digits(litres, "id", true)}`],
    ["Total Harga", rupiah(total, "Rp_space")],
    ["Operator", person(d).split(" ")[0]!],
  ];
  for (const [label, value] of rows)
    pen.row([
      [pen.left, label],
      [pen.left + 62, `: ${value}`],
    ]);
  pen.divider("chars", "-");
  pen.row([
    [pen.left, d.one(["CASH", "TUNAI", "NON TUNAI"])],
    [pen.right, digits(total, "id", false), "r"],
  ]);
  pen.row([[pen.mid, "Simpan struk ini sbg bukti", "c"]], { size: pen.base.size * 0.85 });
  return {
    type: "receipt",
    kind: "slip fuel",
    language: "id",
    fields: {
      vendor,
      document_number: number,
      date: iso(day),
      currency: "IDR",
      total_amount: total,
    },
    sheets: pen.done(),
    title: "struk",
    author: vendor,
  };
}

export function apotek(d: Dice, target: Target): Made {
  const slip = roll(d, target);
  const { pen } = slip;
  const vendor = shopName(d, d.one(["APOTEK", "Apotek", "Apotek Keluarga"]), d.coin());
  const city = d.one(CITIES);
  header(
    slip,
    d,
    [
      vendor,
      street(d, city).slice(0, 34),
      `SIA: 503/${d.int(100, 999)}/DPMPTSP/${d.int(2019, 2024)}`,
    ],
    true,
  );
  const { day, time } = stamp(d);
  const number = `${d.one(["PJ", "APT", "RX"])}-${String(iso(day)).replace(/-/g, "")}-${String(d.int(1, 999)).padStart(3, "0")}`;
  pen.row([[pen.left, `No : ${number}`]]);
  pen.row([[pen.left, `Tgl: ${writeDate(day, d.one(SLIP_DATE_SHAPES))}  ${time}`]]);
  if (d.coin(0.4)) pen.row([[pen.left, `Pasien: ${person(d)}`]]);
  pen.divider("chars", d.one(["-", "="]));
  const items = pickItems(d, APOTEK_ITEMS, 1, 5);
  itemLines(slip, d, items);
  const gross = items.reduce((sum, item) => sum + item.qty * item.price, 0);
  pen.divider("chars", "-");
  const fields: Made["fields"] = {
    vendor,
    document_number: number,
    date: iso(day),
    currency: "IDR",
  };
  let total = gross;
  if (d.coin(0.45)) {
    const discount = Math.round((gross * d.one([5, 10])) / 100);
    amountRow(slip, "Jumlah", gross);
    amountRow(slip, d.one(["Disc member", "Diskon"]), discount);
    fields.subtotal = gross;
    fields.discount = discount;
    total -= discount;
  }
  if (d.coin(0.3)) {
    // A dispensing fee on top: the slip then prints the goods' sum first.
    if (fields.subtotal === undefined) {
      amountRow(slip, "Jumlah", gross);
      fields.subtotal = gross;
    }
    amountRow(slip, "Embalase", 2000);
    total += 2000;
  }
  amountRow(slip, d.one(["Total", "TOTAL BAYAR", "Grand Total"]), total, { bold: true });
  fields.total_amount = total;
  paidLines(slip, d, total, "id");
  pen.row([[pen.mid, `Apoteker: apt. ${person(d)}, S.Farm`, "c"]], { size: pen.base.size * 0.8 });
  return {
    type: "receipt",
    kind: "slip apotek",
    language: "id",
    fields,
    sheets: pen.done(),
    title: "struk",
    author: vendor,
  };
}

export function parking(d: Dice, target: Target): Made {
  const slip = roll(d, target, true);
  const { pen } = slip;
  const vendor = `${d.one(NAME_PARTS).toUpperCase()} ${d.one(["PARKING", "PARKIR", "PARK SYSTEM"])}`;
  const place = `${d.one(["Mall", "Plaza", "RS", "Pasar"])} ${d.one(NAME_PARTS)} ${d.one(CITIES)}`;
  header(
    slip,
    d,
    [d.one(["STRUK PARKIR", "BUKTI PEMBAYARAN PARKIR", "KARCIS PARKIR"]), vendor, place],
    false,
  );
  const { day } = stamp(d);
  const hours = d.int(1, 6);
  const inH = d.int(7, 15);
  const tariff = d.one([
    [2000, 2000],
    [3000, 2000],
    [5000, 3000],
    [4000, 4000],
  ]);
  const total = tariff[0]! + (hours - 1) * tariff[1]!;
  const vehicle = d.one(["MOBIL", "MOTOR"]);
  const ticket = `${d.one(["", "P", "TK"])}${d.int(10000000, 99999999)}`;
  const date = writeDate(day, d.one(["slash", "dash", "dot", "iso"] as const));
  const rows: Array<[string, string]> = [
    ["No. Tiket", ticket],
    [
      "Plat No.",
      `${d.one(["B", "F", "D", "AB", "L", "N", "DK"])} ${d.int(1000, 9999)} ${d.one(["KJA", "TX", "AB", "UVW"])}`,
    ],
    ["Jenis", vehicle],
    ["Masuk", `${date} ${String(inH).padStart(2, "0")}:${String(d.int(0, 59)).padStart(2, "0")}`],
    [
      "Keluar",
      `${date} ${String(inH + hours - 1).padStart(2, "0")}:${String(d.int(0, 59)).padStart(2, "0")}`,
    ],
    ["Durasi", `${hours - 1} Jam ${d.int(1, 59)} Mnt`],
  ];
  for (const [label, value] of rows)
    pen.row([
      [pen.left, label],
      [pen.left + 52, `: ${value}`],
    ]);
  pen.divider("chars", "=");
  pen.row(
    [
      [pen.left, "BIAYA"],
      [pen.right, rupiah(total, "Rp_space"), "r"],
    ],
    { bold: true, size: pen.base.size * 1.2 },
  );
  pen.row(
    [
      [
        pen.mid,
        d.one(["Tarif sudah termasuk pajak parkir", "Kehilangan karcis denda Rp 25.000"]),
        "c",
      ],
    ],
    { size: pen.base.size * 0.8 },
  );
  return {
    type: "receipt",
    kind: "slip parking",
    language: "id",
    fields: {
      vendor,
      document_number: ticket,
      date: iso(day),
      currency: "IDR",
      total_amount: total,
    },
    sheets: pen.done(),
    title: "parkir",
    author: vendor,
  };
}
