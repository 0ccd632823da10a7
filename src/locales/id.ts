import type { LocalePack } from './types.js'

/** Indonesian (id). */
const id: LocalePack = {
  locale: 'id',
  messages: {
    selectToken: 'Pilih token',
    selectChain: 'Pilih chain',
    searchChains: 'Cari chain',
    searchTokens: 'Cari nama, simbol, atau alamat',
    chains: 'Chain',
    tokens: 'Token',
    tokensOn: 'Token di {chain}',
    popularTokens: 'Token populer',
    noChains: 'Tidak ada chain yang cocok dengan pencarian Anda.',
    noTokens: 'Tidak ada token yang cocok dengan pencarian Anda.',
    noRoutes: 'Tidak ada tujuan yang dapat dicapai dari token yang dipilih.',
    loading: 'Memuat…',
    loadingMore: 'Memuat lainnya…',
    noMatchYet: 'Belum ada yang cocok: sisanya masih dimuat.',
    foundOnOtherChains: 'Ditemukan di chain lain',
    close: 'Tutup',
    retry: 'Coba lagi',
    viewsUnavailable:
      'Sebagian widget ini tidak dapat dimuat. Periksa koneksi Anda dan coba lagi, atau muat ulang halaman.',
    youSend: 'Anda mengirim',
    youReceive: 'Anda menerima',
    minimumReceived: 'Minimum diterima',
    fees: 'Biaya',
    totalFee: 'Total biaya',
    estimatedTime: 'Perkiraan waktu',
    unknownDuration: 'tidak diketahui',
    timeUnknown: 'Waktu tidak diketahui',
    route: 'Rute',
    // "dtk" is the short unit Intl gives for seconds in Indonesian.
    quoteExpiresIn: 'Penawaran berakhir dalam {seconds} dtk',
    quoteExpired: 'Penawaran ini sudah kedaluwarsa.',
    refreshQuote: 'Dapatkan penawaran baru',
    routes: 'Rute',
    bestReturn: 'Harga terbaik',
    fastest: 'Tercepat',
    feeAmount: 'Biaya {amount}',
    routeBlocked: 'Diblokir',
    routeHandover: '{blocked} diblokir demi keamanan Anda; {chosen} dipilih sebagai gantinya.',
    rejectedRoutes: '{count, plural, other {# rute tidak tersedia}}',
    feeTypeMESSAGE: 'Biaya pengiriman pesan',
    feeTypeGENERAL: 'Biaya protokol',
    feeTypeDST_NATIVE_DROP: 'Gas di tujuan (dibayar)',
    feeTypeCCTP_RECEIVE: 'Biaya relay Circle',
    transferStatus: 'Status transfer',
    eventSubmitted: 'Diajukan',
    eventSENT: 'Dikirim di {chain}',
    eventBUS_RODE: 'Batch berangkat di {chain}',
    eventDELIVERED: 'Sampai di {chain}',
    status_UNKNOWN: 'Belum terlihat',
    status_PENDING: 'Tertunda',
    status_PROCESSING: 'Dalam perjalanan',
    status_SUCCEEDED: 'Selesai',
    status_FAILED: 'Gagal',
    phaseIdle: 'Belum ada yang dilacak.',
    phaseWaiting: 'Menunggu jaringan mendeteksi transaksi Anda…',
    phaseTracking: 'Status: {status}',
    historyExecuting: 'Belum selesai',
    historyInFlight: 'Dalam perjalanan',
    historyCancelled: 'Dibatalkan di dompet Anda',
    phaseSucceeded: 'Transfer selesai.',
    phaseFailed:
      'Transfer gagal. Tidak ada yang diterima; periksa explorer untuk melihat pengembalian dana, atau hubungi dukungan dengan ID transfer.',
    phaseNotFound:
      'Transfer ini belum terdeteksi. Periksa aktivitas dompet Anda: jika transaksi sudah dikirim, transaksi itu akan muncul.',
    elapsed: 'Sudah berjalan {time}',
    // {time} is a time of day (14.05).
    statusUnreachable:
      'Layanan transfer tidak merespons sejak {time}. Transfer Anda tetap berjalan; kami terus memeriksa.',
    checkNow: 'Periksa sekarang',
    journalUnsaved:
      'Penyimpanan browser Anda penuh, jadi transfer ini hanya disimpan selama halaman ini terbuka. Biarkan halaman ini tetap terbuka sampai transfer sudah dalam perjalanan.',
    viewOnExplorer: 'Lihat di explorer',
    transferId: 'Transfer {id}',
    steps: 'Langkah',
    stepState_idle: 'Menunggu',
    stepState_awaitingWallet: 'Konfirmasi di dompet Anda',
    stepState_submitted: 'Diajukan',
    stepState_confirmed: 'Dikonfirmasi',
    stepState_skipped: 'Sudah disetujui',
    stepState_failed: 'Gagal',
    stepTRANSACTION: 'Kirim transaksi',
    stepSIGNATURE: 'Tanda tangani pesan',
    stepsBatched: 'Dompet Anda mengonfirmasi langkah-langkah ini sekaligus, dalam satu permintaan.',
    stepsPrepared:
      'Transaksi Anda di {chain} disiapkan saat Anda memulai, tepat sebelum Anda menandatanganinya.',
    onChain: 'di {chain}',
    stepRent:
      'Termasuk hingga {amount} SOL untuk membuka akun token yang diperlukan rute ini, jika belum dibuka',
    ledgerTitle: 'Yang Anda tanda tangani',
    ledgerSend: 'Anda mengirim {amounts}',
    ledgerBridged: '{amount} diseberangkan ke {recipient} di {chain}',
    ledgerAtLeast: 'setidaknya {amount} tiba',
    ledgerYou: 'Anda',
    ledgerDeposit:
      '{amount} dibayarkan ke akun layanan {account}: ke mana dana itu pergi selanjutnya tidak tercantum dalam transaksi',
    ledgerMessagingFee: 'Biaya pesan {amount}',
    ledgerRefunded: 'yang tidak terpakai kembali kepada Anda',
    ledgerRelayFee: 'Biaya relay {amount} untuk {receiver}',
    ledgerFeeReceiver: 'penerima biaya layanan',
    ledgerRouteFee: 'Biaya {amount} untuk akun layanan',
    ledgerRent: 'hingga {amount} untuk membuka akun token layanan',
    ledgerPriorityFee: 'Biaya prioritas {amount}',
    ledgerReturned: '{amount} kembali kepada Anda',
    ledgerHeld: '{amount} tertinggal di {contract}',
    ledgerDiverted: '{amount} ke {address}',
    ledgerApproval: 'Mengizinkan {spender} membelanjakan {amount}',
    ledgerUnchecked: 'tidak dicocokkan dengan chain',
    ledgerPending:
      'Transaksi dibuat saat Anda memulai: apa yang dipindahkannya akan ditampilkan saat itu.',
    valueLossUnknown:
      'Biaya transfer ini dalam dolar tidak dapat diperkirakan: beberapa jumlah tidak memiliki harga. Periksa di bawah.',
    actionStart: 'Mulai transfer',
    actionApproveAndSend: 'Setujui dan kirim',
    actionSignAndSend: 'Tanda tangani dan kirim',
    actionContinue: 'Lanjutkan transfer',
    actionReview: 'Tinjau transfer',
    actionSwitchTo: 'Beralih ke {chain}',
    walletOnChain: 'Dompet Anda ada di {chain}.',
    actionSelectTokens: 'Pilih token',
    actionSelectDestination: 'Pilih token tujuan',
    actionEnterAmount: 'Masukkan jumlah',
    actionInvalidAmount: 'Masukkan jumlah yang valid',
    actionInvalidRecipient: 'Masukkan penerima yang valid',
    actionEnterRecipient: 'Masukkan alamat penerima',
    actionFindingRoutes: 'Mencari rute…',
    actionNoRoute: 'Tidak ada rute tersedia',
    actionConnect: 'Hubungkan dompet',
    actionUnsupportedSource: 'Tidak dapat mengirim dari {chainType} di sini',
    actionRefused: 'Dihentikan demi keamanan Anda',
    insufficientBalance: 'Saldo {symbol} tidak cukup',
    notEnoughForGas: '{symbol} tidak cukup untuk gas',
    actionRunning: 'Konfirmasi di dompet Anda…',
    actionPreparing: 'Menyiapkan transfer Anda…',
    actionConfirming: 'Menunggu konfirmasi…',
    cancelInWallet: 'Untuk membatalkan, tolak permintaan di dompet Anda.',
    actionElsewhere: 'Berjalan di tab lain',
    elsewhereNote:
      'Transfer ini sedang berjalan di tab lain browser ini. Progresnya tampil di sini, dan transfer berlanjut di sini jika tab itu ditutup.',
    actionRetry: 'Coba lagi',
    actionSwitchNetwork: 'Ganti jaringan dan coba lagi',
    actionNewQuote: 'Dapatkan penawaran baru',
    // Shortened to fit the button: the user states the wallet shows nothing sent, then resends.
    actionCheckedWallet: 'Dompet sudah diperiksa: kirim lagi',
    actionKeepWaiting: 'Tetap tunggu',
    actionSwitchAccount: 'Kembali ke {account}',
    actionDone: 'Transfer diajukan',
    refused: 'Transfer ini dihentikan demi keamanan Anda',
    refusedNext: 'Tidak ada yang dikirim. Pilih rute lain.',
    refusedNothingSent: 'Tidak ada yang dikirim.',
    confirmWarnings: 'Saya mengerti dan ingin melanjutkan',
    valueLossWarning:
      'Anda kehilangan {percent} dari nilai yang dikirim ({usd}) untuk biaya dan selisih harga.',
    actionReviewLoss: 'Tinjau: Anda kehilangan {percent} ({usd})',
    confirmValueLoss: 'Saya menerima kehilangan {percent} ({usd}) pada transfer ini',
    rateChanged:
      'Rute ini sekarang memberi {amount}, {difference} lebih sedikit dari yang ditampilkan.',
    actionReviewRate: 'Tinjau jumlah baru',
    confirmRateChange: 'Saya menerima jumlah baru',
    connectWallet: 'Hubungkan dompet untuk melanjutkan.',
    // "Bridge" is what Indonesian crypto users say; "jembatan" reads as a literal bridge.
    widgetTitle: 'Bridge',
    openBridge: 'Bridge token',
    transferRunning: 'Transfer sedang berjalan',
    from: 'Dari',
    to: 'Ke',
    amount: 'Jumlah',
    balance: 'Saldo: {amount}',
    max: 'Maks',
    recipient: 'Penerima',
    recipientInvalid: 'Masukkan alamat {chainType} yang valid.',
    defaultsUnavailable:
      'Token yang dipilihkan aplikasi ini tidak tersedia di sini: pilih sendiri.',
    recipientChecksum:
      'Huruf besar alamat ini tidak cocok dengan checksum-nya: mungkin ada karakter yang salah ketik. Salin lagi dari sumbernya.',
    forgetRecipients: 'Lupakan alamat terbaru',
    recipientNameLooking: 'Mencari {name}…',
    recipientNameFound: '{name} adalah {address}',
    recipientNameFoundOnEthereum: '{name} adalah {address}, alamat Ethereum-nya.',
    recipientNameMissing: '{name} tidak memiliki alamat.',
    recipientNameUnavailable: 'Nama tidak dapat dicari di aplikasi ini: tempel alamatnya.',
    recipientNameFailed: '{name} tidak dapat dicari. Coba lagi, atau tempel alamatnya.',
    recipientNameNotPlain:
      'Hanya nama dengan huruf biasa, angka, dan tanda hubung yang dicari di sini: tempel alamatnya.',
    recipientNameOffchain:
      '{name} disimpan di luar chain, yang tidak dicari aplikasi ini: tempel alamatnya.',
    actionCheckRecipient: 'Periksa penerima',
    recipientConfirmTick: 'Saya sudah memeriksa alamat ini',
    recipientConfirmNew:
      'Anda belum pernah mengirim ke alamat ini dari browser ini. Periksa setiap karakternya: transfer ke alamat yang salah tidak dapat dibatalkan.',
    recipientConfirmQuestion: 'Kirim ke alamat ini di {chain}?',
    settings: 'Pengaturan',
    // Keep " ({symbol})" with a plain space: the settings drop " ()" when there is no symbol.
    nativeDrop: 'Gas yang diterima di tujuan ({symbol})',
    feeTolerance: 'Slippage (%)',
    feeTolerancePresets: 'Preset slippage',
    feeToleranceHelp: 'Seberapa besar biaya boleh berubah antara penawaran ini dan transfer Anda.',
    percent: '{value}%',
    done: 'Selesai',
    swapDirection: 'Tukar arah',
    transferTab: 'Transfer',
    historyTab: 'Riwayat',
    fee: 'Biaya',
    feeDetails: 'Biaya dan detail',
    routeCount: 'Bandingkan {count, plural, other {# rute}}',
    sending: 'Mengirim {amount} dari {from} ke {to}',
    eta: 'Tiba dalam sekitar {time}',
    etaDue: 'Segera tiba',
    successTitle: 'Transfer selesai',
    successReceived: '{amount} tiba di {chain}',
    destinationTransaction: 'Transaksi tujuan',
    sourceTransaction: 'Transaksi sumber',
    outcomeReceived: 'Diterima',
    outcomeSent: 'Dikirim',
    successTime: 'Selesai dalam {time}',
    successUnderASecond: 'Selesai dalam kurang dari satu detik',
    failureTitle: 'Transfer gagal',
    arrival: 'Kedatangan',
    arriveOn: 'Tiba di {chain}',
    arrivalWaiting: 'Menunggu jaringan',
    failureHelp:
      'Tidak ada yang tiba di {chain}. Simpan ID transfer ini untuk dukungan: pengembalian dana apa pun dilacak dengan ID ini.',
    transferIdLabel: 'ID transfer',
    transferDetails: 'Detail transfer',
    copy: 'Salin',
    copied: 'Disalin',
    copyFailed: 'Tidak dapat menyalin di sini: pilih ID secara manual',
    history: 'Transfer terbaru',
    historyEmpty: 'Belum ada transfer.',
    newTransfer: 'Transfer baru',
    anotherTransfer: 'Mulai transfer lain',
    keepsGoing: 'Transfer ini tetap berjalan dengan sendirinya; pantau di Riwayat.',
    toYourWallet: 'Ke dompet Anda {address}',
    toRecipient: 'Penerima: {recipient}',
    sendToAnother: 'Kirim ke alamat lain',
    sendToMyWallet: 'Kirim ke dompet saya',
    resume: 'Lanjutkan',
    resuming: 'Transfer belum selesai {route}: selesaikan di bawah.',
    oftTitle: 'Kirim OFT',
    oftNoTokens: 'Tidak ada token OFT yang terdaftar.',
    oftDust:
      '{dust} {symbol} tidak dapat dikirim: {symbol} berpindah antar-chain dengan {decimals} desimal. Sisa ini akan tetap ada di dompet Anda.',
    oftUseSendable: 'Kirim {amount} {symbol}',
    oftSendTo: 'Kirim {symbol} ke',
    oftTo: 'Ke {address}',
    oftActionSelectDestination: 'Pilih chain tujuan',
    oftActionDust: 'Masukkan jumlah yang dapat dikirim utuh',
    oftActionCheckSettings: 'Periksa gas penerimaan di Pengaturan',
    oftReceiveGas: 'Gas untuk kontrak penerima (lzReceive, opsional)',
    invalidGas: 'Masukkan jumlah unit gas berupa bilangan bulat.',
    oftArrives: 'Tiba',
    oftNetworkFee: 'Biaya pengiriman pesan',
    oftPreparing: 'Menyiapkan transfer…',
    deliveryInFlight: 'Terkirim. Menunggu {chain} menerimanya…',
    deliveryDelivered: 'Diterima di {chain}.',
    deliveryUnobservable:
      'Terkirim. Kedatangannya di {chain} tidak dapat dipantau di sini: periksa dompet penerima.',
  },
  findings: {
    'approval-above-amount':
      'Persetujuan ini akan mengizinkan token Anda dibelanjakan melebihi kebutuhan transfer ini, bahkan mungkin tanpa batas.',
    'ledger-other-asset':
      'Transfer ini akan memindahkan atau menyetujui token selain yang Anda kirim.',
    'ledger-sent-mismatch':
      'Transfer ini akan mengambil jumlah yang berbeda dari wallet Anda dibandingkan yang ditampilkan penawaran.',
    'ledger-unaccounted':
      'Sebagian dana Anda akan tertinggal di kontrak perantara atau dikirim ke pihak yang tidak menyeberangkan maupun mengembalikannya.',
    'ledger-minimum-out':
      'Transfer ini menjamin jumlah tiba yang lebih kecil daripada yang ditampilkan penawaran, atau kurang dari separuh yang Anda kirim.',
    'ledger-decimals-unknown':
      'Kami tidak mengetahui desimal token ini sehingga tidak dapat memeriksa jumlah yang tiba; lanjutkan hanya jika Anda memercayai layanan transfer.',
    'ledger-fee-excessive':
      'Transfer ini membayar biaya lebih besar daripada yang dicantumkan penawaran, yang dikenakan bridge itu sendiri, atau separuh yang Anda kirim.',
    'ledger-fee-unverified':
      'Sebuah biaya transfer ini tidak dapat dibandingkan dengan tarif bridge; periksa jumlahnya sebelum melanjutkan.',
    'deployments-unknown':
      'Kami tidak memiliki catatan tentang kontrak layanan transfer di chain ini; lanjutkan hanya jika Anda memercayai layanan tersebut.',
    'approve-spender-is-multicall':
      'Persetujuan ini akan memberi kontrak yang salah izin untuk membelanjakan token Anda.',
    'approve-spender-not-delegate':
      'Persetujuan ini akan mengizinkan alamat yang tidak terduga membelanjakan token Anda.',
    'approve-spender-not-intent-contract':
      'Persetujuan atau order ini akan mengizinkan kontrak yang tidak terduga mengambil token Anda.',
    'approve-native-coin':
      'Transfer ini meminta persetujuan token, padahal aset yang Anda kirim tidak memerlukannya.',
    'approve-data-malformed':
      'Persetujuan ini tidak dapat dibaca dengan tepat, sehingga tidak dapat diperiksa.',
    'bridge-target-not-multicall':
      'Salah satu transaksi dalam transfer ini dikirim ke alamat yang tidak terduga.',
    'batch-unreadable':
      'Transaksi ini berisi instruksi yang tidak dapat kami baca, sehingga kami tidak tahu ke mana dana Anda akan pergi.',
    'batch-quote-id': 'Transaksi ini disiapkan untuk penawaran lain.',
    'batch-pull':
      'Transaksi ini akan mengambil token atau jumlah dari dompet Anda yang berbeda dari yang dibutuhkan transfer ini.',
    'batch-value':
      'Transaksi ini mengirim koin asli jaringan dalam jumlah yang berbeda dari yang digunakannya, atau mengirimnya ke tempat yang salah.',
    'batch-approve':
      'Transaksi ini akan mengizinkan kontrak yang salah membelanjakan token Anda, atau membelanjakan lebih dari yang Anda kirim.',
    'batch-bridge':
      'Transaksi ini akan mengirim token Anda dengan cara yang berbeda dari yang Anda minta, atau melalui kontrak yang salah.',
    'batch-opaque-call':
      'Transaksi ini berisi tindakan yang tidak dapat kami baca, sehingga kami tidak tahu apa yang dilakukannya pada dana Anda.',
    'signature-type-unsupported':
      'Transfer ini meminta jenis tanda tangan yang tidak diizinkan aplikasi ini.',
    'signature-dangerous-type':
      'Tanda tangan ini dapat mengizinkan seseorang memindahkan token Anda atau bertindak atas nama Anda.',
    'signature-unknown-schema':
      'Transfer ini meminta Anda menandatangani pesan yang tidak dapat kami baca, sehingga kami tidak tahu apa yang diizinkannya.',
    'signature-not-intent-route':
      'Rute ini meminta tanda tangan, padahal seharusnya tidak memerlukannya.',
    'intent-order-mismatch':
      'Order yang akan Anda tanda tangani tidak sesuai dengan penawaran yang ditampilkan.',
    'step-grammar':
      'Transfer ini memiliki langkah yang tidak terduga, berulang, atau tidak berurutan.',
    'starknet-call':
      'Transaksi Starknet ini melakukan lebih dari sekadar menyetujui token Anda dan memulai transfer.',
    'solana-unreadable':
      'Transaksi Solana ini tidak dapat dibaca dengan tepat, sehingga tidak dapat diperiksa.',
    'solana-fee-payer':
      'Transaksi Solana ini akan dibayar atau ikut ditandatangani oleh pihak selain dompet Anda.',
    'solana-program': 'Transaksi Solana ini menjalankan program yang tidak kami kenali.',
    'solana-instruction':
      'Transaksi Solana ini akan mengirim lebih dari yang diharapkan, atau menyerahkan dana atau kendali akun Anda kepada orang lain.',
    'rebuilt-step-changed':
      'Transaksi yang disiapkan tepat sebelum penandatanganan berbeda dari yang sudah diperiksa.',
    'chain-id-mismatch':
      'Transaksi atau tanda tangan ini untuk chain yang berbeda dari chain tempat seharusnya ia dijalankan.',
    'chain-id-unknown': 'Chain transaksi ini tidak dapat dikenali, sehingga tidak dapat diperiksa.',
    'chain-id-conflict':
      'Layanan transfer mengenali sebuah chain secara berbeda dari aplikasi ini, sehingga dana Anda bisa berakhir di chain yang salah.',
    'gas-limit-too-high':
      'Transaksi ini meminta jumlah gas yang tidak valid atau luar biasa besar.',
    'chain-type-mismatch':
      'Sebuah transaksi dibuat untuk jenis chain yang berbeda dari chain tujuannya.',
    'unknown-chain':
      'Sebuah langkah berjalan di chain yang tidak tercantum dalam daftar layanan transfer.',
    'no-deployments':
      'Layanan transfer tidak memublikasikan kontrak untuk chain ini, sehingga transfer tidak dapat diperiksa.',
    'deployments-suspicious':
      'Daftar kontrak layanan transfer untuk chain ini saling bertentangan, sehingga tidak dapat dipercaya.',
    'deployments-untrusted':
      'Layanan transfer menyebut kontrak untuk chain ini yang tidak sesuai dengan kontrak yang dipercaya aplikasi ini.',
    'deployments-changed':
      'Kontrak layanan transfer di chain ini telah berubah sejak transfer terakhir Anda; lanjutkan hanya jika Anda memercayai perubahan ini.',
    'deployments-unrecognised':
      'Sebuah kontrak yang disebut layanan transfer berbeda dari catatan publik yang belum dikonfirmasi; lanjutkan hanya jika Anda memercayai layanan ini.',
    'bridge-contract-unverified':
      'Token Anda akan melewati kontrak yang tidak dapat kami verifikasi; lanjutkan hanya jika Anda memercayai layanan transfer.',
    'intent-contract-unverified':
      'Order Anda dan persetujuannya ditujukan ke kontrak yang tidak dapat kami verifikasi; lanjutkan hanya jika Anda memercayai layanan transfer.',
    'recipient-cannot-receive':
      'Penerima adalah kontrak token, kontrak yang dipakai transfer ini, atau alamat nol: dana yang dikirim ke sana akan hilang.',
    'recipient-has-code':
      'Penerima adalah kontrak di chain tujuan: dana yang dikirim ke kontrak bisa hilang jika kontrak itu tidak dapat menerimanya.',
    'recipient-account-missing':
      'Dompet Anda adalah kontrak pintar di chain asal, dan tidak ada kontrak di alamat yang sama di chain tujuan: dana yang dikirim ke sana bisa berada di luar jangkauan Anda.',
    'signer-mismatch': 'Transfer ini disiapkan untuk dompet yang berbeda dari yang terhubung.',
    'value-on-other-chain':
      'Sebuah langkah akan memakai koin chain lain, yang tidak termasuk dalam penawaran.',
    'fees-disagree-with-fee-usd':
      'Biaya yang dirinci dalam penawaran ini berjumlah lebih dari total biaya yang ditampilkannya.',
    'deployment-no-code':
      'Alamat yang disebut layanan transfer sebagai kontrak ternyata bukan kontrak.',
    'quote-amount-mismatch': 'Penawaran ini akan mengambil lebih dari jumlah yang Anda masukkan.',
    'quote-id-reused': 'Layanan transfer memakai ulang ID transfer sebelumnya untuk transfer lain.',
    'unknown-step-type': 'Transfer ini berisi jenis langkah yang tidak dikenal aplikasi ini.',
    'no-steps': 'Penawaran ini tidak berisi langkah apa pun untuk dijalankan.',
    'no-executor':
      'Aplikasi ini tidak dapat menandatangani transaksi di chain yang digunakan transfer ini.',
    'no-checks':
      'Aplikasi ini tidak dapat membaca transaksi ini, sehingga tidak akan membiarkan Anda menandatanganinya tanpa diperiksa.',
    'step-on-other-chain':
      'Sebuah langkah berjalan di chain yang berbeda dari chain pengiriman Anda; lanjutkan hanya jika Anda memang mengharapkannya.',
    'unknown-endpoint':
      'Kami tidak dapat memverifikasi bahwa transfer ini menuju chain yang Anda pilih; lanjutkan hanya jika Anda memercayai layanan transfer.',
    'oft-not-listed': 'Kontrak token ini tidak ada dalam daftar layanan transfer untuk chain ini.',
    'oft-no-destination': 'Token ini tidak tersedia di chain tujuan yang Anda pilih.',
    'oft-unknown-chain': 'Pengiriman di antara kedua chain ini tidak didukung di sini.',
    'oft-chain-id-conflict':
      'Layanan transfer mengenali chain pengirim secara berbeda dari aplikasi ini, sehingga transaksi bisa berjalan di chain yang salah.',
    'oft-signer-mismatch': 'Transfer ini disiapkan untuk dompet yang berbeda dari yang terhubung.',
    'oft-send-target':
      'Transaksi ini ditujukan ke kontrak yang berbeda dari kontrak yang terdaftar untuk token ini.',
    'oft-send-malformed':
      'Transaksi ini tidak dapat dibaca dengan tepat, sehingga tidak dapat diperiksa.',
    'oft-amount-mismatch':
      'Transaksi ini akan mengirim jumlah yang berbeda dari yang Anda masukkan.',
    'oft-min-amount':
      'Transaksi ini bersedia menerima jumlah yang lebih sedikit dari yang seharusnya tiba.',
    'oft-recipient-mismatch': 'Transaksi ini akan mengirim token Anda ke penerima lain.',
    'oft-refund-not-sender':
      'Biaya yang tidak terpakai dari transaksi ini akan dikembalikan ke orang lain, bukan ke Anda.',
    'oft-destination-endpoint':
      'Transaksi ini akan mengirim token Anda ke chain yang berbeda dari yang Anda pilih.',
    'oft-unknown-endpoint':
      'Kami tidak dapat memverifikasi bahwa transfer ini menuju chain yang Anda pilih; lanjutkan hanya jika Anda memercayai layanan transfer.',
    'oft-value-not-fee':
      'Jumlah yang diambil transaksi ini dari dompet Anda tidak sesuai dengan biaya dan jumlah yang dikirim.',
    'oft-fee-above-quote':
      'Biaya dalam transaksi ini jauh lebih tinggi daripada yang dikenakan kontrak token itu sendiri.',
    'oft-fee-unverified':
      'Kami tidak dapat memeriksa biaya transfer ini; melanjutkan berarti Anda menerima biaya seperti yang ditampilkan.',
    'oft-token-mismatch':
      'Kontrak token memindahkan token yang berbeda dari yang disebut dalam daftar layanan transfer.',
    'oft-token-unverified':
      'Kami tidak dapat memeriksa token apa yang dipindahkan kontrak ini; melanjutkan berarti Anda memercayai daftar layanan transfer.',
    'oft-deployment-changed':
      'Token ini sekarang melewati kontrak yang berbeda dari transfer terakhir Anda; lanjutkan hanya jika Anda memang mengharapkan perubahan ini.',
    'oft-unverified':
      'Hanya daftar layanan transfer yang menjamin kontrak token ini, dan Anda belum pernah memakainya; lanjutkan hanya jika Anda memercayainya.',
    'oft-contract-mismatch':
      'Kontrak yang terdaftar untuk token ini dikenal sebagai kontrak lain di chain ini.',
    'oft-endpoint-mismatch':
      'Kontrak token ini tidak memakai kontrak pesan lintas chain resmi di chain ini.',
    'oft-gas-limit': 'Transaksi ini meminta jumlah gas yang tidak valid atau luar biasa besar.',
    'oft-lz-token-fee':
      'Transaksi ini akan membayar sebagian biayanya dengan token lain, hal yang tidak pernah dilakukan aplikasi ini.',
    'oft-unrequested-payload':
      'Transaksi ini akan menjalankan tindakan tambahan saat tiba yang tidak Anda minta.',
    'oft-executor-options':
      'Pengaturan pengiriman transaksi ini akan mengirim dana tambahan atau menjalankan tindakan yang tidak Anda minta.',
    'oft-approval-not-needed': 'Transfer ini meminta persetujuan token yang tidak diperlukan.',
    'oft-approval-target': 'Persetujuan ini untuk token yang berbeda dari yang Anda kirim.',
    'oft-approval-malformed':
      'Persetujuan ini tidak dapat dibaca dengan tepat, sehingga tidak dapat diperiksa.',
    'oft-approval-spender':
      'Persetujuan ini akan mengizinkan alamat yang tidak terduga membelanjakan token Anda.',
    'oft-approval-amount': 'Persetujuan ini untuk jumlah yang berbeda dari yang Anda kirim.',
    'oft-metadata-mismatch':
      'Layanan transfer menjelaskan transfer yang berbeda dari yang Anda minta.',
    'oft-dust':
      'Sisa yang sangat kecil dari jumlah ini tidak dapat dikirim dan akan tetap di dompet Anda; melanjutkan akan mengirim bagian lainnya.',
  },
  errors: {
    HttpError: 'Layanan tidak dapat memproses permintaan ini (HTTP {status}).',
    ApiError: 'Layanan menolak permintaan (status {status}).',
    UnauthorizedError: 'Layanan menolak kunci API (tidak ada atau tidak valid).',
    RateLimitError:
      'Terlalu banyak permintaan: layanan sedang membatasi laju. Coba lagi sebentar lagi.',
    TimeoutError: 'Layanan tidak merespons tepat waktu.',
    NetworkError: 'Tidak dapat menghubungi layanan (kesalahan jaringan).',
    ResponseShapeError: 'Layanan mengirim respons yang tidak terduga.',
    PaginationError:
      'Daftar dari layanan tidak berakhir; daftar dihentikan untuk menghindari perulangan tanpa akhir.',
    QuoteNotFoundError: 'Penawaran ini sudah tidak tersedia: dapatkan penawaran baru.',
    QuoteExpiredError: 'Penawaran ini sudah kedaluwarsa: dapatkan penawaran baru.',
    UnexpectedError: 'Terjadi kesalahan di vtkit. Silakan coba lagi.',
    UnsafeStepError: 'Transfer ini dihentikan demi keamanan Anda: {reason}',
    UserRejectedError: 'Anda menolak permintaan di dompet Anda. Anda dapat mencoba lagi.',
    SwitchChainError: 'Dompet Anda tidak beralih ke {chain}. Ganti jaringan dan coba lagi.',
    TransactionRevertedError:
      'Transaksi gagal di chain (dibatalkan). Tidak ada dana yang berpindah pada langkah ini.',
    UnsupportedChainError: 'Aplikasi ini tidak dapat menandatangani transaksi {chainType}.',
    StepInterruptedError_closed:
      'Periksa dompet Anda: langkah ini mungkin sudah dikirim sebelum halaman ditutup.',
    StepInterruptedError_noAnswer:
      'Dompet Anda tidak merespons: periksa langkah ini di dompet sebelum melanjutkan; langkah ini mungkin sudah dikirim.',
    TransactionReplacedError_cancelled:
      'Transaksi ini dibatalkan di dompet Anda: tidak ada yang berpindah pada langkah ini. Anda dapat mengirimnya lagi.',
    TransactionReplacedError_replaced:
      'Transaksi ini diganti di dompet Anda: tidak ada yang berpindah pada langkah ini. Anda dapat mengirimnya lagi.',
    TransactionPendingError:
      'Belum dikonfirmasi. Periksa dompet Anda: percepat atau batalkan transaksi di sana. Transaksi tidak akan dikirim dua kali.',
    WrongAccountError:
      'Transfer ini dimulai oleh {account}. Alihkan dompet Anda kembali ke akun itu untuk melanjutkan.',
    TransferElsewhereError: 'Transfer ini sedang berjalan di tab lain browser ini.',
    InvalidAmountError: 'Jumlah ini tidak dapat dibaca: gunakan angka dan satu pemisah desimal.',
    InvalidAmountError_decimals: 'Token ini memiliki paling banyak {decimals} angka desimal.',
    InvalidAmountError_ambiguous: 'Maksud Anda {decimal} atau {whole}? Tulis ribuan tanpa pemisah.',
  },
}

export default id
