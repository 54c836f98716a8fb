"""
The queries of eval/search/judged-2026-11-26.jsonl, relevance computed from the labels with the
same kinds of paper as judge-2026-11-26.py; the split is frozen by the salted hash below.
"""
import os
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "judge-2026-11-26.py")).read().split('T="2026-01-15"')[0])
import hashlib
S=[]
TD="2026-01-15"
def s(text,lang,kind,rel,today=TD,explicit=None):
    x=dict(q=text,kind=kind,language=lang,today=today,relevant=sorted(rel))
    if explicit is not None: x['explicit']=sorted(explicit)
    S.append(x)
s("invoice september 2025","id","period",sel(lambda i: typ(i)=="invoice" and date(i).startswith("2025-09")))
s("faktur mei 2025","id","period",sel(lambda i: typ(i)=="invoice" and date(i).startswith("2025-05")))
s("kontrak habis maret 2026","id","expiry",sel(lambda i: exp(i).startswith("2026-03")))
s("struk resto 2025","id","shop",sel(lambda i: date(i).startswith("2025"),REST))
s("apotik 2024","id","shop",sel(lambda i: date(i).startswith("2024"),PHARM))
s("jatuh tempo juni 2025","id","due",sel(lambda i: due(i).startswith("2025-06")))
s("kwitansi 2024","id","type",sel(lambda i: date(i).startswith("2024"),KWIT))
s("graha niaga","id","vendor",sel(lambda i: F(i).get('vendor')=="PT Graha Niaga Sentosa"))
s("invois mitra kemasan","id","typo",sel(lambda i: F(i).get('vendor')=="PT Mitra Kemasan Sejahtera"))
s("sgd invoices","en","currency",sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="SGD"))
s("contracts under singapore law","en","law",sel(lambda i: F(i).get('governing_law')=="Singapore"))
s("tagihan listrik 2024","id","utility",sel(lambda i: date(i).startswith("2024"),ELEC))
s("rekening pdam","id","utility",WATER)
s("ppn januari 2026","id","period",sel(lambda i: date(i).startswith("2026-01") and F(i).get('tax_type_name')=="PPN"))
s("kafe 2025","id","shop",sel(lambda i: date(i).startswith("2025"),CAFE))
s("cafe reciepts","en","typo",CAFE)
s("faktur pajak 2025","id","type",sel(lambda i: date(i).startswith("2025"),FP))
s("usd invoice","en","currency",sel(lambda i: typ(i)=="invoice" and F(i).get('currency')=="USD"))
s("kontrak berakhir 2028","id","expiry",sel(lambda i: exp(i).startswith("2028")))
s("pharmacy 2025","en","shop",sel(lambda i: date(i).startswith("2025"),PHARM))
s("internet bill 2025","en","utility",sel(lambda i: date(i).startswith("2025"),NET))
s("nota bengkel motor","id","shop",["nota-servis-KM-2407-0155"])
s("grocery october 2025","en","shop",sel(lambda i: date(i).startswith("2025-10"),GROC))
s("tagihan bulan lalu","id","relative",sel(lambda i: typ(i)=="billing statement" and date(i).startswith("2025-06")),"2025-07-10")
s("invoice jatuh tempo 2026","id","due",sel(lambda i: typ(i)=="invoice" and due(i).startswith("2026")))
s("lease agreements expiring 2027","en","expiry",sel(lambda i: exp(i).startswith("2027"),LEASE))
s("kontrak kerja karyawan","id","contract",sel(lambda i: F(i).get('contract_type')=="employment"))
s("surat kuasa","id","contract",sel(lambda i: F(i).get('contract_type')=="power_of_attorney"))
s("invoice ringgit","id","currency",sel(lambda i: F(i).get('currency')=="MYR"))
s("struk makan bulan januari 2025","id","period",sel(lambda i: date(i).startswith("2025-01"),REST))
s("receipts jan 2025","en","period",sel(lambda i: typ(i)=="receipt" and date(i).startswith("2025-01")))
s("faktur pajak tunggal sistem","id","vendor",sel(lambda i: F(i).get('vendor')=="PT Tunggal Sistem"))
s("kontrak mulai 2024","id","period",sel(lambda i: F(i).get('effective_date','').startswith("2024")))
over=lambda t: sel(lambda i: amount(i) is not None and amount(i)>t)
s("invoice di atas 40 juta","id","amount",sel(lambda i: typ(i)=="invoice" and amount(i) is not None and amount(i)>40e6),explicit=over(40e6))
s("receipts over 500k in 2025","en","amount",sel(lambda i: typ(i)=="receipt" and date(i).startswith("2025") and amount(i)>500000),explicit=over(500000))
s("kontrak lebih dari 200 juta","id","amount",sel(lambda i: typ(i)=="contract" and amount(i) is not None and amount(i)>200e6),explicit=over(200e6))
# A query already in an older judged set measures nothing new: left out (found after the
# first run by comparing texts; 8 of 36, none of whose results were looked at).
older=set()
for name in ("judged.jsonl","queries.jsonl"):
    for line in open(os.path.join(ROOT,"eval/search",name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
S=[x for x in S if x["q"].lower() not in older]
SALT="berkas-search-2026-11-26"
side=lambda t: "test" if hashlib.sha256((SALT+":"+t).encode()).digest()[0]<128 else "dev"
with open(os.path.join(ROOT, "eval/search/judged-2026-11-26.jsonl"),"w") as out:
    for x in S: out.write(json.dumps(x,ensure_ascii=False)+"\n")
json.dump({"salt":SALT,"method":"sha256(salt + ':' + query), first byte < 128 is test","made":"2026-11-26","queries":{x['q']:side(x['q']) for x in S}},open(os.path.join(ROOT, "eval/search/split-2026-11-26.json"),"w"),indent=2,ensure_ascii=False)
import collections
print(len(S), collections.Counter(side(x['q']) for x in S))
