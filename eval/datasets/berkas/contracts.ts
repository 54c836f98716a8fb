/**
 * Contracts: each is a title, an opening, the parties, recitals, numbered articles and a
 * signature block, rendered as a multi-page PDF, a scan, or a Word document. Terms are written
 * from the same dates the labels use, so an expiry computed from "2 (dua) tahun terhitung sejak
 * 1 Januari 2025" is the one in expected.jsonl.
 */
import type { Company } from "./companies.ts";
import { C } from "./companies.ts";
import {
  addMonths,
  dayOf,
  englishWords,
  enNum,
  fmtDate,
  idNum,
  monthId,
  terbilang,
  termEnd,
  weekdayId,
  yearOf,
} from "./format.ts";
import type { ContractType, Doc, Fields, Output } from "./model.ts";
import { drawMeterai } from "./model.ts";
import type { FontName, Page } from "./render.ts";
import { Sheet } from "./render.ts";

type Body =
  | string
  | { list: string[]; marker: "1." | "a." | "(1)" }
  | { rows: Array<[string, string]> }
  | { center: string };

interface Article {
  title: string;
  body: Body[];
}

interface Signer {
  heading: string;
  entity?: string;
  name: string;
  role?: string;
  meterai?: boolean;
}

interface ContractSpec {
  name: string;
  language: "id" | "en";
  type: ContractType;
  title: string[];
  number?: string;
  font: FontName;
  size: number;
  /** Paragraphs (or label rows) before the articles: opening, parties, recitals. */
  preamble: Body[];
  articles: Article[];
  /** "pasal": centred "Pasal 1" and its title; "numbered": "1. TITLE" on the left. */
  articleStyle: "pasal" | "numbered";
  closing: string[];
  signers: Signer[];
  witnesses?: string[];
  output: "pdf" | "docx" | "scan-pdf" | "scan-png";
  fields: Fields;
  seed: number;
}

// ---------------------------------------------------------------------------------------------
// Wording shared by the Indonesian contracts.

/** "Jumat, tanggal 20 (dua puluh) bulan Desember tahun 2024 (dua ribu dua puluh empat)" */
const spelledDate = (iso: string) =>
  `${weekdayId(iso)}, tanggal ${dayOf(iso)} (${terbilang(dayOf(iso))}) bulan ${monthId(iso)} tahun ${yearOf(iso)} (${terbilang(yearOf(iso))})`;

const rp = (n: number) => `Rp${idNum(n)},00 (${terbilang(n)} rupiah)`;
const count = (n: number, unit: string) => `${n} (${terbilang(n)}) ${unit}`;

const ptParty = (company: Company, rep: string, role: string, label: string, extra = "") =>
  `${company.name}, suatu perseroan terbatas yang didirikan berdasarkan hukum Negara Republik Indonesia, berkedudukan di ${company.city}, beralamat di ${company.address.join(", ")}, dalam hal ini diwakili oleh ${rep} selaku ${role}, oleh karena itu sah bertindak untuk dan atas nama ${company.name}${extra}, selanjutnya disebut “${label}”.`;

const cvParty = (company: Company, rep: string, role: string, label: string) =>
  `${company.name}, suatu persekutuan komanditer yang berkedudukan di ${company.city}, beralamat di ${company.address.join(", ")}, dalam hal ini diwakili oleh ${rep} selaku ${role}, bertindak untuk dan atas nama ${company.name}, selanjutnya disebut “${label}”.`;

function kahar(days: number, name = "Keadaan Kahar"): Article {
  return {
    title: name === "Keadaan Kahar" ? "KEADAAN KAHAR" : "KEADAAN MEMAKSA (FORCE MAJEURE)",
    body: [
      {
        marker: "(1)",
        list: [
          `Yang dimaksud dengan ${name} adalah keadaan di luar kemampuan dan kekuasaan PARA PIHAK yang mengakibatkan salah satu pihak tidak dapat melaksanakan kewajibannya, antara lain bencana alam, banjir, gempa bumi, tanah longsor, kebakaran, wabah penyakit, perang, huru-hara, pemogokan umum, serta kebijakan Pemerintah yang secara langsung mempengaruhi pelaksanaan Perjanjian ini.`,
          `Pihak yang mengalami ${name} wajib memberitahukan secara tertulis kepada pihak lainnya selambat-lambatnya ${count(days, "hari kalender")} sejak terjadinya ${name} tersebut, disertai bukti yang sah dari instansi yang berwenang.`,
          `Keterlambatan atau kegagalan melaksanakan kewajiban yang disebabkan oleh ${name} tidak dianggap sebagai wanprestasi, dan PARA PIHAK akan bermusyawarah untuk menentukan kelanjutan Perjanjian ini.`,
        ],
      },
    ],
  };
}

function sengketa(forum: { court: string } | { bani: string }, days = 30): Article {
  const second =
    "court" in forum
      ? `Apabila dalam waktu ${count(days, "hari kalender")} musyawarah tidak mencapai mufakat, PARA PIHAK sepakat untuk menyelesaikan perselisihan tersebut melalui ${forum.court} dan untuk itu memilih domisili hukum yang tetap dan umum di Kantor Kepaniteraan ${forum.court}.`
      : `Apabila dalam waktu ${count(days, "hari kalender")} musyawarah tidak mencapai mufakat, PARA PIHAK sepakat untuk menyelesaikan perselisihan tersebut melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI) menurut peraturan dan prosedur BANI yang berlaku, dengan tempat arbitrase di ${forum.bani}. Putusan arbitrase bersifat final dan mengikat PARA PIHAK.`;
  return {
    title: "PENYELESAIAN PERSELISIHAN",
    body: [
      {
        marker: "(1)",
        list: [
          "Apabila terjadi perselisihan atau perbedaan pendapat sehubungan dengan pelaksanaan Perjanjian ini, PARA PIHAK sepakat untuk terlebih dahulu menyelesaikannya secara musyawarah untuk mufakat.",
          second,
        ],
      },
    ],
  };
}

const hukum: Article = {
  title: "HUKUM YANG BERLAKU",
  body: ["Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia."],
};

const waiver1266 =
  "Untuk pengakhiran Perjanjian ini, PARA PIHAK sepakat untuk mengesampingkan ketentuan Pasal 1266 dan Pasal 1267 Kitab Undang-Undang Hukum Perdata sepanjang yang mengatur tentang diperlukannya putusan pengadilan untuk mengakhiri suatu perjanjian.";

const lainLain: Article = {
  title: "LAIN-LAIN",
  body: [
    {
      marker: "(1)",
      list: [
        "Hal-hal yang belum atau tidak cukup diatur dalam Perjanjian ini akan diatur kemudian oleh PARA PIHAK dalam suatu addendum yang merupakan bagian yang tidak terpisahkan dari Perjanjian ini.",
        "Setiap pemberitahuan dalam rangka Perjanjian ini dilakukan secara tertulis dan dikirimkan ke alamat PARA PIHAK sebagaimana tercantum pada bagian awal Perjanjian ini.",
      ],
    },
  ],
};

const penutup = (copies = 2) =>
  `Demikian Perjanjian ini dibuat dan ditandatangani oleh PARA PIHAK pada hari dan tanggal sebagaimana disebutkan pada awal Perjanjian ini, dalam rangkap ${count(copies, "")}`.trimEnd() +
  ", masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.";

// ---------------------------------------------------------------------------------------------
// Rendering.

function contractPages(spec: ContractSpec): Page[] {
  const s = new Sheet({
    style: { font: spec.font, size: spec.size },
    margin: { top: 64, bottom: 72, left: 72, right: 64 },
    leading: 1.38,
  });
  for (const line of spec.title)
    s.say(line, { align: "center", bold: true, size: spec.size + 2.5 });
  if (spec.number) s.say(spec.number, { align: "center" });
  s.space(12);
  const indent = 22;
  const body = (part: Body, x = s.left) => {
    if (typeof part === "string") {
      s.para(part, { x, justify: true, after: 5 });
    } else if ("center" in part) {
      s.say(part.center, { align: "center", bold: true });
      s.space(5);
    } else if ("rows" in part) {
      for (const [label, value] of part.rows) {
        s.ensure(s.lineHeight());
        const lines = [value];
        s.text(x + indent, s.y + spec.size, label);
        s.text(x + indent + 100, s.y + spec.size, ":");
        s.para(lines[0]!, { x: x + indent + 108 });
      }
      s.space(5);
    } else {
      part.list.forEach((text, index) => {
        const label =
          part.marker === "1."
            ? `${index + 1}.`
            : part.marker === "a."
              ? `${String.fromCharCode(97 + index)}.`
              : `(${index + 1})`;
        s.para(text, { x: x + indent, label, labelX: x, justify: true, after: 3 });
      });
      s.space(3);
    }
  };
  for (const part of spec.preamble) body(part);
  spec.articles.forEach((article, index) => {
    s.ensure(s.lineHeight() * 4);
    s.space(4);
    if (spec.articleStyle === "pasal") {
      s.say(`Pasal ${index + 1}`, { align: "center", bold: true });
      s.say(article.title, { align: "center", bold: true });
    } else {
      s.say(`${index + 1}. ${article.title}`, { bold: true });
    }
    s.space(2);
    for (const part of article.body) body(part);
  });
  s.space(4);
  for (const text of spec.closing) s.para(text, { justify: true, after: 5 });

  // Signatures, side by side, kept together on one page.
  s.ensure(170);
  s.space(12);
  const columns = spec.signers.length;
  const width = s.inner / columns;
  const top = s.y;
  let bottom = top;
  spec.signers.forEach((signer, index) => {
    const x = s.left + width * index + width / 2;
    const lh = s.lineHeight();
    s.text(x, top + spec.size, signer.heading, { bold: true, align: "center" });
    if (signer.entity) s.text(x, top + lh + spec.size, signer.entity, { align: "center" });
    if (signer.meterai) drawMeterai(s, x - 75, top + 2 * lh + 6);
    const nameY = top + 2 * lh + 62 + spec.size;
    s.text(x, nameY, signer.name, { bold: true, align: "center" });
    s.line(x - 70, nameY + 2, x + 70, nameY + 2, 0.5);
    if (signer.role) s.text(x, nameY + lh, signer.role, { align: "center" });
    bottom = Math.max(bottom, nameY + 2 * lh);
  });
  s.y = bottom + 10;
  if (spec.witnesses) {
    s.say(spec.language === "id" ? "Saksi-saksi:" : "Witnesses:", { bold: true });
    spec.witnesses.forEach((name, index) =>
      s.say(`${index + 1}. ${name}          (....................................)`),
    );
  }

  const en = spec.language === "en";
  return s.finish((sheet, index, total) => {
    const y = sheet.height - 40;
    sheet.text(
      sheet.width / 2,
      y,
      en ? `Page ${index + 1} of ${total}` : `Halaman ${index + 1} dari ${total}`,
      {
        size: 8,
        align: "center",
      },
    );
    if (!en && spec.type !== "power_of_attorney") {
      sheet.text(sheet.right, y, "Paraf: ______ | ______", {
        size: 7.5,
        align: "right",
        color: "#444444",
      });
    }
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function contractHtml(spec: ContractSpec): string {
  const part = (body: Body): string => {
    if (typeof body === "string") return `<p align="justify">${escapeHtml(body)}</p>`;
    if ("center" in body) return `<p align="center"><b>${escapeHtml(body.center)}</b></p>`;
    if ("rows" in body) {
      return `<table style="margin-left:2em">${body.rows
        .map(
          ([label, value]) =>
            `<tr><td width="140">${escapeHtml(label)}</td><td>: ${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`;
    }
    const type = body.marker === "a." ? "a" : "1";
    return `<ol type="${type}">${body.list.map((text) => `<li><p align="justify">${escapeHtml(text)}</p></li>`).join("")}</ol>`;
  };
  const articles = spec.articles
    .map((article, index) =>
      spec.articleStyle === "pasal"
        ? `<h2 align="center">Pasal ${index + 1}</h2><h2 align="center">${escapeHtml(article.title)}</h2>${article.body.map(part).join("")}`
        : `<h2>${index + 1}. ${escapeHtml(article.title)}</h2>${article.body.map(part).join("")}`,
    )
    .join("\n");
  const signers = spec.signers
    .map(
      (signer) =>
        `<td align="center" width="50%"><b>${escapeHtml(signer.heading)}</b><br>${signer.entity ? `${escapeHtml(signer.entity)}<br>` : ""}${signer.meterai ? "<br>[Meterai Rp10.000]<br>" : "<br><br>"}<br><br><b><u>${escapeHtml(signer.name)}</u></b><br>${escapeHtml(signer.role ?? "")}</td>`,
    )
    .join("");
  return `<!doctype html><html lang="${spec.language}"><head><meta charset="utf-8"><title>${escapeHtml(spec.title.join(" "))}</title>
<style>body{font-family:"Times New Roman",serif;font-size:11pt} h1,h2{font-size:11pt}</style></head><body>
${spec.title.map((line) => `<h1 align="center">${escapeHtml(line)}</h1>`).join("")}
${spec.number ? `<p align="center">${escapeHtml(spec.number)}</p>` : ""}
${spec.preamble.map(part).join("\n")}
${articles}
${spec.closing.map((text) => `<p align="justify">${escapeHtml(text)}</p>`).join("")}
<table width="100%"><tr>${signers}</tr></table>
</body></html>`;
}

function contractDoc(spec: ContractSpec): Doc {
  let output: Output;
  if (spec.output === "docx") output = { kind: "docx", html: contractHtml(spec) };
  else {
    const pages = contractPages(spec);
    output =
      spec.output === "pdf"
        ? { kind: "pdf", pages, title: spec.title.join(" ") }
        : spec.output === "scan-pdf"
          ? { kind: "scan-pdf", pages, dpi: 150, quality: 50 }
          : { kind: "scan-png", page: pages[0]!, dpi: 150, colours: 16 };
    if (spec.output === "scan-png" && pages.length > 1)
      throw new Error(`${spec.name} does not fit on one page`);
  }
  return {
    name: spec.name,
    type: "contract",
    language: spec.language,
    fields: { ...spec.fields, contract_type: spec.type },
    output,
  };
}

// ---------------------------------------------------------------------------------------------
// The contracts.

function sewaRuko(): ContractSpec {
  const signed = "2024-12-20";
  const start = "2025-01-01";
  const tenant = C.berkahTeknik;
  const yearly = 85_000_000;
  const total = yearly * 2;
  return {
    name: "Perjanjian_Sewa_Ruko_BSD_C17.pdf",
    language: "id",
    type: "lease",
    title: ["PERJANJIAN SEWA MENYEWA RUKO"],
    number: "Nomor: 014/SWR/XII/2024",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, bertempat di Tangerang Selatan, yang bertanda tangan di bawah ini:`,
      {
        marker: "1.",
        list: [
          "Budi Santoso Wijaya, Warga Negara Indonesia, lahir di Jakarta pada tanggal 14 Februari 1968, pekerjaan Wiraswasta, bertempat tinggal di Jl. Anggrek Loka Blok G2 No. 5, Rawa Buntu, Serpong, Tangerang Selatan, pemegang Kartu Tanda Penduduk NIK 3674031402680003, dalam hal ini bertindak untuk dan atas nama diri sendiri, selanjutnya disebut “PIHAK PERTAMA” atau “Yang Menyewakan”.",
          cvParty(tenant, "Rahmat Hidayat", "Direktur", "PIHAK KEDUA").replace(
            "”.",
            "” atau “Penyewa”.",
          ),
        ],
      },
      "PIHAK PERTAMA dan PIHAK KEDUA secara bersama-sama disebut “PARA PIHAK”. PARA PIHAK terlebih dahulu menerangkan hal-hal sebagai berikut:",
      {
        marker: "a.",
        list: [
          "Bahwa PIHAK PERTAMA adalah pemilik yang sah atas sebuah bangunan rumah toko (ruko) tiga lantai yang terletak di Ruko Golden Boulevard Blok C No. 17, BSD City, Tangerang Selatan, berdasarkan Sertifikat Hak Guna Bangunan No. 02341/Lengkong Karya (selanjutnya disebut “Ruko”).",
          "Bahwa PIHAK KEDUA bermaksud menyewa Ruko tersebut untuk digunakan sebagai kantor dan ruang pamer peralatan teknik, dan PIHAK PERTAMA bersedia menyewakannya.",
        ],
      },
      "Berdasarkan hal-hal tersebut di atas, PARA PIHAK sepakat untuk membuat dan menandatangani Perjanjian Sewa Menyewa Ruko ini (selanjutnya disebut “Perjanjian”) dengan syarat dan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "OBJEK SEWA",
        body: [
          "PIHAK PERTAMA dengan ini menyewakan kepada PIHAK KEDUA, dan PIHAK KEDUA dengan ini menyewa dari PIHAK PERTAMA, Ruko beserta instalasi listrik 11.000 VA, sambungan air PDAM, satu saluran telepon dan kunci-kunci sebagaimana tercantum dalam Berita Acara Serah Terima yang merupakan lampiran Perjanjian ini.",
        ],
      },
      {
        title: "JANGKA WAKTU SEWA",
        body: [
          {
            marker: "(1)",
            list: [
              `Sewa menyewa ini berlangsung untuk jangka waktu ${count(2, "tahun")} terhitung sejak tanggal ${fmtDate(start, "id")}.`,
              "Perjanjian ini dapat diperpanjang atas kesepakatan PARA PIHAK. PIHAK KEDUA wajib menyampaikan maksud perpanjangan secara tertulis selambat-lambatnya 3 (tiga) bulan sebelum berakhirnya jangka waktu sewa.",
              "Apabila Perjanjian tidak diperpanjang, PIHAK KEDUA wajib menyerahkan kembali Ruko kepada PIHAK PERTAMA dalam keadaan kosong dan baik pada hari terakhir jangka waktu sewa.",
            ],
          },
        ],
      },
      {
        title: "HARGA SEWA DAN CARA PEMBAYARAN",
        body: [
          {
            marker: "(1)",
            list: [
              `Harga sewa Ruko disepakati sebesar ${rp(yearly)} per tahun, sehingga seluruhnya berjumlah ${rp(total)} untuk ${count(2, "tahun")} masa sewa.`,
              "Harga sewa tersebut belum termasuk biaya pemakaian listrik, air, telepon, internet dan iuran pengelolaan lingkungan yang menjadi tanggungan PIHAK KEDUA.",
              "Harga sewa dibayar sekaligus oleh PIHAK KEDUA paling lambat tanggal 27 Desember 2024 melalui transfer ke rekening Bank BCA No. 4970558123 atas nama Budi Santoso Wijaya.",
              `Selain harga sewa, PIHAK KEDUA menyerahkan uang jaminan sebesar ${rp(10_000_000)} yang akan dikembalikan tanpa bunga setelah Ruko diserahkan kembali dalam keadaan baik.`,
              "Pajak Penghasilan atas sewa bangunan menjadi tanggungan PIHAK PERTAMA dan dipotong oleh PIHAK KEDUA sesuai dengan ketentuan peraturan perpajakan yang berlaku.",
            ],
          },
        ],
      },
      {
        title: "HAK DAN KEWAJIBAN PARA PIHAK",
        body: [
          {
            marker: "(1)",
            list: [
              "PIHAK PERTAMA menjamin bahwa Ruko tidak sedang dalam sengketa, tidak dijaminkan kepada pihak lain dan bebas dari sitaan.",
              "PIHAK KEDUA wajib memelihara Ruko dengan baik serta menanggung biaya perbaikan kecil akibat pemakaian sehari-hari. Perbaikan struktur bangunan dan atap menjadi tanggungan PIHAK PERTAMA.",
              "PIHAK KEDUA dilarang menyewakan kembali atau mengalihkan hak sewa atas Ruko kepada pihak lain tanpa persetujuan tertulis dari PIHAK PERTAMA.",
              "PIHAK KEDUA tidak diperkenankan mengubah bentuk bangunan tanpa persetujuan tertulis dari PIHAK PERTAMA.",
            ],
          },
        ],
      },
      kahar(14),
      {
        title: "PENGAKHIRAN PERJANJIAN",
        body: [
          "Apabila salah satu pihak melanggar ketentuan dalam Perjanjian ini dan tidak memperbaikinya dalam waktu 30 (tiga puluh) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri Perjanjian ini secara sepihak. " +
            waiver1266,
        ],
      },
      sengketa({ court: "Pengadilan Negeri Tangerang" }),
      hukum,
      lainLain,
    ],
    closing: [penutup()],
    signers: [
      { heading: "PIHAK PERTAMA", name: "Budi Santoso Wijaya", meterai: true },
      { heading: "PIHAK KEDUA", entity: tenant.name, name: "Rahmat Hidayat", role: "Direktur" },
    ],
    output: "pdf",
    seed: 401,
    fields: {
      document_title: "PERJANJIAN SEWA MENYEWA RUKO",
      document_number: "014/SWR/XII/2024",
      date: signed,
      primary_party: "Budi Santoso Wijaya",
      counterparty: tenant.name,
      effective_date: start,
      expiry_date: termEnd(start, { years: 2 }),
      governing_law: "Indonesia",
      contract_value: total,
      currency: "IDR",
    },
  };
}

function kerjaSama(): ContractSpec {
  const signed = "2025-03-10";
  const first = C.bogaRasa;
  const second = C.mitraKreatif;
  return {
    name: "PKS_BRN-MKD_031-2025.pdf",
    language: "id",
    type: "cooperation",
    title: ["PERJANJIAN KERJA SAMA PEMASARAN PRODUK"],
    number: "Nomor: 031/PKS/BRN-MKD/III/2025",
    font: "sans",
    size: 9.8,
    articleStyle: "pasal",
    preamble: [
      `Perjanjian Kerja Sama ini dibuat dan ditandatangani di Bandung pada hari ${spelledDate(signed)}, oleh dan antara:`,
      {
        marker: "1.",
        list: [
          ptParty(first, "Fransiska Halim", "Direktur", "PIHAK PERTAMA"),
          cvParty(second, "Nadia Paramitha", "Direktur", "PIHAK KEDUA"),
        ],
      },
      "PIHAK PERTAMA dan PIHAK KEDUA secara bersama-sama disebut “PARA PIHAK” dan masing-masing disebut “PIHAK”.",
      "PARA PIHAK terlebih dahulu menerangkan bahwa PIHAK PERTAMA adalah produsen makanan beku dengan merek dagang “Dapur Bu Fransiska”, dan PIHAK KEDUA adalah perusahaan yang bergerak di bidang pemasaran digital dan pengelolaan toko daring. PARA PIHAK sepakat untuk mengadakan kerja sama dengan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "RUANG LINGKUP",
        body: [
          "PIHAK KEDUA akan memasarkan dan menjual produk PIHAK PERTAMA melalui toko resmi di lokapasar (marketplace), media sosial dan situs web yang dikelola PIHAK KEDUA, termasuk pembuatan konten, pengelolaan iklan berbayar dan layanan pelanggan.",
        ],
      },
      {
        title: "HAK DAN KEWAJIBAN",
        body: [
          {
            marker: "(1)",
            list: [
              "PIHAK PERTAMA wajib menyediakan produk sesuai pesanan yang diteruskan PIHAK KEDUA, menjamin mutu produk serta izin edar BPOM dan sertifikat halal yang masih berlaku.",
              "PIHAK KEDUA wajib mengelola toko daring secara profesional, menjaga reputasi merek PIHAK PERTAMA dan menyampaikan laporan penjualan setiap tanggal 5 (lima) bulan berikutnya.",
              "PIHAK KEDUA tidak diperkenankan menjual produk di bawah harga eceran yang ditetapkan oleh PIHAK PERTAMA.",
            ],
          },
        ],
      },
      {
        title: "BAGI HASIL DAN PEMBAYARAN",
        body: [
          {
            marker: "(1)",
            list: [
              "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih setiap bulan, yaitu nilai penjualan setelah dikurangi potongan harga, biaya lokapasar dan retur.",
              "PIHAK PERTAMA membayar komisi selambat-lambatnya 14 (empat belas) hari kalender setelah menerima laporan penjualan dan faktur dari PIHAK KEDUA.",
              "Masing-masing PIHAK menanggung pajak yang timbul atas penghasilannya sesuai dengan ketentuan peraturan perpajakan yang berlaku.",
            ],
          },
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Perjanjian ini berlaku untuk jangka waktu ${count(1, "tahun")} terhitung sejak tanggal ditandatanganinya Perjanjian ini dan dapat diperpanjang berdasarkan kesepakatan tertulis PARA PIHAK paling lambat 30 (tiga puluh) hari sebelum berakhirnya jangka waktu tersebut.`,
        ],
      },
      {
        title: "KERAHASIAAN",
        body: [
          "PARA PIHAK wajib menjaga kerahasiaan seluruh informasi yang diperoleh dari pihak lainnya, termasuk data pelanggan, harga pokok, resep dan strategi pemasaran, selama Perjanjian ini berlaku dan 2 (dua) tahun setelah Perjanjian ini berakhir.",
        ],
      },
      kahar(7, "Keadaan Memaksa"),
      {
        title: "PENGAKHIRAN",
        body: [
          "Masing-masing PIHAK dapat mengakhiri Perjanjian ini sebelum jangka waktunya berakhir dengan pemberitahuan tertulis sekurang-kurangnya 60 (enam puluh) hari sebelumnya, dengan tetap menyelesaikan kewajiban yang telah timbul. " +
            waiver1266,
        ],
      },
      sengketa({ bani: "Jakarta" }),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      {
        heading: "PIHAK PERTAMA",
        entity: first.name,
        name: "Fransiska Halim",
        role: "Direktur",
        meterai: true,
      },
      { heading: "PIHAK KEDUA", entity: second.name, name: "Nadia Paramitha", role: "Direktur" },
    ],
    output: "pdf",
    seed: 402,
    fields: {
      document_title: "PERJANJIAN KERJA SAMA PEMASARAN PRODUK",
      document_number: "031/PKS/BRN-MKD/III/2025",
      date: signed,
      primary_party: first.name,
      counterparty: second.name,
      effective_date: signed,
      expiry_date: termEnd(signed, { years: 1 }),
      governing_law: "Indonesia",
    },
  };
}

function pkwt(): ContractSpec {
  const signed = "2025-06-25";
  const start = "2025-07-01";
  const end = termEnd(start, { months: 12 });
  const employer = C.bogaRasa;
  const employee = "Dewi Lestari Anggraini";
  return {
    name: "PKWT_Dewi_Lestari_Anggraini_2025.docx",
    language: "id",
    type: "employment",
    title: ["PERJANJIAN KERJA WAKTU TERTENTU"],
    number: "Nomor: 027/PKWT/HRD-BRN/VI/2025",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, di Bandung, telah dibuat dan disepakati Perjanjian Kerja Waktu Tertentu antara:`,
      ptParty(
        employer,
        "Yudi Permana",
        "Manajer Personalia",
        "PIHAK PERTAMA",
        " berdasarkan Surat Kuasa Direksi No. 011/SK-DIR/I/2025",
      ),
      {
        rows: [
          ["Nama", employee],
          ["NIK", "3273015708970002"],
          ["Tempat/Tgl. Lahir", "Cimahi, 17 Agustus 1997"],
          ["Jenis Kelamin", "Perempuan"],
          ["Alamat", "Jl. Sukaraja II No. 41, Sukaraja, Cicendo, Bandung"],
        ],
      },
      "dalam hal ini bertindak untuk dan atas nama diri sendiri, selanjutnya disebut “PIHAK KEDUA”.",
      "PIHAK PERTAMA dan PIHAK KEDUA sepakat untuk mengikatkan diri dalam hubungan kerja untuk waktu tertentu dengan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "JABATAN DAN TEMPAT KERJA",
        body: [
          "PIHAK PERTAMA mempekerjakan PIHAK KEDUA sebagai Staf Administrasi Gudang pada Gudang Distribusi PIHAK PERTAMA di Jl. Soekarno-Hatta No. 590, Bandung, dengan tugas mencatat penerimaan dan pengeluaran barang, menyusun laporan persediaan harian serta tugas lain yang diberikan oleh atasan.",
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          {
            marker: "(1)",
            list: [
              `Perjanjian kerja ini berlaku untuk jangka waktu ${count(12, "bulan")} terhitung sejak tanggal ${fmtDate(start, "id")} sampai dengan tanggal ${fmtDate(end, "id")}.`,
              "Perjanjian ini tidak mensyaratkan masa percobaan kerja.",
              "Perjanjian ini dapat diperpanjang berdasarkan kesepakatan PARA PIHAK sesuai dengan ketentuan Peraturan Pemerintah Nomor 35 Tahun 2021.",
            ],
          },
        ],
      },
      {
        title: "WAKTU KERJA",
        body: [
          "Waktu kerja PIHAK KEDUA adalah 40 (empat puluh) jam dalam 1 (satu) minggu, yaitu Senin sampai dengan Jumat pukul 08.00-17.00 WIB dengan waktu istirahat 1 (satu) jam. Kerja lembur dilaksanakan atas perintah tertulis atasan dan dibayar sesuai peraturan perundang-undangan.",
        ],
      },
      {
        title: "UPAH DAN FASILITAS",
        body: [
          {
            marker: "(1)",
            list: [
              `PIHAK KEDUA menerima upah pokok sebesar ${rp(4_800_000)} per bulan dan tunjangan transportasi sebesar ${rp(600_000)} per bulan.`,
              "Upah dibayarkan setiap tanggal 28 (dua puluh delapan) melalui transfer ke rekening PIHAK KEDUA, setelah dipotong Pajak Penghasilan Pasal 21 dan iuran BPJS bagian pekerja.",
              "PIHAK PERTAMA mendaftarkan PIHAK KEDUA dalam program BPJS Kesehatan dan BPJS Ketenagakerjaan.",
              "Pada saat berakhirnya Perjanjian ini, PIHAK PERTAMA memberikan uang kompensasi kepada PIHAK KEDUA sesuai dengan Peraturan Pemerintah Nomor 35 Tahun 2021.",
            ],
          },
        ],
      },
      {
        title: "KEWAJIBAN PIHAK KEDUA",
        body: [
          {
            marker: "a.",
            list: [
              "mematuhi Peraturan Perusahaan dan tata tertib yang berlaku;",
              "menjaga kerahasiaan data persediaan, harga dan pelanggan PIHAK PERTAMA;",
              "mengembalikan seluruh barang milik PIHAK PERTAMA pada saat hubungan kerja berakhir.",
            ],
          },
        ],
      },
      {
        title: "PENGAKHIRAN HUBUNGAN KERJA",
        body: [
          "Hubungan kerja berakhir dengan sendirinya pada saat berakhirnya jangka waktu Perjanjian ini. Apabila salah satu pihak mengakhiri hubungan kerja sebelum berakhirnya jangka waktu, pihak yang mengakhiri wajib membayar ganti rugi sesuai dengan ketentuan peraturan perundang-undangan ketenagakerjaan.",
        ],
      },
      {
        title: "PENYELESAIAN PERSELISIHAN",
        body: [
          "Perselisihan yang timbul dari Perjanjian ini diselesaikan secara bipartit. Apabila tidak tercapai kesepakatan, perselisihan diselesaikan melalui mediasi pada Dinas Tenaga Kerja Kota Bandung dan selanjutnya melalui Pengadilan Hubungan Industrial pada Pengadilan Negeri Bandung.",
        ],
      },
      {
        title: "KETENTUAN PENUTUP",
        body: [
          "Perjanjian ini tunduk pada ketentuan peraturan perundang-undangan ketenagakerjaan yang berlaku di Negara Republik Indonesia. Hal-hal yang belum diatur dalam Perjanjian ini mengacu pada Peraturan Perusahaan dan peraturan perundang-undangan yang berlaku.",
        ],
      },
    ],
    closing: [penutup()],
    signers: [
      {
        heading: "PIHAK PERTAMA",
        entity: employer.name,
        name: "Yudi Permana",
        role: "Manajer Personalia",
      },
      { heading: "PIHAK KEDUA", name: employee, meterai: true },
    ],
    output: "docx",
    seed: 403,
    fields: {
      document_title: "PERJANJIAN KERJA WAKTU TERTENTU",
      document_number: "027/PKWT/HRD-BRN/VI/2025",
      date: signed,
      primary_party: employer.name,
      counterparty: employee,
      effective_date: start,
      expiry_date: end,
      governing_law: "Indonesia",
    },
  };
}

function ndaEnglish(): ContractSpec {
  const signed = "2025-07-28";
  const effective = "2025-08-01";
  const meridian = "Meridian Analytics Pte. Ltd.";
  const cipta = C.ciptaData;
  return {
    name: "Mutual_NDA_Meridian_CiptaData_signed.pdf",
    language: "en",
    type: "nda",
    title: ["MUTUAL NON-DISCLOSURE AGREEMENT"],
    font: "serif",
    size: 10.5,
    articleStyle: "numbered",
    preamble: [
      `This Mutual Non-Disclosure Agreement (the “Agreement”) is made on ${fmtDate(signed, "en")} and is effective as of ${fmtDate(effective, "en")} (the “Effective Date”) by and between:`,
      {
        marker: "(1)",
        list: [
          `${meridian}, a company incorporated in the Republic of Singapore (UEN 201923456D), having its registered office at 1 Raffles Place, #20-61, One Raffles Place, Singapore 048616 (“Meridian”); and`,
          `${cipta.name}, a limited liability company established under the laws of the Republic of Indonesia, having its office at ${cipta.address.join(", ")}, represented by ${cipta.director.name} as ${cipta.director.role} (“Cipta”).`,
        ],
      },
      "Meridian and Cipta are each a “Party” and together the “Parties”. The Parties wish to evaluate a possible collaboration on a retail analytics platform for Indonesian merchants (the “Purpose”) and, in doing so, will disclose confidential information to each other. The Parties therefore agree as follows:",
    ],
    articles: [
      {
        title: "CONFIDENTIAL INFORMATION",
        body: [
          "“Confidential Information” means any information disclosed by one Party (the “Discloser”) to the other (the “Recipient”), in any form, that is marked as confidential or would reasonably be understood to be confidential, including source code, data models, customer data, pricing and business plans. It does not include information that is or becomes public through no fault of the Recipient, was lawfully known to the Recipient before disclosure, or is independently developed without use of the Discloser's information.",
        ],
      },
      {
        title: "OBLIGATIONS",
        body: [
          {
            marker: "a.",
            list: [
              "The Recipient shall use the Confidential Information solely for the Purpose and shall not disclose it to any third party except to its employees and professional advisers who need to know it and are bound by obligations no less protective than this Agreement.",
              "The Recipient shall protect the Confidential Information with at least the degree of care it uses for its own confidential information, and no less than reasonable care.",
              "Personal data shall be processed only in accordance with applicable data protection laws, including Indonesian Law No. 27 of 2022 on Personal Data Protection.",
            ],
          },
        ],
      },
      {
        title: "COMPELLED DISCLOSURE",
        body: [
          "If the Recipient is required by law or by a court or government authority to disclose Confidential Information, it shall, where legally permitted, give the Discloser prompt notice and disclose only the portion that is legally required.",
        ],
      },
      {
        title: "TERM",
        body: [
          `This Agreement shall remain in force for a period of three (3) years from the Effective Date. The obligations of confidentiality shall survive the expiry or termination of this Agreement for a further two (2) years.`,
        ],
      },
      {
        title: "RETURN OF INFORMATION",
        body: [
          "Upon the Discloser's written request, or on expiry of this Agreement, the Recipient shall promptly return or destroy all Confidential Information and confirm that it has done so in writing.",
        ],
      },
      {
        title: "NO LICENCE OR OBLIGATION",
        body: [
          "Nothing in this Agreement grants any licence under any intellectual property right or obliges either Party to enter into any further agreement.",
        ],
      },
      {
        title: "GOVERNING LAW AND DISPUTES",
        body: [
          "This Agreement shall be governed by and construed in accordance with the laws of the Republic of Singapore. Any dispute arising out of or in connection with this Agreement shall be finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC) in accordance with its Arbitration Rules. The seat of arbitration shall be Singapore and the language English.",
        ],
      },
      {
        title: "LANGUAGE",
        body: [
          "This Agreement is made in English and Bahasa Indonesia. Both versions are equally authentic; in the event of any inconsistency, the English version shall prevail to the extent permitted by law.",
        ],
      },
    ],
    closing: [
      "IN WITNESS WHEREOF, the Parties have executed this Agreement by their duly authorised representatives on the date first written above.",
    ],
    signers: [
      { heading: "For and on behalf of", entity: meridian, name: "Priya Raman", role: "Director" },
      {
        heading: "For and on behalf of",
        entity: cipta.name,
        name: cipta.director.name,
        role: cipta.director.role,
      },
    ],
    output: "pdf",
    seed: 404,
    fields: {
      document_title: "MUTUAL NON-DISCLOSURE AGREEMENT",
      date: signed,
      primary_party: meridian,
      counterparty: cipta.name,
      effective_date: effective,
      // Under Singapore (English) law a period "from" a date leaves that day out, so three
      // years end on the anniversary; Indonesian "terhitung sejak" counts it in (termEnd).
      expiry_date: addMonths(effective, 36),
      governing_law: "Singapore",
    },
  };
}

function ndaIndonesia(): ContractSpec {
  const signed = "2025-04-14";
  const first = C.saranaLogistik;
  const second = C.mitraKreatif;
  return {
    name: "scan_perjanjian_kerahasiaan_SLP.pdf",
    language: "id",
    type: "nda",
    title: ["PERJANJIAN KERAHASIAAN", "(NON-DISCLOSURE AGREEMENT)"],
    number: "Nomor: 009/LGL-SLP/IV/2025",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      `Perjanjian Kerahasiaan ini (“Perjanjian”) dibuat pada hari ${spelledDate(signed)}, di Jakarta, oleh dan antara:`,
      {
        marker: "1.",
        list: [
          ptParty(first, first.director.name, first.director.role, "PIHAK PERTAMA"),
          cvParty(second, "Nadia Paramitha", "Direktur", "PIHAK KEDUA"),
        ],
      },
      "PARA PIHAK bermaksud menjajaki kerja sama pengembangan aplikasi pelacakan armada dan pengiriman milik PIHAK PERTAMA (“Tujuan”), dan untuk itu akan saling memberikan informasi yang bersifat rahasia.",
    ],
    articles: [
      {
        title: "INFORMASI RAHASIA",
        body: [
          "Informasi Rahasia adalah seluruh data dan keterangan dalam bentuk apa pun yang diberikan oleh satu pihak kepada pihak lainnya dalam rangka Tujuan, termasuk namun tidak terbatas pada data pelanggan, rute dan tarif pengiriman, rancangan sistem, kode sumber, dan informasi keuangan, kecuali informasi yang telah menjadi milik umum bukan karena kesalahan pihak penerima.",
        ],
      },
      {
        title: "KEWAJIBAN PARA PIHAK",
        body: [
          {
            marker: "(1)",
            list: [
              "Pihak penerima wajib menggunakan Informasi Rahasia semata-mata untuk Tujuan dan tidak mengungkapkannya kepada pihak ketiga tanpa persetujuan tertulis dari pihak pemberi.",
              "Pihak penerima wajib membatasi akses terhadap Informasi Rahasia hanya kepada karyawan yang memerlukannya dan terikat kewajiban kerahasiaan yang sama.",
              "Pengolahan data pribadi dilakukan sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.",
            ],
          },
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Perjanjian ini mulai berlaku sejak tanggal ditandatangani dan berlaku selama ${count(2, "tahun")}. Kewajiban menjaga kerahasiaan tetap berlaku selama 1 (satu) tahun setelah Perjanjian ini berakhir.`,
        ],
      },
      {
        title: "PENGEMBALIAN INFORMASI",
        body: [
          "Atas permintaan tertulis pihak pemberi atau pada saat Perjanjian ini berakhir, pihak penerima wajib mengembalikan atau memusnahkan seluruh Informasi Rahasia beserta salinannya.",
        ],
      },
      {
        title: "SANKSI",
        body: [
          "Pihak yang melanggar ketentuan Perjanjian ini wajib mengganti seluruh kerugian yang diderita oleh pihak lainnya, tanpa mengurangi hak pihak yang dirugikan untuk menempuh upaya hukum lainnya.",
        ],
      },
      sengketa({ court: "Pengadilan Negeri Jakarta Utara" }, 14),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      {
        heading: "PIHAK PERTAMA",
        entity: first.name,
        name: first.director.name,
        role: first.director.role,
        meterai: true,
      },
      {
        heading: "PIHAK KEDUA",
        entity: second.name,
        name: "Nadia Paramitha",
        role: "Direktur",
        meterai: true,
      },
    ],
    output: "scan-pdf",
    seed: 405,
    fields: {
      document_title: "PERJANJIAN KERAHASIAAN",
      document_number: "009/LGL-SLP/IV/2025",
      date: signed,
      primary_party: first.name,
      counterparty: second.name,
      effective_date: signed,
      expiry_date: termEnd(signed, { years: 2 }),
      governing_law: "Indonesia",
    },
  };
}

function distribution(): ContractSpec {
  const signed = "2025-01-20";
  const effective = "2025-02-01";
  const principal = "Everbright Kitchenware Sdn. Bhd.";
  const distributor = C.dapurPrima;
  return {
    name: "Distribution_Agreement_Everbright_DPN_2025.pdf",
    language: "en",
    type: "distribution",
    title: ["EXCLUSIVE DISTRIBUTION AGREEMENT"],
    number: "Ref. No. EBK/DA/ID/2025-01",
    font: "sans",
    size: 9.8,
    articleStyle: "numbered",
    preamble: [
      `THIS AGREEMENT is made on ${fmtDate(signed, "en")} BETWEEN:`,
      {
        marker: "(1)",
        list: [
          `${principal}, a company incorporated in Malaysia (Company No. 201801023456 (1283345-K)), whose registered office is at Lot 12, Jalan Perindustrian 5, Kawasan Perindustrian Bukit Beruntung, 48300 Rawang, Selangor, Malaysia (the “Principal”); and`,
          `${distributor.name}, a limited liability company established under the laws of the Republic of Indonesia, whose office is at ${distributor.address.join(", ")}, Indonesia, represented by ${distributor.director.name} as President Director (the “Distributor”).`,
        ],
      },
      "WHEREAS the Principal manufactures stainless steel cookware and kitchen utensils under the EVERBRIGHT brand, and the Distributor wishes to be appointed as the exclusive distributor of those products in Indonesia on the terms of this Agreement. NOW IT IS AGREED as follows:",
    ],
    articles: [
      {
        title: "APPOINTMENT",
        body: [
          "The Principal appoints the Distributor as its exclusive distributor of the Products listed in Schedule 1 in the territory of the Republic of Indonesia (the “Territory”), and the Distributor accepts the appointment. The Principal shall not appoint any other distributor or agent in the Territory, nor sell the Products directly to customers in the Territory, during the Term.",
        ],
      },
      {
        title: "TERM",
        body: [
          `This Agreement shall come into force on ${fmtDate(effective, "en")} (the “Effective Date”) and shall continue for an initial term of three (3) years commencing on the Effective Date. Thereafter it may be renewed for successive periods of one (1) year by written agreement of the Parties made no later than ninety (90) days before expiry.`,
        ],
      },
      {
        title: "MINIMUM PURCHASE",
        body: [
          "The Distributor shall purchase Products with an aggregate value of not less than USD 250,000 (two hundred and fifty thousand United States Dollars) in each contract year. If the Distributor fails to meet the minimum purchase in any contract year, the Principal may, by written notice, convert the appointment to a non-exclusive one.",
        ],
      },
      {
        title: "ORDERS, PRICES AND PAYMENT",
        body: [
          {
            marker: "a.",
            list: [
              "The Distributor shall place purchase orders in writing. Prices are those in the Principal's export price list in force at the date of the order, FOB Port Klang.",
              "Payment shall be made in United States Dollars by telegraphic transfer within sixty (60) days of the bill of lading date.",
              "The Distributor is responsible for import duties, taxes, and obtaining any import licences and SNI certification required in the Territory.",
            ],
          },
        ],
      },
      {
        title: "TRADEMARKS",
        body: [
          "The Distributor may use the EVERBRIGHT trademarks solely to promote and sell the Products in the Territory. All rights in the trademarks remain with the Principal, and the Distributor shall not register any similar mark or domain name.",
        ],
      },
      {
        title: "FORCE MAJEURE",
        body: [
          "Neither Party shall be liable for any delay or failure to perform caused by events beyond its reasonable control, including natural disasters, flood, earthquake, fire, epidemic, war, riot, strike or government action, provided that it notifies the other Party in writing within fourteen (14) days. If such event continues for more than ninety (90) days, either Party may terminate this Agreement by written notice.",
        ],
      },
      {
        title: "TERMINATION",
        body: [
          "Either Party may terminate this Agreement by written notice if the other Party commits a material breach and fails to remedy it within thirty (30) days of notice, or becomes insolvent. The Parties waive Articles 1266 and 1267 of the Indonesian Civil Code to the extent that a court order is required to terminate this Agreement.",
        ],
      },
      {
        title: "GOVERNING LAW",
        body: [
          "This Agreement shall be governed by and construed in accordance with the laws of the Republic of Indonesia.",
        ],
      },
      {
        title: "DISPUTE RESOLUTION",
        body: [
          "Any dispute arising out of or in connection with this Agreement which cannot be settled amicably within thirty (30) days shall be finally settled by arbitration at the Indonesian National Board of Arbitration (Badan Arbitrase Nasional Indonesia, BANI) in Jakarta in accordance with its rules. The award shall be final and binding.",
        ],
      },
      {
        title: "LANGUAGE",
        body: [
          "This Agreement is executed in the English and Indonesian languages. In the event of any inconsistency between the two versions, the Indonesian version shall prevail.",
        ],
      },
    ],
    closing: [
      "IN WITNESS WHEREOF the Parties have signed this Agreement on the date first written above.",
    ],
    signers: [
      {
        heading: "Signed for the Principal",
        entity: principal,
        name: "Lim Chee Keong",
        role: "Managing Director",
      },
      {
        heading: "Signed for the Distributor",
        entity: distributor.name,
        name: distributor.director.name,
        role: "President Director",
        meterai: true,
      },
    ],
    output: "pdf",
    seed: 406,
    fields: {
      document_title: "EXCLUSIVE DISTRIBUTION AGREEMENT",
      document_number: "EBK/DA/ID/2025-01",
      date: signed,
      primary_party: principal,
      counterparty: distributor.name,
      effective_date: effective,
      expiry_date: termEnd(effective, { years: 3 }),
      governing_law: "Indonesia",
    },
  };
}

function jualBeli(): ContractSpec {
  const signed = "2025-05-08";
  const seller = C.sentosaKimia;
  const buyer = C.rasaNusantara;
  const price = 185_000_000;
  return {
    name: "PJB_Forklift_SAK-RNJ.pdf",
    language: "id",
    type: "sale",
    title: ["PERJANJIAN JUAL BELI", "SATU UNIT FORKLIFT"],
    number: "Nomor: 112/PJB/SAK/V/2025",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, bertempat di Surabaya, kami yang bertanda tangan di bawah ini:`,
      {
        marker: "1.",
        list: [
          ptParty(seller, "Hartono Wijaya", "Direktur Utama", "PENJUAL"),
          cvParty(buyer, buyer.director.name, buyer.director.role, "PEMBELI"),
        ],
      },
      "PENJUAL dan PEMBELI selanjutnya secara bersama-sama disebut “PARA PIHAK”. PARA PIHAK sepakat untuk mengadakan Perjanjian Jual Beli dengan syarat dan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "OBJEK JUAL BELI",
        body: [
          "PENJUAL menjual kepada PEMBELI, dan PEMBELI membeli dari PENJUAL, 1 (satu) unit forklift bermesin diesel kapasitas angkat 3 (tiga) ton dalam kondisi bekas pakai dan berfungsi baik, dengan data sebagai berikut:",
          {
            rows: [
              ["Tahun pembuatan", "2019"],
              ["Nomor seri", "FD30-8K-104572"],
              ["Tinggi angkat", "3.000 mm"],
              ["Jam operasi", "6.820 jam"],
            ],
          },
        ],
      },
      {
        title: "HARGA",
        body: [
          `Harga jual beli disepakati sebesar ${rp(price)}, sudah termasuk Pajak Pertambahan Nilai, biaya pemeriksaan teknis dan biaya pengiriman ke gudang PEMBELI di Jl. Ahmad Yani No. 301, Surabaya.`,
        ],
      },
      {
        title: "CARA PEMBAYARAN",
        body: [
          {
            marker: "(1)",
            list: [
              `Uang muka sebesar 30% (tiga puluh persen) atau ${rp(55_500_000)} dibayar pada saat penandatanganan Perjanjian ini.`,
              `Sisa pembayaran sebesar ${rp(129_500_000)} dibayar paling lambat pada tanggal 22 Mei 2025, bersamaan dengan serah terima forklift.`,
              "Pembayaran dilakukan melalui transfer ke rekening Bank BCA KCU Rungkut No. 0881205566 atas nama PT Sentosa Abadi Kimia.",
            ],
          },
        ],
      },
      {
        title: "PENYERAHAN DAN PERALIHAN RISIKO",
        body: [
          "Forklift diserahkan oleh PENJUAL kepada PEMBELI dengan Berita Acara Serah Terima setelah pelunasan diterima. Sejak ditandatanganinya Berita Acara Serah Terima, hak milik dan risiko atas forklift beralih kepada PEMBELI.",
        ],
      },
      {
        title: "JAMINAN",
        body: [
          "PENJUAL menjamin bahwa forklift adalah miliknya yang sah, tidak sedang dijaminkan dan bebas dari tuntutan pihak lain. PENJUAL memberikan garansi mesin dan transmisi selama 3 (tiga) bulan sejak tanggal serah terima.",
        ],
      },
      kahar(7),
      sengketa({ court: "Pengadilan Negeri Surabaya" }),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      { heading: "PENJUAL", entity: seller.name, name: "Hartono Wijaya", role: "Direktur Utama" },
      {
        heading: "PEMBELI",
        entity: buyer.name,
        name: buyer.director.name,
        role: buyer.director.role,
        meterai: true,
      },
    ],
    witnesses: ["Linda Kusumawati", "Eko Prasetyo"],
    output: "pdf",
    seed: 407,
    fields: {
      document_title: "PERJANJIAN JUAL BELI",
      document_number: "112/PJB/SAK/V/2025",
      date: signed,
      primary_party: seller.name,
      counterparty: buyer.name,
      effective_date: signed,
      governing_law: "Indonesia",
      contract_value: price,
      currency: "IDR",
    },
  };
}

function pinjamMeminjam(): ContractSpec {
  const signed = "2025-07-28";
  const start = "2025-08-01";
  const borrower = C.tunasHarapan;
  const principal = 150_000_000;
  return {
    name: "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan.docx",
    language: "id",
    type: "loan",
    title: ["PERJANJIAN PINJAM MEMINJAM UANG"],
    number: "Nomor: 05/PPU/VII/2025",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, yang bertanda tangan di bawah ini:`,
      {
        rows: [
          ["Nama", "Hendra Wijaya"],
          ["NIK", "3271052306750004"],
          ["Pekerjaan", "Wiraswasta"],
          ["Alamat", "Jl. Pangrango No. 9, Babakan, Bogor Tengah, Kota Bogor"],
        ],
      },
      "dalam hal ini bertindak untuk dan atas nama diri sendiri, selanjutnya disebut “PIHAK PERTAMA” atau “Pemberi Pinjaman”;",
      cvParty(borrower, borrower.director.name, borrower.director.role, "PIHAK KEDUA").replace(
        "”.",
        "” atau “Penerima Pinjaman”.",
      ),
      "PARA PIHAK dengan ini sepakat untuk mengadakan perjanjian pinjam meminjam uang dengan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "JUMLAH PINJAMAN",
        body: [
          `PIHAK PERTAMA memberikan pinjaman uang kepada PIHAK KEDUA sebesar ${rp(principal)} (“Pinjaman”), yang akan dicairkan melalui transfer ke rekening PIHAK KEDUA pada tanggal ${fmtDate(start, "id")}. PIHAK KEDUA menggunakan Pinjaman sebagai modal kerja usaha kontraktor interior.`,
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Jangka waktu Pinjaman adalah ${count(12, "bulan")} terhitung sejak tanggal ${fmtDate(start, "id")}. Seluruh Pinjaman beserta bunganya wajib telah dilunasi pada akhir jangka waktu tersebut.`,
        ],
      },
      {
        title: "BUNGA DAN ANGSURAN",
        body: [
          {
            marker: "(1)",
            list: [
              "Atas Pinjaman dikenakan bunga sebesar 1% (satu persen) per bulan dihitung tetap (flat) dari jumlah pokok Pinjaman.",
              `PIHAK KEDUA membayar angsuran setiap tanggal 1 (satu) setiap bulan sebesar ${rp(14_000_000)}, terdiri dari angsuran pokok ${rp(12_500_000)} dan bunga ${rp(1_500_000)}, dimulai pada tanggal 1 September 2025.`,
              "PIHAK KEDUA dapat melunasi Pinjaman sebelum jangka waktu berakhir tanpa dikenakan denda.",
            ],
          },
        ],
      },
      {
        title: "JAMINAN",
        body: [
          "Sebagai jaminan pelunasan Pinjaman, PIHAK KEDUA menyerahkan kepada PIHAK PERTAMA asli Bukti Pemilikan Kendaraan Bermotor (BPKB) atas 1 (satu) unit kendaraan pikap atas nama CV Tunas Harapan Mandiri, nomor polisi F 8831 KC, yang akan dikembalikan setelah Pinjaman dilunasi.",
        ],
      },
      {
        title: "WANPRESTASI",
        body: [
          "Apabila PIHAK KEDUA terlambat membayar angsuran lebih dari 2 (dua) bulan berturut-turut, PIHAK PERTAMA berhak menagih seketika seluruh sisa Pinjaman beserta bunganya dan mengeksekusi jaminan sesuai dengan ketentuan hukum yang berlaku. " +
            waiver1266,
        ],
      },
      kahar(14),
      sengketa({ court: "Pengadilan Negeri Bogor" }),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      { heading: "PIHAK PERTAMA", name: "Hendra Wijaya" },
      {
        heading: "PIHAK KEDUA",
        entity: borrower.name,
        name: borrower.director.name,
        role: borrower.director.role,
        meterai: true,
      },
    ],
    output: "docx",
    seed: 408,
    fields: {
      document_title: "PERJANJIAN PINJAM MEMINJAM UANG",
      document_number: "05/PPU/VII/2025",
      date: signed,
      primary_party: "Hendra Wijaya",
      counterparty: borrower.name,
      effective_date: start,
      expiry_date: termEnd(start, { months: 12 }),
      governing_law: "Indonesia",
      contract_value: principal,
      currency: "IDR",
    },
  };
}

function mou(): ContractSpec {
  const signed = "2025-09-03";
  const first: Company = {
    name: "PT Agro Lestari Sejahtera",
    address: ["Jl. Raya Cikajang No. 88, Cisurupan, Kabupaten Garut, Jawa Barat 44163"],
    city: "Kabupaten Garut",
  };
  const koperasi = "Koperasi Produsen Tani Makmur Bersama";
  return {
    name: "MoU_ALS_Koperasi_Tani_Makmur_2025.pdf",
    language: "id",
    type: "mou",
    title: [
      "NOTA KESEPAHAMAN",
      "(MEMORANDUM OF UNDERSTANDING)",
      `ANTARA ${first.name.toUpperCase()}`,
      `DAN ${koperasi.toUpperCase()}`,
      "TENTANG KEMITRAAN PENYEDIAAN CABAI MERAH",
    ],
    number: "Nomor: 017/ALS/MOU/IX/2025 - Nomor: 05/KPTMB/IX/2025",
    font: "sans",
    size: 9.8,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, bertempat di Garut, yang bertanda tangan di bawah ini:`,
      {
        marker: "1.",
        list: [
          ptParty(first, "Ir. Asep Saepudin", "Direktur Utama", "PIHAK PERTAMA"),
          `${koperasi}, badan hukum koperasi berdasarkan Akta Pendirian yang telah disahkan oleh Menteri Hukum dan Hak Asasi Manusia Republik Indonesia, berkedudukan di Kecamatan Cikajang, Kabupaten Garut, dalam hal ini diwakili oleh Dadang Kusnadi selaku Ketua Pengurus, selanjutnya disebut “PIHAK KEDUA”.`,
        ],
      },
      "PARA PIHAK sepakat untuk menuangkan kesepahaman awal mengenai kemitraan penyediaan cabai merah dalam Nota Kesepahaman ini dengan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "MAKSUD DAN TUJUAN",
        body: [
          "Nota Kesepahaman ini dimaksudkan sebagai dasar bagi PARA PIHAK untuk menjajaki kemitraan di mana PIHAK KEDUA memasok cabai merah hasil panen anggotanya kepada PIHAK PERTAMA untuk kebutuhan pabrik saus dan sambal PIHAK PERTAMA, dengan tujuan menjamin kesinambungan pasokan dan kepastian harga bagi petani.",
        ],
      },
      {
        title: "RUANG LINGKUP",
        body: [
          {
            marker: "a.",
            list: [
              "penyusunan rencana tanam dan perkiraan volume pasokan sekitar 20 (dua puluh) ton per bulan;",
              "pendampingan budidaya dan penanganan pascapanen oleh tim agronomi PIHAK PERTAMA;",
              "penyusunan mekanisme harga dasar dan pembayaran yang akan dituangkan dalam perjanjian kerja sama tersendiri.",
            ],
          },
        ],
      },
      {
        title: "SIFAT NOTA KESEPAHAMAN",
        body: [
          "Nota Kesepahaman ini merupakan kesepahaman awal dan tidak menimbulkan kewajiban keuangan bagi PARA PIHAK. Pelaksanaan lebih lanjut akan diatur dalam perjanjian kerja sama yang ditandatangani oleh PARA PIHAK.",
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Nota Kesepahaman ini berlaku untuk jangka waktu ${count(6, "bulan")} terhitung sejak tanggal ditandatangani, dan dapat diperpanjang atau diakhiri atas kesepakatan PARA PIHAK.`,
        ],
      },
      {
        title: "PENYELESAIAN PERBEDAAN PENDAPAT",
        body: [
          "Segala perbedaan pendapat yang timbul dalam pelaksanaan Nota Kesepahaman ini akan diselesaikan secara musyawarah untuk mufakat. Nota Kesepahaman ini tunduk pada hukum Negara Republik Indonesia.",
        ],
      },
    ],
    closing: [
      "Demikian Nota Kesepahaman ini dibuat dalam rangkap 2 (dua) asli, masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama, serta ditandatangani oleh PARA PIHAK pada hari dan tanggal tersebut di atas.",
    ],
    signers: [
      {
        heading: "PIHAK PERTAMA",
        entity: first.name,
        name: "Ir. Asep Saepudin",
        role: "Direktur Utama",
        meterai: true,
      },
      {
        heading: "PIHAK KEDUA",
        entity: koperasi,
        name: "Dadang Kusnadi",
        role: "Ketua Pengurus",
        meterai: true,
      },
    ],
    output: "pdf",
    seed: 409,
    fields: {
      document_title: "NOTA KESEPAHAMAN",
      document_number: "017/ALS/MOU/IX/2025",
      date: signed,
      primary_party: first.name,
      counterparty: koperasi,
      effective_date: signed,
      expiry_date: termEnd(signed, { months: 6 }),
      governing_law: "Indonesia",
    },
  };
}

function suratKuasa(): ContractSpec {
  const signed = "2025-06-02";
  const company = "PT Maju Sejahtera Elektrik";
  return {
    name: "scan-surat-kuasa-pajak-2025.png",
    language: "id",
    type: "power_of_attorney",
    title: ["SURAT KUASA"],
    number: "Nomor: 021/SK/MSE/VI/2025",
    font: "serif",
    size: 10.5,
    articleStyle: "pasal",
    preamble: [
      "Yang bertanda tangan di bawah ini:",
      {
        rows: [
          ["Nama", "Rudy Hartanto"],
          ["Jabatan", "Direktur"],
          ["Alamat", "Jl. Meruya Ilir Raya No. 44, Kembangan, Jakarta Barat"],
        ],
      },
      `dalam hal ini bertindak untuk dan atas nama ${company}, NPWP 0021345671086000, berkedudukan di Jakarta Barat, selanjutnya disebut “PEMBERI KUASA”.`,
      "Dengan ini memberikan kuasa kepada:",
      {
        rows: [
          ["Nama", "Siti Rahmawati"],
          ["NIK", "3173056105920007"],
          ["Jabatan", "Staf Pajak dan Akuntansi"],
          ["Alamat", "Jl. Kembangan Raya Gg. Haji Mali No. 3, Jakarta Barat"],
        ],
      },
      "selanjutnya disebut “PENERIMA KUASA”.",
      { center: "----------  K H U S U S  ----------" },
      "Untuk dan atas nama PEMBERI KUASA mewakili dan mengurus segala keperluan perpajakan PEMBERI KUASA pada Kantor Pelayanan Pajak Pratama Jakarta Kembangan, termasuk menyampaikan Surat Pemberitahuan (SPT) Masa dan Tahunan, mengajukan permohonan aktivasi dan pembaruan akun Coretax, menerima surat-surat dan dokumen, memberikan keterangan, serta menandatangani tanda terima yang diperlukan.",
      "Surat kuasa ini diberikan tanpa hak substitusi dan berlaku sejak tanggal ditandatangani sampai dengan tanggal 31 Desember 2025.",
    ],
    articles: [],
    closing: [
      "Demikian surat kuasa ini dibuat untuk dapat dipergunakan sebagaimana mestinya.",
      "Jakarta, 2 Juni 2025",
    ],
    signers: [
      { heading: "PENERIMA KUASA", name: "Siti Rahmawati", role: "Staf Pajak dan Akuntansi" },
      {
        heading: "PEMBERI KUASA",
        entity: company,
        name: "Rudy Hartanto",
        role: "Direktur",
        meterai: true,
      },
    ],
    output: "scan-png",
    seed: 410,
    fields: {
      document_title: "SURAT KUASA",
      document_number: "021/SK/MSE/VI/2025",
      date: signed,
      primary_party: company,
      counterparty: "Siti Rahmawati",
      effective_date: signed,
      expiry_date: "2025-12-31",
    },
  };
}

function serviceAgreement(): ContractSpec {
  const signed = "2025-03-10";
  const start = "2025-03-15";
  const client = C.hotelSamudra;
  const provider = "PT Solusi Teknologi Andalan";
  const monthly = 9_500_000;
  const total = monthly * 12;
  return {
    name: "IT_Services_Agreement_STA-HSI_2025.pdf",
    language: "en",
    type: "service",
    title: ["IT SUPPORT AND MAINTENANCE SERVICES AGREEMENT"],
    number: "Agreement No. STA/SA/2025/0315",
    font: "serif",
    size: 10.5,
    articleStyle: "numbered",
    preamble: [
      `This IT Support and Maintenance Services Agreement (the “Agreement”) is entered into in Badung, Bali on ${fmtDate(signed, "en-day")} by and between:`,
      {
        marker: "1.",
        list: [
          `${client.name}, a limited liability company established under the laws of the Republic of Indonesia, domiciled at ${client.address.join(", ")}, represented by ${client.director.name} as ${client.director.role} (the “Client”); and`,
          `${provider}, a limited liability company established under the laws of the Republic of Indonesia, domiciled at Jl. Teuku Umar Barat No. 120, Denpasar, Bali, represented by Kadek Wiryawan as Director (the “Service Provider”).`,
        ],
      },
      "The Client and the Service Provider are each a “Party” and together the “Parties”.",
    ],
    articles: [
      {
        title: "SCOPE OF SERVICES",
        body: [
          "The Service Provider shall provide the Client with on-site and remote support for the hotel's computers, network, property management system, point-of-sale terminals and CCTV as set out in Schedule A, including preventive maintenance once a month and a help desk available 24 hours a day, 7 days a week.",
        ],
      },
      {
        title: "SERVICE LEVELS",
        body: [
          {
            marker: "a.",
            list: [
              "Critical incidents (front office or payment systems unavailable): response within 30 minutes and on-site attendance within 2 hours.",
              "Other incidents: response within 4 business hours.",
              "If the service levels are missed in any month, the Client shall be entitled to a service credit of 5% of the monthly fee for each missed critical incident, capped at 25%.",
            ],
          },
        ],
      },
      {
        title: "TERM",
        body: [
          `This Agreement shall commence on ${fmtDate(start, "en")} and continue for a period of twelve (12) months, unless terminated earlier in accordance with Clause 6. The Parties may extend the Agreement by a written amendment signed before its expiry.`,
        ],
      },
      {
        title: "FEES AND PAYMENT",
        body: [
          `The Client shall pay a monthly fee of IDR ${enNum(monthly, 0)} (${englishWords(monthly)} Rupiah), exclusive of Value Added Tax (PPN), giving a total Contract Value of IDR ${enNum(total, 0)} (${englishWords(total)} Rupiah) exclusive of VAT for the term. The Service Provider shall invoice monthly in advance and the Client shall pay within thirty (30) days of receipt of a valid invoice and tax invoice (faktur pajak). The Client may withhold income tax (PPh Article 23) as required by law.`,
        ],
      },
      {
        title: "CONFIDENTIALITY AND DATA PROTECTION",
        body: [
          "The Service Provider shall keep confidential all information of the Client and its guests, shall process guest personal data only on the Client's instructions and in compliance with Law No. 27 of 2022 on Personal Data Protection, and shall notify the Client of any data breach without delay.",
        ],
      },
      {
        title: "TERMINATION",
        body: [
          "Either Party may terminate this Agreement by giving sixty (60) days' written notice. Either Party may terminate immediately by written notice if the other Party commits a material breach which is not remedied within thirty (30) days of notice. The Parties waive Articles 1266 and 1267 of the Indonesian Civil Code.",
        ],
      },
      {
        title: "FORCE MAJEURE",
        body: [
          "Neither Party shall be liable for failure to perform caused by force majeure, including natural disaster, volcanic eruption, flood, earthquake, fire, epidemic, war, riot or government regulation, provided it notifies the other Party within seven (7) days.",
        ],
      },
      {
        title: "GOVERNING LAW AND JURISDICTION",
        body: [
          "This Agreement is governed by the laws of the Republic of Indonesia. Disputes which cannot be settled amicably within thirty (30) days shall be submitted to the District Court of Denpasar (Pengadilan Negeri Denpasar).",
        ],
      },
      {
        title: "LANGUAGE",
        body: [
          "This Agreement is made in English and Bahasa Indonesia; the Indonesian version is attached and, in the event of any inconsistency, shall prevail.",
        ],
      },
    ],
    closing: [
      "IN WITNESS WHEREOF, the Parties have caused this Agreement to be signed by their authorised representatives on the date stated above.",
    ],
    signers: [
      {
        heading: "THE CLIENT",
        entity: client.name,
        name: client.director.name,
        role: client.director.role,
        meterai: true,
      },
      {
        heading: "THE SERVICE PROVIDER",
        entity: provider,
        name: "Kadek Wiryawan",
        role: "Director",
      },
    ],
    output: "pdf",
    seed: 411,
    fields: {
      document_title: "IT SUPPORT AND MAINTENANCE SERVICES AGREEMENT",
      document_number: "STA/SA/2025/0315",
      date: signed,
      primary_party: client.name,
      counterparty: provider,
      effective_date: start,
      expiry_date: termEnd(start, { months: 12 }),
      governing_law: "Indonesia",
      contract_value: total,
      currency: "IDR",
    },
  };
}

function lisensiMerek(): ContractSpec {
  const signed = "2025-09-22";
  const start = "2025-10-01";
  const licensor = C.rasaNusantara;
  const licensee = C.bogaRasa;
  const yearly = 48_000_000;
  const total = yearly * 5;
  return {
    name: "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa.pdf",
    language: "id",
    type: "license",
    title: ["PERJANJIAN LISENSI MEREK"],
    number: "Nomor: 004/LIS/RNJ/IX/2025",
    font: "sans",
    size: 9.8,
    articleStyle: "pasal",
    preamble: [
      `Perjanjian Lisensi Merek ini dibuat dan ditandatangani di Surabaya pada hari ${spelledDate(signed)}, oleh dan antara:`,
      {
        marker: "1.",
        list: [
          cvParty(
            licensor,
            licensor.director.name,
            licensor.director.role,
            "PIHAK PERTAMA",
          ).replace("”.", "” atau “Pemberi Lisensi”."),
          ptParty(licensee, licensee.director.name, licensee.director.role, "PIHAK KEDUA").replace(
            "”.",
            "” atau “Penerima Lisensi”.",
          ),
        ],
      },
      "PARA PIHAK terlebih dahulu menerangkan bahwa PIHAK PERTAMA adalah pemilik merek “SAMBAL MBOK RASA” yang terdaftar pada Direktorat Jenderal Kekayaan Intelektual dengan nomor pendaftaran IDM001023456 untuk kelas 30, dan PIHAK KEDUA bermaksud menggunakan merek tersebut untuk produk sambal kemasan yang diproduksinya.",
    ],
    articles: [
      {
        title: "PEMBERIAN LISENSI",
        body: [
          "PIHAK PERTAMA memberikan lisensi yang bersifat non-eksklusif kepada PIHAK KEDUA untuk menggunakan merek “SAMBAL MBOK RASA” pada produk sambal botol dan sachet yang diproduksi oleh PIHAK KEDUA dan dipasarkan di wilayah Provinsi Jawa Barat dan DKI Jakarta.",
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Lisensi diberikan untuk jangka waktu ${count(5, "tahun")} terhitung sejak tanggal ${fmtDate(start, "id")} dan dapat diperpanjang atas kesepakatan tertulis PARA PIHAK.`,
        ],
      },
      {
        title: "ROYALTI",
        body: [
          {
            marker: "(1)",
            list: [
              `PIHAK KEDUA membayar royalti tetap sebesar ${rp(yearly)} per tahun, sehingga nilai seluruh Perjanjian ini adalah ${rp(total)}.`,
              "Royalti dibayar di muka setiap tahun paling lambat tanggal 10 Oktober melalui transfer ke rekening PIHAK PERTAMA.",
              "Royalti belum termasuk Pajak Pertambahan Nilai dan dipotong Pajak Penghasilan sesuai dengan ketentuan yang berlaku.",
            ],
          },
        ],
      },
      {
        title: "STANDAR MUTU",
        body: [
          "PIHAK KEDUA wajib memproduksi sesuai resep dan standar mutu yang ditetapkan PIHAK PERTAMA, memiliki izin edar BPOM dan sertifikat halal, serta memberikan kesempatan kepada PIHAK PERTAMA untuk melakukan pemeriksaan mutu sekurang-kurangnya 2 (dua) kali dalam setahun.",
        ],
      },
      {
        title: "PENCATATAN",
        body: [
          "PIHAK KEDUA atas biaya sendiri mencatatkan Perjanjian ini pada Direktorat Jenderal Kekayaan Intelektual.",
        ],
      },
      kahar(14, "Keadaan Memaksa"),
      {
        title: "PENGAKHIRAN",
        body: [
          "PIHAK PERTAMA berhak mengakhiri Perjanjian ini apabila PIHAK KEDUA tidak memenuhi standar mutu atau terlambat membayar royalti lebih dari 60 (enam puluh) hari. " +
            waiver1266,
        ],
      },
      sengketa({ bani: "Surabaya" }),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      {
        heading: "PIHAK PERTAMA",
        entity: licensor.name,
        name: licensor.director.name,
        role: licensor.director.role,
      },
      {
        heading: "PIHAK KEDUA",
        entity: licensee.name,
        name: licensee.director.name,
        role: licensee.director.role,
        meterai: true,
      },
    ],
    output: "pdf",
    seed: 412,
    fields: {
      document_title: "PERJANJIAN LISENSI MEREK",
      document_number: "004/LIS/RNJ/IX/2025",
      date: signed,
      primary_party: licensor.name,
      counterparty: licensee.name,
      effective_date: start,
      expiry_date: termEnd(start, { years: 5 }),
      governing_law: "Indonesia",
      contract_value: total,
      currency: "IDR",
    },
  };
}

function sewaKendaraan(): ContractSpec {
  const signed = "2025-04-24";
  const start = "2025-05-01";
  const end = termEnd(start, { months: 6 });
  const owner = "CV Trans Mandiri Rental";
  const renter = "PT Bumi Hijau Agrindo";
  const perUnit = 9_000_000;
  const total = perUnit * 3 * 6;
  return {
    name: "scan_perjanjian_sewa_kendaraan_TMR.pdf",
    language: "id",
    type: "lease",
    title: ["PERJANJIAN SEWA KENDARAAN"],
    number: "No. 045/TMR/SK/IV/2025",
    font: "sans",
    size: 10,
    articleStyle: "pasal",
    preamble: [
      `Pada hari ini, ${spelledDate(signed)}, di Palembang, yang bertanda tangan di bawah ini:`,
      {
        marker: "1.",
        list: [
          `Hasan Basri, selaku Direktur, bertindak untuk dan atas nama ${owner}, berkedudukan di Jl. Kolonel Atmo No. 51, Palembang, selanjutnya disebut “PIHAK PERTAMA”;`,
          `Rina Marlina, selaku Manajer Umum berdasarkan surat kuasa direksi, bertindak untuk dan atas nama ${renter}, berkedudukan di Jl. Jend. Sudirman Km 4,5 No. 12, Palembang, selanjutnya disebut “PIHAK KEDUA”.`,
        ],
      },
      "PARA PIHAK sepakat mengadakan perjanjian sewa kendaraan dengan ketentuan sebagai berikut:",
    ],
    articles: [
      {
        title: "OBJEK SEWA",
        body: [
          "PIHAK PERTAMA menyewakan kepada PIHAK KEDUA 3 (tiga) unit kendaraan minibus 7 penumpang tahun 2023, bermesin bensin 1.500 cc, transmisi manual, dengan nomor polisi BG 1427 PA, BG 1431 PA dan BG 1502 PA, lengkap dengan STNK dan perlengkapan standar, tanpa pengemudi, untuk keperluan operasional kebun PIHAK KEDUA di wilayah Sumatera Selatan.",
        ],
      },
      {
        title: "JANGKA WAKTU",
        body: [
          `Jangka waktu sewa adalah ${count(6, "bulan")} terhitung sejak tanggal ${fmtDate(start, "id")} sampai dengan tanggal ${fmtDate(end, "id")}.`,
        ],
      },
      {
        title: "HARGA SEWA",
        body: [
          {
            marker: "(1)",
            list: [
              `Harga sewa sebesar ${rp(perUnit)} per unit per bulan, sehingga untuk 3 (tiga) unit selama 6 (enam) bulan seluruhnya berjumlah ${rp(total)}.`,
              "Harga sewa sudah termasuk asuransi all risk, perawatan berkala dan kendaraan pengganti, tetapi belum termasuk bahan bakar, tol dan parkir.",
              "Pembayaran dilakukan setiap bulan di muka paling lambat tanggal 5 (lima) berdasarkan tagihan dari PIHAK PERTAMA.",
            ],
          },
        ],
      },
      {
        title: "KEWAJIBAN PIHAK KEDUA",
        body: [
          {
            marker: "a.",
            list: [
              "menggunakan kendaraan sesuai peruntukannya dan hanya dikemudikan oleh pengemudi yang memiliki SIM yang masih berlaku;",
              "tidak memindahtangankan atau menyewakan kembali kendaraan kepada pihak lain;",
              "menanggung biaya risiko sendiri (own risk) sebesar Rp300.000,00 untuk setiap kejadian klaim asuransi;",
              "melaporkan setiap kecelakaan atau kehilangan kepada PIHAK PERTAMA paling lambat 1 x 24 jam.",
            ],
          },
        ],
      },
      kahar(7),
      sengketa({ court: "Pengadilan Negeri Palembang" }),
      hukum,
    ],
    closing: [penutup()],
    signers: [
      { heading: "PIHAK PERTAMA", entity: owner, name: "Hasan Basri", role: "Direktur" },
      {
        heading: "PIHAK KEDUA",
        entity: renter,
        name: "Rina Marlina",
        role: "Manajer Umum",
        meterai: true,
      },
    ],
    output: "scan-pdf",
    seed: 413,
    fields: {
      document_title: "PERJANJIAN SEWA KENDARAAN",
      document_number: "045/TMR/SK/IV/2025",
      date: signed,
      primary_party: owner,
      counterparty: renter,
      effective_date: start,
      expiry_date: end,
      governing_law: "Indonesia",
      contract_value: total,
      currency: "IDR",
    },
  };
}

export const contractSpecs = () => [
  sewaRuko(),
  kerjaSama(),
  pkwt(),
  ndaEnglish(),
  ndaIndonesia(),
  distribution(),
  jualBeli(),
  pinjamMeminjam(),
  mou(),
  suratKuasa(),
  serviceAgreement(),
  lisensiMerek(),
  sewaKendaraan(),
];

export function contracts(): Doc[] {
  return contractSpecs().map(contractDoc);
}
