-- word groups fingerprint: a895f1f4f1eba916
UPDATE "documents"
SET "search_vector" = fresh.vector
FROM (SELECT "id", ts_delete("search_vector", array(select lexeme from unnest("search_vector") as stored(lexeme)
    where lexeme like 'synonyms=%')) || coalesce(array_to_tsvector(array(
    select lexeme from (values ('synonyms=restaurant'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['restaurant', 'restoran', 'rumah makan', 'resto', 'eatery', 'diner', 'bistro', 'rm', 'warung makan', 'warteg', 'kedai makan', 'depot makan', 'lesehan', 'grill', 'steakhouse', 'steak house', 'barbecue', 'bbq', 'pizzeria', 'canteen', 'kantin', 'cafeteria', 'food court', 'foodcourt', 'sate', 'satay', 'soto', 'ayam bakar', 'ikan bakar', 'pecel lele', 'nasi padang']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=cafe'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['cafe', 'kafe', 'coffee shop', 'kedai kopi', 'coffee', 'kopi', 'ngopi', 'warung kopi', 'warkop', 'coffee house']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=drink'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['drink', 'beverage', 'minuman']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=phone'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['phone', 'telephone', 'telepon', 'telpon', 'cellular', 'seluler', 'selular', 'ponsel', 'postpaid', 'pascabayar', 'pasca bayar']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=rent'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['rent', 'rental', 'sewa']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=service'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['service', 'jasa', 'layanan', 'servis']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=repair'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['repair', 'maintenance', 'perbaikan', 'perawatan', 'pemeliharaan', 'servis']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=coworking'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['coworking', 'co-working', 'coworking space', 'ruang kerja bersama', 'shared office', 'shared workspace', 'hot desk']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=fuel'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['fuel', 'gasoline', 'petrol', 'bensin', 'bbm']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=transport'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['transport', 'transportation', 'transportasi']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=flight'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['flight', 'air ticket', 'plane ticket', 'tiket pesawat', 'penerbangan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=shipping'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['shipping', 'delivery', 'pengiriman', 'ongkos kirim', 'ongkir']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=ppn'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['ppn', 'vat', 'value added tax', 'pajak pertambahan nilai']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=pph'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['pph', 'income tax', 'pajak penghasilan', 'withholding tax']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=pb1'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['pb1', 'pbjt', 'pajak restoran', 'restaurant tax']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=salary'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['salary', 'payroll', 'wages', 'gaji', 'upah']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=office-supplies'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['office supplies', 'stationery', 'alat tulis', 'alat tulis kantor', 'atk']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=car'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['car', 'vehicle', 'mobil', 'kendaraan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=pharmacy'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['pharmacy', 'drugstore', 'apotek', 'apotik', 'farmasi', 'toko obat']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=hardware'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['hardware', 'hardware store', 'toko bangunan', 'bahan bangunan', 'toko besi', 'material bangunan', 'tb', 'building supply', 'building supplies', 'builders merchant']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=grocery'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['grocery', 'groceries', 'supermarket', 'minimarket', 'mini market', 'swalayan', 'toko kelontong', 'kelontong', 'hypermarket', 'grosir', 'mart', 'sembako']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=ac'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['ac', 'air conditioner', 'air conditioning', 'aircon', 'pendingin ruangan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=consulting'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['consulting', 'consultant', 'konsultan', 'konsultasi']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=information-technology'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['information technology', 'teknologi informasi', 'ti', 'it']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=stamp-duty'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['stamp duty', 'meterai', 'materai']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=kuitansi'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['kuitansi', 'kwitansi', 'tanda terima', 'untuk pembayaran', 'terbilang']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=e-faktur'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['e-faktur', 'efaktur', 'faktur pajak', 'tax invoice']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=tagihan'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['tagihan', 'bill', 'billing', 'statement']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=receipt'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['receipt', 'struk', 'nota']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=contract'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['contract', 'kontrak', 'perjanjian', 'agreement']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=force-majeure'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['force majeure', 'keadaan kahar', 'keadaan memaksa', 'overmacht']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=termination'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['termination', 'terminate', 'pengakhiran', 'pemutusan', 'putus', 'diputus', 'memutus']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=confidentiality'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['confidentiality', 'confidential', 'kerahasiaan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=penalty'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['penalty', 'penalties', 'penalti', 'denda']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=late'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['late', 'telat', 'terlambat', 'keterlambatan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=teguran-tertulis'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['teguran tertulis', 'written warning', 'peringatan tertulis', 'surat teguran', 'surat peringatan', 'written reprimand']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=written-notice'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['written notice', 'notice in writing', 'pemberitahuan tertulis']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=dispute'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['dispute', 'disputes', 'dispute resolution', 'sengketa', 'perselisihan', 'penyelesaian sengketa', 'penyelesaian perselisihan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=scope-of-work'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['scope of work', 'scope of services', 'ruang lingkup', 'lingkup pekerjaan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=payment-terms'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['payment terms', 'terms of payment', 'syarat pembayaran', 'cara pembayaran', 'termin pembayaran']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=term-of-the-agreement'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['term of the agreement', 'jangka waktu', 'jangka waktu perjanjian']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=domicile'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['domicile', 'legal domicile', 'domisili', 'domisili hukum']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=unilateral'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['unilateral', 'unilaterally', 'sepihak', 'secara sepihak']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=breach'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['breach', 'default', 'wanprestasi', 'cidera janji', 'cedera janji', 'ingkar janji']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=deposit'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['deposit', 'security deposit', 'uang jaminan', 'jaminan']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=renewal'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['renewal', 'renew', 'extension', 'extend', 'perpanjangan', 'diperpanjang', 'memperpanjang']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=instalment'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['instalment', 'installment', 'cicilan', 'angsuran']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=freight'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['freight', 'freight forwarding', 'forwarding', 'ekspedisi', 'cargo', 'kargo']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=internet'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['internet', 'broadband', 'wifi', 'wi-fi', 'indihome']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=electricity'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['electricity', 'listrik', 'pln', 'kwh']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=rekening-listrik'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['rekening listrik', 'electricity', 'listrik', 'pln', 'kwh']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=rekening-air'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['rekening air', 'water', 'air', 'pdam', 'air minum']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=rekening-telepon'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['rekening telepon', 'phone', 'telephone', 'telepon', 'telpon']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=semen'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['semen', 'pasir', 'batu bata', 'keramik', 'paku', 'besi beton', 'cat tembok', 'cement', 'sand', 'bricks', 'nails', 'building materials', 'hardware', 'hardware store', 'toko bangunan', 'bahan bangunan', 'toko besi', 'material bangunan', 'tb', 'building supply', 'building supplies', 'builders merchant']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=medicine'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['medicine', 'medicines', 'medication', 'obat', 'obat-obatan', 'pharmacy', 'drugstore', 'apotek', 'apotik', 'farmasi', 'toko obat']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=makan'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['makan', 'meal', 'meals', 'lunch', 'dinner', 'breakfast', 'dining', 'dine in', 'makan siang', 'makan malam', 'sarapan', 'jamuan makan', 'restaurant', 'restoran', 'rumah makan', 'resto', 'eatery', 'diner', 'bistro', 'rm', 'warung makan', 'warteg', 'kedai makan', 'depot makan', 'lesehan', 'grill', 'steakhouse', 'steak house', 'barbecue', 'bbq', 'pizzeria', 'canteen', 'kantin', 'cafeteria', 'food court', 'foodcourt', 'sate', 'satay', 'soto', 'ayam bakar', 'ikan bakar', 'pecel lele', 'nasi padang']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> '')), ('synonyms=utility'::text, (select coalesce(string_agg(distinct '(' || query::text || ')', ' | ')::tsquery,
      ''::tsquery)
    from unnest(array['utility', 'utilitas', 'listrik', 'electricity', 'internet', 'broadband', 'pdam', 'water', 'air minum']::text[]) as term, unnest(array['simple', 'english', 'indonesian']::regconfig[]) as configuration,
      lateral plainto_tsquery(configuration, term) as query
    where query::text <> ''))) as word_group(lexeme, query) where ts_delete("search_vector", array(select lexeme from unnest("search_vector") as stored(lexeme)
    where lexeme like 'synonyms=%')) @@ query)),
    ''::tsvector) AS vector
  FROM "documents" WHERE "search_vector" IS NOT NULL) AS fresh
WHERE "documents"."id" = fresh."id" AND "documents"."search_vector" IS DISTINCT FROM fresh.vector;
