"""
The questions of eval/assistant/judged-2026-11-26.jsonl and their answers, computed from the
corpus documents' labels (expected.jsonl), written and split before any of them was run:
`python3 eval/assistant/judging/judge-2026-11-26.py` rewrites the question file and its split.
The kinds of paper (restaurant, cafe, pharmacy, kwitansi, bills) are judged by reading the
documents, as the first judged set did.
"""
import json, hashlib, os
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
docs={}
for pre,f in [("",os.path.join(ROOT, "eval/datasets/berkas/expected.jsonl")),("gen-",os.path.join(ROOT, "eval/search/corpus/expected.jsonl"))]:
    for l in open(f):
        if not l.strip(): continue
        r=json.loads(l); docs[pre+(r.get('id') or r['file'])]=r
F=lambda i: docs[i]['fields']
def typ(i): return docs[i]['type']
def date(i): return F(i).get('date','')
def due(i): return F(i).get('due_date','')
def exp(i): return F(i).get('expiry_date','')
def amount(i):
    f=F(i)
    if 'total_amount' in f: return f['total_amount']
    if 'contract_value' in f: return f['contract_value']
    if 'subtotal' in f: return f['subtotal']-f.get('discount',0)+f.get('tax_amount',0)
    return None
REST=["IMG-20240907-WA0012","IMG_3921","gen-001","gen-017","gen-047","scan-nota-padang-sari-minang"]
CAFE=["e-receipt-KS-250614-0231","gen-002","gen-022","gen-040"]
PHARM=["scan-struk-apotek-20241030","gen-003","gen-005","gen-012"]
KWIT=["IMG_20240521_163010","Kuitansi-Sewa-Januari-2025","gen-018","gen-023","gen-037","gen-044","scan_kuitansi_0007"]
NET=["Tagihan_Internet_Mei2025_1200458821","gen-019","gen-039","gen-048"]
WATER=["rekening-air-maret-2025","gen-036"]
ELEC=["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03","gen-014","gen-020"]
FP=["FP-010.000-24.38214567","faktur-pajak-GNS-juni-2023","FP_SAK_2203_0418","04002500031567234","scan-faktur-pajak-mks-april","Faktur Pajak 04002500204578912","gen-004","gen-013","gen-015","gen-046"]
GROC=["IMG_20250412_194455","scan-struk-toko88","gen-007","gen-024","gen-034"]
LEASE=["Perjanjian_Sewa_Ruko_BSD_C17","scan_perjanjian_sewa_kendaraan_TMR","gen-028","gen-033"]
ALL=list(docs)
def sel(pred, among=ALL): return sorted(i for i in among if pred(i))
def idr_en(x): return "IDR {:,}".format(round(x))
def idr_id(x): return "Rp "+"{:,}".format(round(x)).replace(",",".")
def fx_en(c,x): return "{} {:,.2f}".format(c,x)
def fx_id(x): return "{:,.2f}".format(x).replace(",","#").replace(".",",").replace("#",".")
def tot(ids): return sum(amount(i) for i in ids)
def tax(ids): return sum(F(i).get('tax_amount',0) for i in ids)
T="2026-01-15"
Q=[]
def q(id,text,lang,kind,expect,cites,today=T): Q.append(dict(id=id,q=text,language=lang,today=today,kind=kind,expect=expect,cites=cites))
# lists
c=sel(lambda i: typ(i)=="invoice" and date(i).startswith("2025-09")); q("n01","invoice apa saja dari bulan september 2025","id","list",["Coral Supplies","Pioneer Systems"],c)
c=sel(lambda i: typ(i)=="invoice" and date(i).startswith("2025-05")); q("n02","which invoices did we receive in may 2025?","en","list",["PT Sinar Terang Logistik"],c)
c=sel(lambda i: "2026-07"<=exp(i)[:7]<="2026-09"); q("n03","list contracts ending between july and september 2026","en","list",["Jul 31, 2026"],c)
c=sel(lambda i: exp(i).startswith("2026-03")); q("n04","daftar kontrak yang habis bulan maret 2026","id","list",["2 Mar 2026"],c)
c=sel(lambda i: date(i).startswith("2025"),REST); q("n05","show me restaurant receipts from 2025","en","list",["Jimbaran Bay Seafood Grill"],c)
c=sel(lambda i: date(i).startswith("2024"),PHARM); q("n06","struk apotek tahun 2024","id","list",["Apotek Sehat Sentosa"],c)
c=sel(lambda i: due(i).startswith("2025-06")); q("n07","which payments are due in june 2025?","en","list",["Jun 30, 2025"],c)
c=sel(lambda i: due(i).startswith("2024-08")); q("n08","tagihan yang jatuh tempo bulan agustus 2024","id","list",["26 Agu 2024"],c)
c=sel(lambda i: date(i).startswith("2024"),KWIT); q("n09","list the kwitansi from 2024","en","list",["Toko Bangunan Prima"],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('vendor')=="PT Graha Niaga Sentosa"); q("n10","what invoices do we have from graha niaga","en","list",["PT Graha Niaga Sentosa"],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('vendor')=="PT Mitra Kemasan Sejahtera"); q("n11","daftar invois dari mitra kemasan","id","list",["PT Mitra Kemasan Sejahtera"],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="SGD" and due(i).startswith("2026")); q("n12","which SGD invoices are due in 2026","en","list",["Feb 1, 2026"],c)
q("n13","kontrak sewa apa saja yang kita punya","id","list",["CV Arta Pangan"],sorted(LEASE))
c=sel(lambda i: F(i).get('governing_law')=="Singapore"); q("n14","which contracts are governed by singapore law","en","list",["PT Cipta Data Solusi"],c)
c=sel(lambda i: date(i).startswith("2024"),ELEC); q("n15","tagihan listrik apa saja tahun 2024","id","list",["PT Daya Mulia Bangun"],c)
c=sel(lambda i: date(i).startswith("2025-10"),GROC); q("n16","grocery receipts from last month","en","list",["Minimarket Cahaya"],c,"2025-11-10")
# totals
c=sel(lambda i: date(i).startswith("2025"),REST); q("n17","how much did we spend at restaurants in 2025?","en","total",[idr_en(tot(c))],c)
c=sel(lambda i: date(i).startswith("2026-01") and F(i).get('tax_type_name')=="PPN"); q("n18","total PPN bulan januari 2026","id","total",[idr_id(tax(c))],c)
c=sel(lambda i: date(i).startswith("2025-06") and F(i).get('tax_type_name')=="PPN"); q("n19","how much VAT did we pay in june 2025","en","total",[idr_en(tax(c))],c)
c=sel(lambda i: date(i).startswith("2025"),PHARM); q("n20","berapa total belanja di apotek tahun 2025","id","total",[idr_id(tot(c))],c)
q("n21","total of the water bills","en","total",[idr_en(tot(WATER))],sorted(WATER))
c=sel(lambda i: date(i).startswith("2025"),NET); q("n22","total tagihan internet tahun 2025","id","total",[idr_id(tot(c))],c)
c=sel(lambda i: F(i).get('currency')=="SGD" and date(i).startswith("2026")); q("n23","how much did we pay in SGD in 2026","en","total",[fx_en("SGD",tot(c))],c)
c=sel(lambda i: typ(i)=="invoice" and date(i).startswith("2025-03")); 
idr=sum(amount(i) for i in c if F(i)['currency']=="IDR"); usd=sum(amount(i) for i in c if F(i)['currency']=="USD")
q("n24","berapa total invoice bulan maret 2025","id","total",[idr_id(idr),fx_id(usd)],c)
q("n25","total spent at cafes","en","total",[idr_en(tot(CAFE))],sorted(CAFE))
q("n26","total contract value of our leases","en","total",[idr_en(tot(LEASE))],sorted(LEASE))
c=sel(lambda i: date(i).startswith("2024"),ELEC); q("n27","total electricity bills in 2024","en","total",[idr_en(tot(c))],c)
c=sel(lambda i: date(i).startswith("2025"),FP); q("n28","total ppn faktur pajak tahun 2025","id","total",[idr_id(tax(c))],c)
# counts
c=sel(lambda i: exp(i).startswith("2028")); q("n29","berapa kontrak yang berakhir tahun 2028","id","count",[str(len(c))],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="SGD"); q("n30","how many invoices are in SGD","en","count",[str(len(c))],c)
q("n31","ada berapa tagihan listrik","id","count",[str(len(ELEC))],sorted(ELEC))
c=sel(lambda i: date(i).startswith("2025"),FP); q("n32","how many faktur pajak do we have from 2025","en","count",[str(len(c))],c)
c=sel(lambda i: date(i).startswith("2025") and i!="gen-040",CAFE); q("n33","berapa banyak struk kafe tahun 2025","id","count",[str(len(c))],c)
q("n34","how many pharmacy receipts do we have","en","count",[str(len(PHARM))],sorted(PHARM))
# amounts
q("n35","how much tax was on the jimbaran bay receipt","en","amount",[idr_en(F("IMG_3921")['tax_amount'])],["IMG_3921"])
q("n36","berapa service charge di rumah makan indah bahari","id","amount",[idr_id(F("gen-017")['service_charge_amount'])],["gen-017"])
q("n37","subtotal of the coral supplies invoice","en","amount",[fx_en("MYR",F("gen-008")['subtotal'])],["gen-008"])
q("n38","diskon invoice harbor software","id","amount",[fx_id(F("gen-030")['discount'])],["gen-030"])
q("n39","what's the total on the segar jaya mart receipt","en","amount",[idr_en(F("IMG_20250412_194455")['total_amount'])],["IMG_20250412_194455"])
q("n40","berapa ppn di tagihan sinar mulia broadband","id","amount",[idr_id(F("gen-048")['tax_amount'])],["gen-048"])

# second batch, written before any was run (the first batch left dev with two totals)
c=sel(lambda i: date(i).startswith("2024"),NET); q("n41","how much did we spend on internet in 2024","en","total",[idr_en(tot(c))],c)
c=sel(lambda i: date(i).startswith("2024"),REST); q("n42","total pengeluaran di restoran tahun 2024","id","total",[idr_id(tot(c))],c)
c=sel(lambda i: date(i).startswith("2024"),WATER); q("n43","how much did we spend on water in 2024","en","total",[idr_en(tot(c))],c)
c=sel(lambda i: date(i).startswith("2024"),GROC); q("n44","total grocery shopping in 2024","en","total",[idr_en(tot(c))],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="USD" and date(i).startswith("2025")); q("n45","total invoice USD tahun 2025","id","total",[fx_id(tot(c))],c)
q("n46","total of our phone bills","en","total",[idr_en(tot(["IMG_20241027_090314"]))],["IMG_20241027_090314"])
c=sel(lambda i: date(i).startswith("2025-08"),CAFE); q("n47","total struk kafe bulan agustus 2025","id","total",[idr_id(tot(c))],c)
c=sel(lambda i: date(i).startswith("2025") and 'service_charge_amount' in F(i)); q("n48","total service charge in 2025","en","total",[idr_en(sum(F(i)['service_charge_amount'] for i in c))],c)
c=sel(lambda i: date(i).startswith("2024") and F(i).get('tax_type_name')=="PB1"); q("n49","total pajak PB1 tahun 2024","id","total",[idr_id(tax(c))],c)
q("n50","how many leases do we have","en","count",[str(len(LEASE))],sorted(LEASE))
c=sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="USD"); q("n51","berapa jumlah invoice dalam USD","id","count",[str(len(c))],c)
c=sel(lambda i: typ(i)=="invoice" and due(i).startswith("2024")); q("n52","how many invoices were due in 2024","en","count",[str(len(c))],c)
c=sel(lambda i: date(i).startswith("2024"),FP); q("n53","list the faktur pajak from 2024","en","list",["PT Tunggal Sistem"],c)
c=sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="MYR"); q("n54","tampilkan invoice dalam ringgit","id","list",["Coral Supplies"],c)
c=sel(lambda i: F(i).get('effective_date','').startswith("2024")); q("n55","kontrak apa saja yang mulai berlaku tahun 2024","id","list",["PT Tunggal Sistem"],c)
c=sel(lambda i: typ(i)=="receipt" and date(i).startswith("2025-01")); q("n56","which receipts did we get in january 2025","en","list",["Rumah Makan Pusaka"],c)
# A question already in the first judged set measures nothing new: left out (found after the
# first run by comparing texts; one of 56).
older=set(json.loads(line)["q"].lower() for line in open(os.path.join(ROOT,"eval/assistant/judged.jsonl")) if line.strip())
Q=[x for x in Q if x["q"].lower() not in older]
SALT="berkas-assistant-2026-11-26"
def side(id): return "test" if hashlib.sha256((SALT+":"+id).encode()).digest()[0]<128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-26.jsonl"),"w") as out:
    for x in Q: out.write(json.dumps(x,ensure_ascii=False)+"\n")
split={"salt":SALT,"rule":"sha256(salt + ':' + id), first byte < 128 is test","made":"2026-11-26, before any of these questions was run","dev":[x['id'] for x in Q if side(x['id'])=="dev"],"test":[x['id'] for x in Q if side(x['id'])=="test"]}
json.dump(split,open(os.path.join(ROOT, "eval/assistant/split-2026-11-26.json"),"w"),indent=2)
if __name__ == "__main__":
    import collections
    print(collections.Counter((x['kind'],side(x['id'])) for x in Q))
