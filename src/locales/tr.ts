import type { LocalePack } from './types.js'

/** Turkish (tr). */
const tr: LocalePack = {
  locale: 'tr',
  messages: {
    // Cümlelerde „siz“ (girin, cüzdanınız); düğmelerde Türkçe arayüz geleneğiyle yalın emir (Gönder, Kopyala).
    selectToken: 'Token seç',
    // „Chain“ her yerde „ağ“ (Binance TR gibi). Yer adlarına ek gelmesin diye „{chain} ağında/ağına“.
    selectChain: 'Ağ seç',
    searchChains: 'Ağlarda ara',
    searchTokens: 'Ad, sembol veya adresle ara',
    chains: 'Ağlar',
    tokens: 'Tokenlar',
    tokensOn: '{chain} ağındaki tokenlar',
    popularTokens: 'Popüler tokenlar',
    noChains: 'Aramanızla eşleşen ağ yok.',
    noTokens: 'Aramanızla eşleşen token yok.',
    noRoutes: 'Seçilen tokendan ulaşılabilecek bir hedef yok.',
    loading: 'Yükleniyor…',
    loadingMore: 'Daha fazlası yükleniyor…',
    noMatchYet: 'Henüz eşleşme yok; diğerleri hâlâ yükleniyor.',
    foundOnOtherChains: 'Diğer zincirlerde bulundu',
    close: 'Kapat',
    retry: 'Tekrar dene',
    viewsUnavailable:
      "Bu widget'ın bir kısmı yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin veya sayfayı yeniden yükleyin.",
    youSend: 'Gönderdiğiniz',
    youReceive: 'Alacağınız',
    minimumReceived: 'Alınacak minimum tutar',
    fees: 'Ücretler',
    totalFee: 'Toplam ücret',
    estimatedTime: 'Tahmini süre',
    unknownDuration: 'bilinmiyor',
    timeUnknown: 'Süre bilinmiyor',
    route: 'Rota',
    quoteExpiresIn: 'Teklif {seconds} sn içinde sona eriyor',
    quoteExpired: 'Bu teklifin süresi doldu.',
    refreshQuote: 'Yeni teklif al',
    routes: 'Rotalar',
    bestReturn: 'En iyi getiri',
    fastest: 'En hızlı',
    feeAmount: 'Ücret: {amount}',
    routeBlocked: 'Engellendi',
    routeHandover: '{blocked} güvenliğiniz için engellendi; yerine {chosen} seçildi.',
    // Türkçede sayıdan sonra isim tekil kalır: iki biçim aynı.
    rejectedRoutes: '{count, plural, one {# rota kullanılamıyor} other {# rota kullanılamıyor}}',
    feeTypeMESSAGE: 'Mesajlaşma ücreti',
    feeTypeGENERAL: 'Protokol ücreti',
    feeTypeDST_NATIVE_DROP: 'Hedefte gas (ödenen)',
    feeTypeCCTP_RECEIVE: 'Circle aktarma ücreti',
    transferStatus: 'Transfer durumu',
    // „Submitted“ = cüzdandan iletildi; „SENT“ (gönderildi) ile karışmasın.
    eventSubmitted: 'İletildi',
    eventSENT: '{chain} ağında gönderildi',
    eventBUS_RODE: '{chain} ağında toplu gönderim yola çıktı',
    eventDELIVERED: '{chain} ağına teslim edildi',
    status_UNKNOWN: 'Henüz görülmedi',
    status_PENDING: 'Beklemede',
    status_PROCESSING: 'Yolda',
    status_SUCCEEDED: 'Tamamlandı',
    status_FAILED: 'Başarısız',
    phaseIdle: 'Henüz izlenecek bir şey yok.',
    phaseWaiting: 'Ağın işleminizi görmesi bekleniyor…',
    phaseTracking: 'Durum: {status}',
    historyExecuting: 'Tamamlanmadı',
    historyInFlight: 'Yolda',
    historyCancelled: 'Cüzdanınızda iptal edildi',
    phaseSucceeded: 'Transfer tamamlandı.',
    phaseFailed:
      'Transfer başarısız oldu. Hiçbir şey alınmadı; iade için blok gezginini kontrol edin veya transfer kimliğiyle destek ekibine başvurun.',
    phaseNotFound:
      'Bu transfer henüz görülmedi. Cüzdanınızın etkinlik geçmişini kontrol edin: işlem gönderildiyse orada görünecektir.',
    elapsed: '{time} geçti',
    // {time} bir saattir (14:05); ek almasın diye „saat {time} itibarıyla“.
    statusUnreachable:
      'Transfer hizmetinden saat {time} itibarıyla yanıt alınamıyor. Transferiniz devam ediyor; kontrol etmeyi sürdürüyoruz.',
    checkNow: 'Şimdi kontrol et',
    journalUnsaved:
      'Tarayıcınızın depolama alanı dolu; bu nedenle bu transfer yalnızca bu sayfa açık kaldığı sürece saklanır. Transfer yola çıkana kadar sayfayı açık tutun.',
    viewOnExplorer: 'Blok gezgininde görüntüle',
    transferId: 'Transfer {id}',
    steps: 'Adımlar',
    stepState_idle: 'Bekliyor',
    stepState_awaitingWallet: 'Cüzdanda onay bekleniyor',
    stepState_submitted: 'İletildi',
    stepState_confirmed: 'Onaylandı',
    // Token harcama onayı „izin“: „Onaylandı“ (confirmed) ile karışmasın.
    stepState_skipped: 'İzin zaten verildi',
    stepState_failed: 'Başarısız',
    stepTRANSACTION: 'İşlem gönder',
    stepSIGNATURE: 'Mesaj imzala',
    stepsBatched: 'Cüzdanınız bu adımları tek bir istekte birlikte onaylar.',
    stepsPrepared:
      '{chain} ağındaki işleminiz, başlattığınızda, imzalamanızdan hemen önce hazırlanır.',
    onChain: '{chain} ağında',
    stepRent: 'Rotanın token hesabı henüz açık değilse, açmak için en fazla {amount} SOL dahildir',
    ledgerTitle: 'İmzaladığınız',
    ledgerSend: 'Gönderdiğiniz: {amounts}',
    ledgerBridged: '{amount}, {chain} üzerinde {recipient} adresine',
    ledgerAtLeast: 'en az {amount} ulaşır',
    ledgerYou: 'siz',
    ledgerDeposit:
      '{amount} hizmetin {account} hesabına ödenir: sonrasında nereye gittiği işlemde yazmıyor',
    ledgerMessagingFee: '{amount} mesajlaşma ücreti',
    ledgerRefunded: 'kullanılmayan kısım size geri döner',
    ledgerRelayFee: '{receiver} için {amount} aktarma ücreti',
    ledgerFeeReceiver: 'hizmetin ücret alıcısı',
    ledgerRouteFee: 'hizmetin hesabına {amount} ücret',
    ledgerRent: 'hizmetin token hesabını açmak için en fazla {amount}',
    ledgerPriorityFee: '{amount} öncelik ücreti',
    ledgerReturned: '{amount} size geri döner',
    ledgerHeld: '{amount}, {contract} içinde kalır',
    ledgerDiverted: '{amount}, {address} adresine',
    ledgerApproval: '{spender} adresinin {amount} harcamasına izin verir',
    ledgerUnchecked: 'zincirle karşılaştırılmadı',
    ledgerPending: 'İşlem başlattığınızda oluşturulur: neyi taşıdığı o zaman gösterilir.',
    valueLossUnknown:
      'Bu transferin dolar cinsinden maliyeti bilinemiyor: bazı tutarların fiyatı yok. Aşağıdan kontrol edin.',
    actionStart: 'Transferi başlat',
    actionApproveAndSend: 'İzin ver ve gönder',
    actionSignAndSend: 'İmzala ve gönder',
    actionContinue: 'Transfere devam et',
    actionReview: 'Transferi incele',
    actionSwitchTo: '{chain} ağına geç',
    walletOnChain: 'Cüzdanınız {chain} ağında.',
    actionSelectTokens: 'Token seç',
    actionSelectDestination: 'Hedef token seç',
    actionEnterAmount: 'Tutar gir',
    actionInvalidAmount: 'Geçerli bir tutar gir',
    actionInvalidRecipient: 'Geçerli bir alıcı gir',
    actionEnterRecipient: 'Alıcı adresi gir',
    actionFindingRoutes: 'Rotalar aranıyor…',
    actionNoRoute: 'Uygun rota yok',
    actionConnect: 'Cüzdan bağla',
    actionUnsupportedSource: '{chainType} ile burada gönderilemez',
    actionRefused: 'Güvenliğiniz için durduruldu',
    insufficientBalance: 'Yetersiz {symbol} bakiyesi',
    notEnoughForGas: 'Gas için yeterli {symbol} yok',
    actionRunning: 'Cüzdanda onayla…',
    actionPreparing: 'Transferiniz hazırlanıyor…',
    actionConfirming: 'Onay bekleniyor…',
    cancelInWallet: 'İptal etmek için cüzdanınızdaki isteği reddedin.',
    actionElsewhere: 'Başka bir sekmede sürüyor',
    elsewhereNote:
      'Bu transfer, bu tarayıcının başka bir sekmesinde yürütülüyor. İlerlemesi burada görünür ve o sekme kapatılırsa burada devam eder.',
    actionRetry: 'Tekrar dene',
    actionSwitchNetwork: 'Ağı değiştir ve tekrar dene',
    actionNewQuote: 'Yeni teklif al',
    actionCheckedWallet: 'Cüzdanımı kontrol ettim: tekrar gönder',
    actionKeepWaiting: 'Beklemeye devam et',
    actionSwitchAccount: '{account} hesabına geri dön',
    actionDone: 'Transfer iletildi',
    refused: 'Bu transfer güvenliğiniz için durduruldu',
    refusedNext: 'Hiçbir şey gönderilmedi. Başka bir rota seçin.',
    refusedNothingSent: 'Hiçbir şey gönderilmedi.',
    confirmWarnings: 'Anlıyorum ve devam etmek istiyorum',
    valueLossWarning:
      'Ücretler ve fiyat farkı nedeniyle gönderilen değerden {percent} ({usd}) kaybediyorsunuz.',
    actionReviewLoss: 'İncele: {percent} ({usd}) kayıp',
    confirmValueLoss: 'Bu transferde {percent} ({usd}) kaybetmeyi kabul ediyorum',
    rateChanged: 'Rota artık {amount} ödüyor; bu, gösterilenden {difference} daha az.',
    actionReviewRate: 'Yeni tutarı incele',
    confirmRateChange: 'Yeni tutarı kabul ediyorum',
    connectWallet: 'Devam etmek için bir cüzdan bağlayın.',
    widgetTitle: 'Köprü',
    openBridge: 'Token köprüle',
    transferRunning: 'Transfer sürüyor',
    from: 'Kaynak',
    to: 'Hedef',
    amount: 'Tutar',
    balance: 'Bakiye: {amount}',
    max: 'Maks.',
    recipient: 'Alıcı',
    recipientInvalid: 'Geçerli bir {chainType} adresi girin.',
    defaultsUnavailable: 'Bu uygulamanın sizin için seçtiği bir token burada yok: kendiniz seçin.',
    recipientChecksum:
      'Bu adresin büyük harfleri sağlama toplamıyla uyuşmuyor: bir karakter yanlış yazılmış olabilir. Adresi kaynağından yeniden kopyalayın.',
    forgetRecipients: 'Son adresleri unut',
    recipientNameLooking: '{name} aranıyor…',
    recipientNameFound: '{name}: {address}',
    recipientNameFoundOnEthereum: '{name}: {address} (Ethereum adresi).',
    recipientNameMissing: '{name} için ayarlanmış bir adres yok.',
    recipientNameUnavailable: 'Bu uygulamada adlar aranamıyor: adresi yapıştırın.',
    recipientNameFailed: '{name} aranamadı. Yeniden deneyin veya adresi yapıştırın.',
    recipientNameNotPlain:
      'Burada yalnızca düz harf, rakam ve kısa çizgiden oluşan adlar aranır: adresi yapıştırın.',
    recipientNameOffchain:
      '{name} zincir dışında tutuluyor ve bu uygulama orada aramıyor: adresi yapıştırın.',
    actionCheckRecipient: 'Alıcıyı kontrol edin',
    recipientConfirmTick: 'Bu adresi kontrol ettim',
    recipientConfirmNew:
      'Bu tarayıcıdan bu adrese daha önce göndermediniz. Karakter karakter kontrol edin: yanlış bir adrese yapılan transfer geri alınamaz.',
    recipientConfirmQuestion: '{chain} üzerindeki bu adrese gönderilsin mi?',
    settings: 'Ayarlar',
    nativeDrop: 'Hedefte alınacak gas ({symbol})',
    feeTolerance: 'Kayma (%)',
    feeTolerancePresets: 'Kayma ön ayarları',
    feeToleranceHelp: 'Ücretlerin bu teklif ile transferiniz arasında ne kadar değişebileceği.',
    // Türkçede yüzde işareti sayının önünde (Intl.NumberFormat('tr') gibi).
    percent: '%{value}',
    done: 'Tamam',
    swapDirection: 'Yönü değiştir',
    transferTab: 'Transfer',
    historyTab: 'Geçmiş',
    fee: 'Ücret',
    feeDetails: 'Ücretler ve ayrıntılar',
    routeCount: '{count, plural, one {# rotayı} other {# rotayı}} karşılaştır',
    sending: '{amount}, {from} ağından {to} ağına gönderiliyor',
    eta: 'Yaklaşık {time} içinde ulaşır',
    etaDue: 'Her an ulaşabilir',
    successTitle: 'Transfer tamamlandı',
    successReceived: '{amount}, {chain} ağına ulaştı',
    destinationTransaction: 'Hedef işlem',
    sourceTransaction: 'Kaynak işlem',
    outcomeReceived: 'Alınan',
    outcomeSent: 'Gönderilen',
    successTime: 'Süre: {time}',
    successUnderASecond: 'Süre: bir saniyeden az',
    failureTitle: 'Transfer başarısız',
    arrival: 'Varış',
    arriveOn: '{chain} ağına varış',
    arrivalWaiting: 'Ağ bekleniyor',
    failureHelp:
      '{chain} ağına hiçbir şey ulaşmadı. Destek için bu transfer kimliğini saklayın: olası her iade bu kimlikle izlenir.',
    transferIdLabel: 'Transfer kimliği',
    transferDetails: 'Transfer ayrıntıları',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    copyFailed: 'Burada kopyalama engelli: kimliği seçin',
    history: 'Son transferler',
    historyEmpty: 'Henüz transfer yok.',
    newTransfer: 'Yeni transfer',
    anotherTransfer: 'Yeni bir transfer başlat',
    keepsGoing: 'Bu transfer kendiliğinden devam eder; Geçmiş sekmesinden takip edin.',
    toYourWallet: 'Cüzdanınıza: {address}',
    toRecipient: 'Alıcı: {recipient}',
    sendToAnother: 'Başka bir adrese gönder',
    sendToMyWallet: 'Cüzdanıma gönder',
    resume: 'Devam et',
    resuming: 'Tamamlanmamış transfer {route}: aşağıdan tamamlayın.',
    oftTitle: 'OFT gönder',
    oftNoTokens: 'Listelenmiş OFT token yok.',
    oftDust:
      '{dust} {symbol} aktarılamaz: {symbol}, ağlar arasında {decimals} ondalık basamakla taşınır. Bu miktar cüzdanınızda kalır.',
    oftUseSendable: '{amount} {symbol} gönder',
    oftSendTo: '{symbol} gönderilecek ağ',
    oftTo: 'Alıcı: {address}',
    oftActionSelectDestination: 'Hedef ağ seç',
    oftActionDust: 'Tam aktarılabilen bir tutar gir',
    oftActionCheckSettings: 'Ayarlardaki alım gas değerini kontrol et',
    oftReceiveGas: 'Alıcı kontrat için gas (lzReceive, isteğe bağlı)',
    invalidGas: 'Gas birimini tam sayı olarak girin.',
    oftArrives: 'Varış',
    oftNetworkFee: 'Mesajlaşma ücreti',
    oftPreparing: 'Transfer hazırlanıyor…',
    deliveryInFlight: 'Gönderildi. {chain} ağında alınması bekleniyor…',
    deliveryDelivered: '{chain} ağında alındı.',
    deliveryUnobservable:
      'Gönderildi. {chain} ağına varışı burada takip edilemiyor: alıcının cüzdanını kontrol edin.',
  },
  findings: {
    'approval-above-amount':
      'Bu izin, tokenlarınızdan bu transferin gerektirdiğinden fazlasının, belki sınırsız miktarda harcanmasına olanak tanır.',
    'ledger-other-asset': 'Bu transfer, gönderdiğiniz token dışında bir tokenı taşır veya onaylar.',
    'ledger-sent-mismatch':
      'Bu transfer cüzdanınızdan teklifte gösterilenden farklı bir tutar alır.',
    'ledger-unaccounted':
      'Fonlarınızın bir kısmı ara bir sözleşmede kalır ya da onu ne köprüleyen ne de iade eden birine gider.',
    'ledger-minimum-out':
      'Transfer, varışta teklifin gösterdiğinden veya gönderdiğinizin yarısından daha azını garanti ediyor.',
    'ledger-decimals-unknown':
      'Tokenın ondalık basamaklarını bilmediğimiz için varan tutarı kontrol edemiyoruz; yalnızca transfer hizmetine güveniyorsanız devam edin.',
    'ledger-fee-excessive':
      'Bu transfer, teklifte listelenenden, köprünün kendisinin aldığından veya gönderdiğinizin yarısından daha fazla ücret ödüyor.',
    'ledger-fee-unverified':
      'Bu transferin bir ücreti köprünün aldığı tutarla karşılaştırılamıyor; devam etmeden önce tutarı kontrol edin.',
    'deployments-unknown':
      'Bu ağda transfer hizmetinin sözleşmelerine dair kaydımız yok; yalnızca hizmete güveniyorsanız devam edin.',
    'approve-spender-is-multicall':
      'Bu izin, tokenlarınızı harcama yetkisini yanlış kontrata veriyor.',
    'approve-spender-not-delegate':
      'Bu izin, tokenlarınızı harcama yetkisini beklenmeyen bir adrese veriyor.',
    'approve-spender-not-intent-contract':
      'Bu izin veya emir, beklenmeyen bir kontratın tokenlarınızı almasına olanak tanıyor.',
    'approve-native-coin':
      'Bu transfer token izni istiyor, ancak gönderdiğiniz varlık izin gerektirmiyor.',
    'approve-data-malformed': 'Bu izin tam olarak okunamıyor, bu yüzden kontrol edilemiyor.',
    'bridge-target-not-multicall': 'Bu transferdeki bir işlem beklenmeyen bir adrese gönderiliyor.',
    'batch-unreadable':
      'Bu işlem okuyamadığımız talimatlar içeriyor; fonlarınızın nereye gideceğini bilemiyoruz.',
    'batch-quote-id': 'Bu işlem başka bir teklif için hazırlanmış.',
    'batch-pull':
      'Bu işlem, cüzdanınızdan bu transferin gerektirdiğinden farklı token veya tutar çekecek.',
    'batch-value':
      'Bu işlem, kullandığından farklı miktarda ağın yerel coinini gönderiyor veya onu yanlış yere gönderiyor.',
    'batch-approve':
      'Bu işlem, tokenlarınızı harcama iznini yanlış kontrata ya da gönderdiğinizden fazlası için veriyor.',
    'batch-bridge':
      'Bu işlem tokenlarınızı istediğinizden farklı şekilde ya da yanlış kontrat üzerinden gönderecek.',
    'batch-opaque-call':
      'Bu işlem okuyamadığımız bir eylem içeriyor; fonlarınızla ne yapacağını bilemiyoruz.',
    'signature-type-unsupported':
      'Bu transfer, bu uygulamanın izin vermediği türde bir imza istiyor.',
    'signature-dangerous-type':
      'Bu imza, birinin tokenlarınızı taşımasına veya sizin adınıza işlem yapmasına olanak tanıyabilir.',
    'signature-unknown-schema':
      'Bu transfer, okuyamadığımız bir mesajı imzalamanızı istiyor; neye izin verdiğini bilemiyoruz.',
    'signature-not-intent-route': 'Bu rota imza istiyor, ancak imzaya ihtiyacı olmamalı.',
    'intent-order-mismatch': 'İmzalayacağınız emir, size gösterilen teklifle eşleşmiyor.',
    'step-grammar': 'Bu transferde beklenmeyen, tekrarlanan veya sırası bozuk adımlar var.',
    'starknet-call':
      'Bu Starknet işlemi, tokenınız için izin vermek ve transferi başlatmaktan fazlasını yapıyor.',
    'solana-unreadable': 'Bu Solana işlemi tam olarak okunamıyor, bu yüzden kontrol edilemiyor.',
    'solana-fee-payer': 'Bu Solana işlemini cüzdanınız dışında biri ödüyor veya ortak imzalıyor.',
    'solana-program': 'Bu Solana işlemi tanımadığımız bir program çalıştırıyor.',
    'solana-instruction':
      'Bu Solana işlemi beklenenden fazlasını gönderecek ya da fonları veya hesaplarınızın kontrolünü başkasına devredecek.',
    'rebuilt-step-changed':
      'İmzalamadan hemen önce hazırlanan işlem, kontrol edilen işlemden farklı.',
    'chain-id-mismatch': 'Bu işlem veya imza, çalışması gereken ağdan farklı bir ağ için.',
    'chain-id-unknown': 'Bu işlemin ağı belirlenemiyor, bu yüzden kontrol edilemiyor.',
    'chain-id-conflict':
      'Transfer hizmeti bir ağı bu uygulamadan farklı tanımlıyor; fonlarınız yanlış ağa gidebilir.',
    'gas-limit-too-high': 'Bu işlem geçersiz veya imkânsız derecede yüksek miktarda gas istiyor.',
    'chain-type-mismatch': 'Bir işlem, çalışacağı ağdan farklı türde bir ağ için hazırlanmış.',
    'unknown-chain': 'Bir adım, transfer hizmetinin listelemediği bir ağda çalışıyor.',
    'no-deployments':
      'Transfer hizmeti bu ağ için kontrat yayımlamıyor; bu yüzden transfer kontrol edilemiyor.',
    'deployments-suspicious':
      'Transfer hizmetinin bu ağ için kontrat listesi kendi içinde çelişkili; bu yüzden güvenilemez.',
    'deployments-untrusted':
      'Transfer hizmeti bu ağ için, bu uygulamanın güvendiklerinden farklı kontratlar gösteriyor.',
    'deployments-changed':
      'Transfer hizmetinin bu ağdaki kontratları son transferinizden bu yana değişti; yalnızca bu değişikliğe güveniyorsanız devam edin.',
    'deployments-unrecognised':
      'Transfer hizmetinin gösterdiği bir kontrat, doğrulanmamış kamuya açık kayıtlardan farklı; yalnızca hizmete güveniyorsanız devam edin.',
    'bridge-contract-unverified':
      'Tokenlarınız doğrulayamadığımız bir kontrattan geçecek; yalnızca transfer hizmetine güveniyorsanız devam edin.',
    'intent-contract-unverified':
      'Emriniz ve ona ait izin, doğrulayamadığımız bir kontrat için; yalnızca transfer hizmetine güveniyorsanız devam edin.',
    'recipient-cannot-receive':
      'Alıcı bir token sözleşmesi, bu transferin kullandığı bir sözleşme ya da sıfır adresi: oraya gönderilen fonlar kaybolur.',
    'recipient-has-code':
      'Alıcı, hedef zincirde bir sözleşme: fonları alamayan bir sözleşmeye gönderilen fonlar kaybolabilir.',
    'recipient-account-missing':
      'Cüzdanınız kaynak zincirde bir akıllı sözleşme, hedef zincirde aynı adreste ise hiçbir şey yok: oraya gönderilen fonlara erişemeyebilirsiniz.',
    'signer-mismatch': 'Bu transfer, bağlı cüzdandan farklı bir cüzdan için hazırlanmış.',
    'value-on-other-chain': 'Bir adım, teklifte yer almayan başka bir ağın coinini harcayacak.',
    'fees-disagree-with-fee-usd':
      'Bu teklifte listelenen ücretlerin toplamı, gösterilen toplam ücretten fazla.',
    'deployment-no-code':
      'Transfer hizmetinin kontrat olarak gösterdiği bir adres aslında kontrat değil.',
    'quote-amount-mismatch': 'Teklif, girdiğiniz tutardan fazlasını çekecek.',
    'quote-id-reused':
      'Transfer hizmeti, önceki bir transferin kimliğini başka bir transfer için yeniden kullandı.',
    'unknown-step-type': 'Bu transfer, bu uygulamanın tanımadığı türde bir adım içeriyor.',
    'no-steps': 'Bu teklifte yürütülecek bir adım yok.',
    'no-executor': 'Bu uygulama, bu transferin kullandığı ağda işlem imzalayamıyor.',
    'no-checks':
      'Bu uygulama bu işlemi okuyamıyor; bu yüzden işlemi okunmadan imzalamanıza izin vermeyecek.',
    'step-on-other-chain':
      'Bir adım, gönderdiğiniz ağdan farklı bir ağda çalışıyor; yalnızca bunu bekliyorduysanız devam edin.',
    'unknown-endpoint':
      'Bu transferin seçtiğiniz ağa gittiğini doğrulayamıyoruz; yalnızca transfer hizmetine güveniyorsanız devam edin.',
    'oft-not-listed': 'Bu token kontratı, transfer hizmetinin bu ağ için listesinde yok.',
    'oft-no-destination': 'Bu token, seçtiğiniz hedef ağda kullanılamıyor.',
    'oft-unknown-chain': 'Bu iki ağ arasında burada gönderim yapılamıyor.',
    'oft-chain-id-conflict':
      'Transfer hizmeti kaynak ağı bu uygulamadan farklı tanımlıyor; işlem yanlış ağa gidebilir.',
    'oft-signer-mismatch': 'Bu transfer, bağlı cüzdandan farklı bir cüzdan için hazırlanmış.',
    'oft-send-target': 'Bu işlem, bu token için listelenenden farklı bir kontrata gidiyor.',
    'oft-send-malformed': 'Bu işlem tam olarak okunamıyor, bu yüzden kontrol edilemiyor.',
    'oft-amount-mismatch': 'Bu işlem, girdiğiniz tutardan farklı bir tutar gönderecek.',
    'oft-min-amount': 'Bu işlem, ulaşması gerekenden daha azının ulaşmasını kabul ediyor.',
    'oft-recipient-mismatch': 'Bu işlem tokenlarınızı farklı bir alıcıya gönderecek.',
    'oft-refund-not-sender':
      'Bu işlemde kullanılmayan ücretler size değil, başka birine iade edilecek.',
    'oft-destination-endpoint': 'Bu işlem tokenlarınızı seçtiğinizden farklı bir ağa gönderecek.',
    'oft-unknown-endpoint':
      'Bu transferin seçtiğiniz ağa gittiğini doğrulayamıyoruz; yalnızca transfer hizmetine güveniyorsanız devam edin.',
    'oft-value-not-fee':
      'Bu işlemin cüzdanınızdan çektiği miktar, ücretiyle ve gönderilen tutarla eşleşmiyor.',
    'oft-fee-above-quote':
      'Bu işlemdeki ücret, token kontratının kendi talep ettiğinden çok daha yüksek.',
    'oft-fee-unverified':
      'Bu transferin ücretini kontrol edemedik; devam ederseniz ücreti gösterildiği gibi kabul etmiş olursunuz.',
    'oft-token-mismatch':
      'Token kontratı, transfer hizmetinin listesinde yazandan farklı bir token taşıyor.',
    'oft-token-unverified':
      'Bu kontratın hangi tokenı taşıdığını kontrol edemedik; devam ederseniz transfer hizmetinin listesine güvenmiş olursunuz.',
    'oft-deployment-changed':
      'Bu token artık son transferinizdekinden farklı bir kontrattan geçiyor; yalnızca bu değişikliği bekliyorduysanız devam edin.',
    'oft-unverified':
      'Bu token kontratına yalnızca transfer hizmetinin listesi kefil ve onu daha önce hiç kullanmadınız; yalnızca güveniyorsanız devam edin.',
    'oft-contract-mismatch':
      'Bu token için listelenen kontrat, bu ağda başka bir kontrat olarak biliniyor.',
    'oft-endpoint-mismatch':
      'Bu token kontratı, bu ağdaki resmî ağlar arası mesajlaşma kontratını kullanmıyor.',
    'oft-gas-limit': 'Bu işlem geçersiz veya imkânsız derecede yüksek miktarda gas istiyor.',
    'oft-lz-token-fee':
      'Bu işlem ücretinin bir kısmını başka bir tokenla ödeyecek; bu uygulama bunu asla yapmaz.',
    'oft-unrequested-payload': 'Bu işlem, varışta istemediğiniz ek eylemler çalıştıracak.',
    'oft-executor-options':
      'Bu işlemin teslimat ayarları ek fon gönderecek veya istemediğiniz eylemler çalıştıracak.',
    'oft-approval-not-needed': 'Bu transfer, gerekmeyen bir token izni istiyor.',
    'oft-approval-target': 'Bu izin, gönderdiğiniz token için değil, başka bir token için.',
    'oft-approval-malformed': 'Bu izin tam olarak okunamıyor, bu yüzden kontrol edilemiyor.',
    'oft-approval-spender':
      'Bu izin, tokenlarınızı harcama yetkisini beklenmeyen bir adrese veriyor.',
    'oft-approval-amount': 'Bu izin, gönderdiğiniz tutardan farklı bir tutar için.',
    'oft-metadata-mismatch': 'Transfer hizmeti, istediğinizden farklı bir transfer tanımlıyor.',
    'oft-dust':
      'Tutarın çok küçük bir kısmı gönderilemez ve cüzdanınızda kalır; devam ederseniz geri kalanı gönderilir.',
  },
  errors: {
    HttpError: 'Hizmet bu isteği işleyemedi (HTTP {status}).',
    ApiError: 'Hizmet isteği reddetti (durum {status}).',
    UnauthorizedError: 'Hizmet API anahtarını reddetti (eksik veya geçersiz).',
    RateLimitError: 'Çok fazla istek: hizmet istekleri sınırlıyor. Biraz sonra tekrar deneyin.',
    TimeoutError: 'Hizmet zamanında yanıt vermedi.',
    NetworkError: 'Hizmete ulaşılamadı (ağ hatası).',
    ResponseShapeError: 'Hizmet beklenmeyen bir yanıt gönderdi.',
    PaginationError: 'Hizmetin listesi bitmedi; sonsuz döngüyü önlemek için durduruldu.',
    QuoteNotFoundError: 'Bu teklif artık geçerli değil: yeni bir teklif alın.',
    QuoteExpiredError: 'Bu teklifin süresi doldu: yeni bir teklif alın.',
    UnexpectedError: 'vtkit içinde bir sorun oluştu. Lütfen tekrar deneyin.',
    UnsafeStepError: 'Bu transfer güvenliğiniz için durduruldu: {reason}',
    UserRejectedError: 'İsteği cüzdanınızda reddettiniz. Tekrar deneyebilirsiniz.',
    SwitchChainError: 'Cüzdanınız {chain} ağına geçmedi. Ağı değiştirip tekrar deneyin.',
    TransactionRevertedError:
      'İşlem ağda başarısız oldu (geri alındı). Bu adımda hiçbir varlık aktarılmadı.',
    UnsupportedChainError: 'Bu uygulama {chainType} işlemlerini imzalayamaz.',
    StepInterruptedError_closed:
      'Cüzdanınızı kontrol edin: bu adım, sayfa kapanmadan önce gönderilmiş olabilir.',
    StepInterruptedError_noAnswer:
      'Cüzdanınız yanıt vermedi: devam etmeden önce bu adımı cüzdanınızda kontrol edin; gönderilmiş olabilir.',
    TransactionReplacedError_cancelled:
      'Bu işlem cüzdanınızda iptal edildi: bu adımda hiçbir şey aktarılmadı. Tekrar gönderebilirsiniz.',
    TransactionReplacedError_replaced:
      'Bu işlem cüzdanınızda başka bir işlemle değiştirildi: bu adımda hiçbir şey aktarılmadı. Tekrar gönderebilirsiniz.',
    TransactionPendingError:
      'Henüz onaylanmadı. Cüzdanınızı kontrol edin: işlemi orada hızlandırın veya iptal edin. İki kez gönderilmeyecek.',
    WrongAccountError:
      'Bu transfer {account} hesabıyla başlatıldı. Devam etmek için cüzdanınızda bu hesaba geri dönün.',
    TransferElsewhereError: 'Bu transfer, bu tarayıcının başka bir sekmesinde yürütülüyor.',
    InvalidAmountError: 'Bu tutar okunamıyor: rakam ve tek bir ondalık ayırıcı kullanın.',
    InvalidAmountError_decimals: 'Bu token en fazla {decimals} ondalık basamak içerir.',
    InvalidAmountError_ambiguous:
      '{decimal} mi, {whole} mı? Binlik basamakları ayırıcı olmadan yazın.',
  },
}

export default tr
