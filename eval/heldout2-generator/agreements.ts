/**
 * Agreements: sewa menyewa, PKWT, perjanjian kerja sama and kerahasiaan in Indonesian;
 * services, non-disclosure and tenancy agreements in English. Parties are introduced in five
 * shapes (numbered list, "yang bertanda tangan di bawah ini", a table, "by and between",
 * "BETWEEN (1) … (2) …"), sometimes followed by recitals; the signing date sits in the opening
 * or at the signatures; terms are given as start and end, or start and a length.
 */
import type { Dice } from "./dice.ts";
import type { Made, Target } from "./made.ts";
import { Pen } from "./sheet.ts";
import type { Day, Party } from "./words.ts";
import {
  dayName,
  digits,
  foreignCompany,
  inWords,
  iso,
  localCompany,
  monthName,
  person,
  plusDays,
  rupiah,
  someDay,
  street,
  terbilang,
  termEnd,
  writeDate,
  CITIES,
} from "./words.ts";

type Kind = "lease" | "employment" | "cooperation" | "nda" | "service";
interface Plan {
  kind: Kind;
  language: "id" | "en";
  title: string;
  subtitle?: string;
  roles: [string, string];
  subject: string;
}

function plan(d: Dice, kind: Kind, language: "id" | "en"): Plan {
  if (language === "id") {
    return {
      lease: {
        kind,
        language,
        title: d.one([
          "PERJANJIAN SEWA MENYEWA",
          "PERJANJIAN SEWA RUANG USAHA",
          "SURAT PERJANJIAN SEWA GUDANG",
        ]),
        roles: ["PIHAK YANG MENYEWAKAN", "PIHAK PENYEWA"] as [string, string],
        subject: d.one([
          "sebuah bangunan ruko dua lantai",
          "sebidang gudang seluas 450 m2",
          "satu unit ruang kantor di lantai 3",
        ]),
      },
      employment: {
        kind,
        language,
        title: "PERJANJIAN KERJA WAKTU TERTENTU",
        subtitle: "(PKWT)",
        roles: ["PENGUSAHA", "PEKERJA"] as [string, string],
        subject: d.one([
          "Staf Administrasi Gudang",
          "Teknisi Listrik",
          "Customer Service",
          "Juru Masak",
        ]),
      },
      cooperation: {
        kind,
        language,
        title: d.one(["PERJANJIAN KERJA SAMA", "NASKAH PERJANJIAN KERJA SAMA"]),
        subtitle: `TENTANG ${d.one(["PENGELOLAAN LAYANAN PARKIR", "PENYALURAN PRODUK OLAHAN SUSU", "PENYELENGGARAAN PELATIHAN DIGITAL"])}`,
        roles: ["PIHAK PERTAMA", "PIHAK KEDUA"] as [string, string],
        subject: "kerja sama usaha",
      },
      nda: {
        kind,
        language,
        title: d.one(["PERJANJIAN KERAHASIAAN", "PERJANJIAN KERAHASIAAN INFORMASI"]),
        roles: ["PIHAK PENGUNGKAP", "PIHAK PENERIMA"] as [string, string],
        subject: "rencana kerja sama pengembangan sistem",
      },
      service: {
        kind,
        language,
        title: "PERJANJIAN PEKERJAAN JASA",
        roles: ["PEMBERI KERJA", "PENYEDIA JASA"] as [string, string],
        subject: d.one([
          "perawatan lift dan eskalator",
          "jasa kebersihan gedung",
          "pengelolaan media sosial",
        ]),
      },
    }[kind];
  }
  return {
    lease: {
      kind,
      language,
      title: "TENANCY AGREEMENT",
      roles: ["Landlord", "Tenant"] as [string, string],
      subject: d.one(["the warehouse unit", "the office premises on level 12", "the retail unit"]),
    },
    employment: {
      kind,
      language,
      title: "EMPLOYMENT AGREEMENT (FIXED TERM)",
      roles: ["Employer", "Employee"] as [string, string],
      subject: d.one(["Project Engineer", "Accounts Executive"]),
    },
    cooperation: {
      kind,
      language,
      title: "COLLABORATION AGREEMENT",
      roles: ["First Party", "Second Party"] as [string, string],
      subject: "a joint marketing programme",
    },
    nda: {
      kind,
      language,
      title: d.one(["NON-DISCLOSURE AGREEMENT", "RECIPROCAL CONFIDENTIALITY AGREEMENT"]),
      roles: ["Disclosing Party", "Receiving Party"] as [string, string],
      subject: "a possible supply arrangement",
    },
    service: {
      kind,
      language,
      title: d.one([
        "SERVICES AGREEMENT",
        "MASTER SERVICES AGREEMENT",
        "MAINTENANCE SERVICES AGREEMENT",
      ]),
      roles: ["Client", "Service Provider"] as [string, string],
      subject: d.one(["managed IT support", "payroll processing", "vessel maintenance"]),
    },
  }[kind];
}

function partyOf(
  d: Dice,
  p: Plan,
  index: 0 | 1,
  law: string,
): { name: string; who: string; address: string } {
  const personal = (p.kind === "employment" && index === 1) || (p.kind === "lease" && d.coin(0.35));
  if (personal) {
    const name = person(d);
    return { name, who: name, address: street(d, d.one(CITIES)) };
  }
  const company: Party =
    law === "Indonesia" || p.language === "id"
      ? localCompany(d, ["PT", "PT", "CV"])
      : foreignCompany(d, law === "Malaysia" ? "MY" : "SG");
  return { name: company.name, who: person(d), address: company.address };
}

function dateWords(day: Day, language: "id" | "en", d: Dice): string {
  return language === "id"
    ? writeDate(day, d.one(["id_long", "id_long", "dash", "slash"] as const))
    : writeDate(day, d.one(["en_long", "en_us", "en_ordinal"] as const));
}

export function agreement(d: Dice, target: Target): Made {
  const kind = d.one([
    "lease",
    "employment",
    "cooperation",
    "nda",
    "service",
    "service",
    "lease",
  ] as const);
  const language =
    kind === "employment" || kind === "cooperation"
      ? d.coin(0.75)
        ? "id"
        : "en"
      : d.coin(0.5)
        ? "id"
        : "en";
  const p = plan(d, kind, language);
  const law =
    language === "id" ? "Indonesia" : d.one(["Indonesia", "Singapore", "Malaysia", "Singapore"]);
  const first = partyOf(d, p, 0, law);
  const second = partyOf(d, p, 1, law);
  const signed = someDay(d);
  const city = d.one(CITIES);
  const fields: Made["fields"] = { document_title: p.title, contract_type: kind };
  const pen = new Pen(
    595,
    842,
    d.int(56, 72),
    { face: d.one(["serif", "sans", "serif"] as const), bold: false, size: d.one([10, 10.5, 11]) },
    target.typeface,
  );
  const para = (text: string) => pen.wrap(text, {}, 0, 5);
  const heading = (text: string) => {
    pen.skip(4);
    pen.row([[pen.mid, text, "c"]], { bold: true });
  };

  pen.row([[pen.mid, p.title, "c"]], { bold: true, size: 13.5 }, 1.5);
  if (p.subtitle) pen.row([[pen.mid, p.subtitle, "c"]], { bold: true, size: 11 });
  if (d.coin(0.55)) {
    const number =
      language === "id"
        ? `${String(d.int(1, 250)).padStart(3, "0")}/${d.one(["PKS", "SPK", "PJ", "HRD"])}/${signed.y}`
        : `${d.one(["AGR", "MSA", "CA"])}-${signed.y}-${d.int(10, 999)}`;
    pen.row([[pen.mid, `${language === "id" ? "Nomor" : "Ref. No."}: ${number}`, "c"]], {
      size: 9.5,
    });
    fields.document_number = number;
  }
  pen.skip(10);

  // The signing date: in the opening, or only above the signatures.
  const dateInOpening = d.coin(0.6);
  fields.date = iso(signed);
  if (language === "id") {
    if (dateInOpening) {
      para(
        d.coin(0.5)
          ? `Pada hari ini, ${dayName(signed, "id")}, tanggal ${terbilang(signed.d)} (${signed.d}) bulan ${monthName(signed, "id")} tahun ${signed.y}, bertempat di ${city}, yang bertanda tangan di bawah ini:`
          : `Perjanjian ini dibuat dan ditandatangani di ${city} pada tanggal ${dateWords(signed, "id", d)} oleh dan antara:`,
      );
    } else para("Yang bertanda tangan di bawah ini:");
  } else if (dateInOpening) {
    if (d.coin(0.5)) {
      para(
        `This ${p.title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} (the "Agreement") is made on ${dateWords(signed, "en", d)} by and between:`,
      );
    } else {
      para(
        `THIS AGREEMENT is dated the ${writeDate(signed, "en_ordinal").replace(/^(\d+\w+) /, "$1 day of ")}.`,
      );
      para("BETWEEN:");
    }
  } else para(d.coin() ? "This Agreement is entered into by and between:" : "BETWEEN:");

  // The parties, in one of several shapes.
  const shape = d.int(0, 2);
  const parties = [first, second] as const;
  parties.forEach((party, index) => {
    const role = p.roles[index]!;
    const isCompany = party.name !== party.who;
    if (language === "id") {
      if (shape === 0) {
        pen.row([
          [pen.left, `${index + 1}.`],
          [pen.left + 16, "Nama"],
          [pen.left + 110, `: ${party.who}`],
        ]);
        if (isCompany)
          pen.row([
            [pen.left + 16, "Jabatan"],
            [pen.left + 110, `: ${d.one(["Direktur Utama", "Direktur", "Kepala Cabang"])}`],
          ]);
        pen.row([
          [pen.left + 16, "Alamat"],
          [pen.left + 110, `: ${party.address}`],
        ]);
        pen.wrap(
          isCompany
            ? `dalam hal ini bertindak untuk dan atas nama ${party.name}, selanjutnya disebut sebagai ${role}.`
            : `bertindak untuk diri sendiri, selanjutnya disebut sebagai ${role}.`,
          {},
          16,
          6,
        );
      } else if (shape === 1) {
        para(
          `${["I", "II"][index]}. ${isCompany ? `${party.name}, berkedudukan di ${party.address}, diwakili oleh ${party.who} selaku Direktur` : `${party.who}, pemegang KTP No. ${d.int(3100000000, 3599999999)}${d.int(100000, 999999)}, beralamat di ${party.address}`}, yang selanjutnya disebut "${role}".`,
        );
      } else {
        const top = pen.y;
        pen.row(
          [
            [pen.left + 4, role],
            [pen.left + 150, party.name],
          ],
          { bold: true },
        );
        if (isCompany)
          pen.row([
            [pen.left + 4, "Diwakili oleh"],
            [pen.left + 150, party.who],
          ]);
        pen.row([
          [pen.left + 4, "Alamat"],
          [pen.left + 150, party.address],
        ]);
        pen.stroke(pen.left, top, pen.right, top, 0.4);
        pen.stroke(pen.left, pen.y, pen.right, pen.y, 0.4);
        pen.stroke(pen.left + 145, top, pen.left + 145, pen.y, 0.4);
        pen.skip(4);
      }
    } else if (shape === 0) {
      para(
        `(${index + 1}) ${party.name.toUpperCase()}${isCompany ? `, a company incorporated in ${law === "Indonesia" ? "Indonesia" : law}, with its registered address at ${party.address}` : `, of ${party.address}`} (the "${role}");${index === 0 ? " and" : ""}`,
      );
    } else if (shape === 1) {
      para(
        `${party.name}${isCompany ? `, represented by ${party.who}, its ${d.one(["Managing Director", "Chief Executive Officer", "Director"])}` : ""}, having its address at ${party.address}, hereinafter referred to as the "${role}"${index === 0 ? "," : "."}`,
      );
      if (index === 0) para("and");
    } else {
      pen.row([
        [pen.left, `${index === 0 ? "1." : "2."}`],
        [pen.left + 18, party.name, "l", { bold: true }],
      ]);
      pen.row([[pen.left + 18, `Address: ${party.address}`]]);
      if (isCompany) pen.row([[pen.left + 18, `Signatory: ${party.who}`]]);
      pen.row([[pen.left + 18, `(hereinafter "${role}")`]]);
      pen.skip(4);
    }
  });
  fields.primary_party = first.name;
  fields.counterparty = second.name;

  if (d.coin(0.5)) {
    para(
      language === "id"
        ? "Para Pihak terlebih dahulu menerangkan hal-hal sebagai berikut:"
        : "RECITALS",
    );
    para(
      language === "id"
        ? `a. bahwa ${p.roles[0]} bermaksud ${kind === "lease" ? `menyewakan ${p.subject}` : kind === "employment" ? `mempekerjakan seorang ${p.subject}` : `mengadakan ${p.subject}`} dengan ${p.roles[1]};`
        : `A. The ${p.roles[0]} wishes to engage the ${p.roles[1]} in connection with ${p.subject}.`,
    );
    para(
      language === "id"
        ? `b. bahwa ${p.roles[1]} bersedia menerima hal tersebut dengan syarat dan ketentuan di bawah ini.`
        : `B. The parties wish to record the terms on which they will do so.`,
    );
  }
  para(
    language === "id"
      ? "Para Pihak sepakat untuk mengikatkan diri dalam perjanjian ini dengan ketentuan sebagai berikut:"
      : "NOW IT IS AGREED as follows:",
  );

  // Term.
  const start = d.coin(0.4) ? signed : plusDays(signed, d.int(1, 45));
  const months = d.one([6, 12, 12, 24, 36]);
  const end = termEnd(start, months);
  const termShape = kind === "nda" && language === "en" ? 2 : d.int(0, 2);
  let clause = 1;
  const article = (name: string) => {
    if (language === "en") return heading(`${clause++}. ${name.toUpperCase()}`);
    heading(`Pasal ${clause++}`);
    pen.row([[pen.mid, name, "c"]], { bold: true });
  };
  article(language === "id" ? "Jangka Waktu" : "Term");
  const lengthId =
    months % 12 === 0
      ? `${months / 12} (${terbilang(months / 12)}) tahun`
      : `${months} (${terbilang(months)}) bulan`;
  const lengthEn =
    months % 12 === 0
      ? `${inWords(months / 12)} (${months / 12}) year${months > 12 ? "s" : ""}`
      : `${inWords(months)} (${months}) months`;
  if (termShape === 0) {
    para(
      language === "id"
        ? `Perjanjian ini berlaku terhitung sejak tanggal ${dateWords(start, "id", d)} sampai dengan tanggal ${dateWords(end, "id", d)}.`
        : `This Agreement commences on ${dateWords(start, "en", d)} and expires on ${dateWords(end, "en", d)}, unless terminated earlier.`,
    );
  } else if (termShape === 1) {
    para(
      language === "id"
        ? `Jangka waktu perjanjian ini adalah ${lengthId}, dimulai pada tanggal ${dateWords(start, "id", d)}, dan dapat diperpanjang atas kesepakatan Para Pihak.`
        : `The term of this Agreement is ${lengthEn} beginning on ${dateWords(start, "en", d)} (the "Commencement Date").`,
    );
  } else {
    if (start !== signed) {
      para(
        language === "id"
          ? `Perjanjian ini mulai berlaku pada tanggal ${dateWords(start, "id", d)} untuk masa ${lengthId}.`
          : `The obligations under this Agreement start on ${dateWords(start, "en", d)} and continue for ${lengthEn}.`,
      );
    } else {
      para(
        language === "id"
          ? `Perjanjian ini berlaku sejak ditandatangani oleh Para Pihak untuk masa ${lengthId}.`
          : `This Agreement takes effect on the date of signature and remains in force for ${lengthEn}.`,
      );
    }
  }
  fields.effective_date = iso(start);
  fields.expiry_date = iso(end);

  // Money.
  if (kind === "lease" || kind === "service" || (kind === "cooperation" && d.coin(0.4))) {
    article(language === "id" ? "Nilai Perjanjian" : "Fees");
    const idr = law === "Indonesia";
    const monthly = idr ? d.int(4, 90) * 500000 : d.int(2, 40) * 250;
    const whole = monthly * months;
    const cur = idr ? "IDR" : ({ Singapore: "SGD", Malaysia: "MYR" }[law] ?? "USD");
    const show = (n: number) =>
      idr
        ? rupiah(n, d.one(["Rp_space", "Rp_dot_dash", "Rp_cents"] as const))
        : `${cur} ${digits(n, "en", true)}`;
    const stateTotal = d.coin(0.75);
    if (language === "id") {
      para(
        `${kind === "lease" ? "Harga sewa" : "Biaya"} ditetapkan sebesar ${show(monthly)} per bulan${stateTotal ? `, sehingga nilai keseluruhan perjanjian adalah ${show(whole)} (${terbilang(whole)} rupiah)` : ""}, belum termasuk pajak yang berlaku.`,
      );
    } else {
      para(
        `The ${p.roles[0]} shall pay ${show(monthly)} per month${stateTotal ? `, being a total contract sum of ${show(whole)} (${inWords(whole)} ${{ IDR: "rupiah", SGD: "Singapore dollars", MYR: "ringgit", USD: "US dollars" }[cur]})` : ""}, exclusive of applicable taxes.`,
      );
    }
    if (stateTotal) fields.contract_value = whole;
  } else if (kind === "employment") {
    article(language === "id" ? "Upah" : "Remuneration");
    para(
      language === "id"
        ? `${p.roles[1]} menerima upah pokok sebesar ${rupiah(d.int(45, 150) * 100000, "Rp_space")} setiap bulan sebagai ${p.subject}.`
        : `The Employee shall be employed as ${p.subject} at a monthly salary of ${law === "Indonesia" ? rupiah(d.int(60, 300) * 100000, "IDR") : `${law === "Singapore" ? "SGD" : "MYR"} ${digits(d.int(30, 90) * 100, "en", true)}`}.`,
    );
  } else {
    article(language === "id" ? "Kewajiban Para Pihak" : "Confidential Information");
    para(
      language === "id"
        ? `${p.roles[1]} wajib menjaga seluruh informasi yang diterima dan hanya menggunakannya untuk keperluan ${p.subject}.`
        : `The ${p.roles[1]} shall keep all information received in strict confidence and use it only to evaluate ${p.subject}.`,
    );
  }

  // Governing law.
  article(language === "id" ? "Hukum yang Berlaku" : "Governing Law");
  if (language === "id") {
    para(
      kind === "employment" && d.coin()
        ? "Hal-hal yang belum diatur dalam perjanjian ini tunduk pada ketentuan peraturan perundang-undangan ketenagakerjaan yang berlaku di Negara Republik Indonesia."
        : d.one([
            "Perjanjian ini diatur oleh dan ditafsirkan berdasarkan hukum Negara Kesatuan Republik Indonesia.",
            `Segala perselisihan diselesaikan secara musyawarah, dan apabila tidak tercapai, melalui Pengadilan Negeri ${city}, dengan tunduk pada hukum Republik Indonesia.`,
          ]),
    );
  } else {
    const place =
      law === "Indonesia"
        ? "the Republic of Indonesia"
        : law === "Singapore"
          ? "the Republic of Singapore"
          : "Malaysia";
    para(
      d.one([
        `This Agreement shall be governed by and construed in accordance with the laws of ${place}.`,
        `The validity and performance of this Agreement are subject to the laws of ${place}, and the courts of ${law === "Indonesia" ? "Jakarta" : law === "Singapore" ? "Singapore" : "Kuala Lumpur"} shall have jurisdiction.`,
      ]),
    );
  }
  fields.governing_law = law;

  article(language === "id" ? "Penutup" : "General");
  para(
    language === "id"
      ? "Perjanjian ini dibuat dalam rangkap dua, masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama."
      : "This Agreement may be signed in counterparts, each of which is an original, and constitutes the entire agreement between the parties.",
  );

  pen.skip(12);
  if (!dateInOpening) {
    pen.row([
      [
        pen.left,
        language === "id"
          ? `Ditandatangani di ${city}, ${dateWords(signed, "id", d)}`
          : `Signed at ${city} on ${dateWords(signed, "en", d)}`,
      ],
    ]);
  } else if (language === "en") {
    pen.row(
      [
        [
          pen.left,
          "IN WITNESS WHEREOF the parties have signed this Agreement on the date first written above.",
        ],
      ],
      { size: 9 },
    );
  }
  pen.skip(10);
  pen.row([
    [pen.left, p.roles[0]!, "l", { bold: true }],
    [pen.mid + 20, p.roles[1]!, "l", { bold: true }],
  ]);
  pen.skip(36);
  pen.row([
    [pen.left, first.who],
    [pen.mid + 20, second.who],
  ]);
  if (first.name !== first.who || second.name !== second.who) {
    pen.row(
      [
        [pen.left, first.name !== first.who ? first.name : ""],
        [pen.mid + 20, second.name !== second.who ? second.name : ""],
      ],
      { size: 8.5 },
    );
  }
  return {
    type: "contract",
    kind: `contract ${kind}`,
    language,
    fields,
    sheets: pen.done(),
    title: p.title,
    author: "",
  };
}
