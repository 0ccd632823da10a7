import type { LocalePack } from './types.js'

/** Vietnamese (vi). */
const vi: LocalePack = {
  locale: 'vi',
  messages: {
    // The user is "bạn" (MetaMask, Binance tiếng Việt). A transfer is "lệnh chuyển", a transaction
    // "giao dịch"; switching networks is "đổi" so that "chuyển" always means moving tokens.
    selectToken: 'Chọn token',
    selectChain: 'Chọn chuỗi',
    searchChains: 'Tìm chuỗi',
    searchTokens: 'Tìm theo tên, ký hiệu hoặc địa chỉ',
    chains: 'Chuỗi',
    tokens: 'Token',
    tokensOn: 'Token trên {chain}',
    popularTokens: 'Token phổ biến',
    noChains: 'Không có chuỗi nào khớp với tìm kiếm.',
    noTokens: 'Không có token nào khớp với tìm kiếm.',
    noRoutes: 'Không thể chuyển token đã chọn đến đích nào.',
    loading: 'Đang tải…',
    loadingMore: 'Đang tải thêm…',
    noMatchYet: 'Chưa có kết quả khớp: vẫn đang tải thêm.',
    foundOnOtherChains: 'Tìm thấy trên các chuỗi khác',
    close: 'Đóng',
    retry: 'Thử lại',
    viewsUnavailable:
      'Không thể tải một phần của tiện ích này. Hãy kiểm tra kết nối rồi thử lại, hoặc tải lại trang.',
    youSend: 'Bạn gửi',
    youReceive: 'Bạn nhận',
    minimumReceived: 'Nhận tối thiểu',
    fees: 'Phí',
    totalFee: 'Tổng phí',
    estimatedTime: 'Thời gian ước tính',
    unknownDuration: 'không rõ',
    timeUnknown: 'Không rõ thời gian',
    route: 'Lộ trình',
    quoteExpiresIn: 'Báo giá hết hạn sau {seconds} giây',
    quoteExpired: 'Báo giá này đã hết hạn.',
    refreshQuote: 'Lấy báo giá mới',
    routes: 'Lộ trình',
    bestReturn: 'Nhận nhiều nhất',
    fastest: 'Nhanh nhất',
    feeAmount: 'Phí {amount}',
    routeBlocked: 'Bị chặn',
    routeHandover: '{blocked} đã bị chặn để bảo vệ bạn; {chosen} được chọn thay thế.',
    rejectedRoutes: '{count, plural, other {# lộ trình không khả dụng}}',
    feeTypeMESSAGE: 'Phí truyền tin',
    feeTypeGENERAL: 'Phí giao thức',
    feeTypeDST_NATIVE_DROP: 'Gas tại chuỗi đích (đã trả)',
    feeTypeCCTP_RECEIVE: 'Phí chuyển tiếp Circle',
    transferStatus: 'Trạng thái lệnh chuyển',
    eventSubmitted: 'Đã gửi lệnh',
    eventSENT: 'Đã gửi đi trên {chain}',
    eventBUS_RODE: 'Lô giao dịch đã xuất phát trên {chain}',
    eventDELIVERED: 'Đã đến {chain}',
    status_UNKNOWN: 'Chưa thấy',
    status_PENDING: 'Đang chờ',
    status_PROCESSING: 'Đang chuyển',
    status_SUCCEEDED: 'Hoàn tất',
    status_FAILED: 'Thất bại',
    phaseIdle: 'Chưa có gì để theo dõi.',
    phaseWaiting: 'Đang chờ mạng ghi nhận giao dịch của bạn…',
    phaseTracking: 'Trạng thái: {status}',
    historyExecuting: 'Chưa hoàn tất',
    historyInFlight: 'Đang chuyển',
    historyCancelled: 'Đã hủy trong ví',
    phaseSucceeded: 'Lệnh chuyển đã hoàn tất.',
    phaseFailed:
      'Lệnh chuyển thất bại. Không có tài sản nào được nhận; hãy kiểm tra trên trình khám phá khối xem có khoản hoàn tiền không, hoặc liên hệ bộ phận hỗ trợ kèm mã lệnh chuyển.',
    phaseNotFound:
      'Chưa thấy lệnh chuyển này. Hãy kiểm tra hoạt động trong ví của bạn: nếu giao dịch đã được gửi, nó sẽ xuất hiện ở đó.',
    elapsed: 'Đã qua {time}',
    statusUnreachable:
      'Dịch vụ chuyển chưa phản hồi từ {time}. Lệnh chuyển của bạn vẫn tiếp tục; chúng tôi vẫn đang kiểm tra.',
    checkNow: 'Kiểm tra ngay',
    journalUnsaved:
      'Bộ nhớ trình duyệt của bạn đã đầy, nên lệnh chuyển này chỉ được lưu khi trang này còn mở. Hãy giữ trang mở cho đến khi lệnh chuyển đã được gửi đi.',
    viewOnExplorer: 'Xem trên trình khám phá khối',
    transferId: 'Lệnh chuyển {id}',
    steps: 'Các bước',
    stepState_idle: 'Đang chờ',
    stepState_awaitingWallet: 'Xác nhận trong ví',
    stepState_submitted: 'Đã gửi',
    stepState_confirmed: 'Đã xác nhận',
    stepState_skipped: 'Đã phê duyệt trước đó',
    stepState_failed: 'Thất bại',
    stepTRANSACTION: 'Gửi giao dịch',
    stepSIGNATURE: 'Ký thông điệp',
    stepsBatched: 'Ví của bạn xác nhận các bước này cùng lúc, trong một yêu cầu.',
    stepsPrepared: 'Giao dịch trên {chain} được chuẩn bị khi bạn bắt đầu, ngay trước khi bạn ký.',
    onChain: 'trên {chain}',
    stepRent:
      'Bao gồm tối đa {amount} SOL để mở tài khoản token của lộ trình, nếu tài khoản này chưa được mở',
    ledgerTitle: 'Những gì bạn ký',
    ledgerSend: 'Bạn gửi {amounts}',
    ledgerBridged: '{amount} chuyển sang {recipient} trên {chain}',
    ledgerAtLeast: 'nhận được ít nhất {amount}',
    ledgerYou: 'bạn',
    ledgerDeposit:
      '{amount} trả vào tài khoản {account} của dịch vụ: nơi khoản này đi tiếp không có trong giao dịch',
    ledgerMessagingFee: 'Phí nhắn tin {amount}',
    ledgerRefunded: 'phần không dùng đến sẽ được hoàn lại cho bạn',
    ledgerRelayFee: 'Phí chuyển tiếp {amount} cho {receiver}',
    ledgerFeeReceiver: 'bên nhận phí của dịch vụ',
    ledgerRouteFee: 'Phí {amount} cho tài khoản của dịch vụ',
    ledgerRent: 'tối đa {amount} để mở tài khoản token của dịch vụ',
    ledgerPriorityFee: 'Phí ưu tiên {amount}',
    ledgerReturned: '{amount} được hoàn lại cho bạn',
    ledgerHeld: '{amount} bị giữ lại trong {contract}',
    ledgerDiverted: '{amount} đến {address}',
    ledgerApproval: 'Cho phép {spender} chi {amount}',
    ledgerUnchecked: 'chưa đối chiếu với chuỗi',
    ledgerPending: 'Giao dịch được tạo khi bạn bắt đầu: khi đó sẽ hiện những gì nó chuyển đi.',
    valueLossUnknown:
      'Không thể biết chi phí của lệnh chuyển này bằng đô la: một số khoản không có giá. Hãy kiểm tra bên dưới.',
    actionStart: 'Bắt đầu chuyển',
    actionApproveAndSend: 'Phê duyệt và gửi',
    actionSignAndSend: 'Ký và gửi',
    actionContinue: 'Tiếp tục giao dịch chuyển',
    actionReview: 'Xem lại lệnh chuyển',
    actionSwitchTo: 'Đổi sang {chain}',
    walletOnChain: 'Ví của bạn đang ở mạng {chain}.',
    actionSelectTokens: 'Chọn token',
    actionSelectDestination: 'Chọn token đích',
    actionEnterAmount: 'Nhập số lượng',
    actionInvalidAmount: 'Nhập số lượng hợp lệ',
    actionInvalidRecipient: 'Nhập người nhận hợp lệ',
    actionEnterRecipient: 'Nhập địa chỉ người nhận',
    actionFindingRoutes: 'Đang tìm lộ trình…',
    actionNoRoute: 'Không có lộ trình khả dụng',
    actionConnect: 'Kết nối ví',
    actionUnsupportedSource: 'Không hỗ trợ gửi từ {chainType} tại đây',
    actionRefused: 'Đã dừng để bảo đảm an toàn',
    insufficientBalance: 'Không đủ số dư {symbol}',
    notEnoughForGas: 'Không đủ {symbol} để trả phí gas',
    actionRunning: 'Xác nhận trong ví…',
    actionPreparing: 'Đang chuẩn bị giao dịch chuyển…',
    actionConfirming: 'Đang chờ xác nhận…',
    cancelInWallet: 'Để hủy, hãy từ chối yêu cầu trong ví của bạn.',
    actionElsewhere: 'Đang chạy ở tab khác',
    elsewhereNote:
      'Lệnh chuyển này đang chạy ở một tab khác của trình duyệt này. Tiến trình được hiển thị tại đây và sẽ tiếp tục tại đây nếu tab kia bị đóng.',
    actionRetry: 'Thử lại',
    actionSwitchNetwork: 'Đổi mạng và thử lại',
    actionNewQuote: 'Lấy báo giá mới',
    actionCheckedWallet: 'Đã kiểm tra ví: gửi lại',
    actionKeepWaiting: 'Tiếp tục chờ',
    actionSwitchAccount: 'Đổi lại tài khoản {account}',
    actionDone: 'Đã gửi lệnh chuyển',
    refused: 'Lệnh chuyển này đã bị dừng để bảo đảm an toàn cho bạn',
    refusedNext: 'Không có gì được gửi đi. Hãy chọn lộ trình khác.',
    refusedNothingSent: 'Không có gì được gửi đi.',
    confirmWarnings: 'Tôi hiểu và muốn tiếp tục',
    valueLossWarning: 'Bạn mất {percent} giá trị gửi đi ({usd}) do phí và chênh lệch giá.',
    actionReviewLoss: 'Xem lại: bạn mất {percent} ({usd})',
    confirmValueLoss: 'Tôi chấp nhận mất {percent} ({usd}) trong lệnh chuyển này',
    rateChanged: 'Lộ trình hiện trả {amount}, ít hơn {difference} so với mức đã hiển thị.',
    actionReviewRate: 'Xem lại số lượng mới',
    confirmRateChange: 'Tôi chấp nhận số lượng mới',
    connectWallet: 'Kết nối ví để tiếp tục.',
    widgetTitle: 'Cầu nối',
    openBridge: 'Cầu nối token',
    transferRunning: 'Đang chuyển',
    from: 'Từ',
    to: 'Đến',
    amount: 'Số lượng',
    balance: 'Số dư: {amount}',
    max: 'Tối đa',
    recipient: 'Người nhận',
    recipientInvalid: 'Nhập địa chỉ {chainType} hợp lệ.',
    defaultsUnavailable: 'Token mà ứng dụng này chọn cho bạn không có ở đây: hãy tự chọn.',
    recipientChecksum:
      'Chữ hoa trong địa chỉ này không khớp với mã kiểm tra (checksum): có thể đã gõ sai một ký tự. Hãy sao chép lại từ nguồn.',
    forgetRecipients: 'Xóa các địa chỉ gần đây',
    recipientNameLooking: 'Đang tra cứu {name}…',
    recipientNameFound: '{name} là {address}',
    recipientNameFoundOnEthereum: '{name} là {address}, địa chỉ Ethereum của tên này.',
    recipientNameMissing: '{name} chưa được đặt địa chỉ.',
    recipientNameUnavailable: 'Ứng dụng này không tra cứu được tên: hãy dán địa chỉ.',
    recipientNameFailed: 'Không tra cứu được {name}. Hãy thử lại hoặc dán địa chỉ.',
    recipientNameNotPlain:
      'Ở đây chỉ tra cứu tên gồm chữ cái thường, chữ số và dấu gạch ngang: hãy dán địa chỉ.',
    recipientNameOffchain:
      '{name} được lưu ngoài chuỗi, ứng dụng này không tra cứu ở đó: hãy dán địa chỉ.',
    actionCheckRecipient: 'Kiểm tra người nhận',
    recipientConfirmTick: 'Tôi đã kiểm tra địa chỉ này',
    recipientConfirmNew:
      'Bạn chưa từng gửi đến địa chỉ này từ trình duyệt này. Hãy kiểm tra từng ký tự: chuyển nhầm địa chỉ thì không thể hoàn tác.',
    recipientConfirmQuestion: 'Gửi đến địa chỉ này trên {chain}?',
    settings: 'Cài đặt',
    nativeDrop: 'Gas nhận tại chuỗi đích ({symbol})',
    feeTolerance: 'Trượt giá (%)',
    feeTolerancePresets: 'Mức trượt giá có sẵn',
    feeToleranceHelp: 'Mức phí có thể thay đổi giữa báo giá này và lệnh chuyển của bạn.',
    percent: '{value}%',
    done: 'Xong',
    swapDirection: 'Đảo chiều',
    transferTab: 'Chuyển',
    historyTab: 'Lịch sử',
    fee: 'Phí',
    feeDetails: 'Phí và chi tiết',
    routeCount: '{count, plural, other {So sánh # lộ trình}}',
    sending: 'Đang gửi {amount} từ {from} đến {to}',
    eta: 'Đến sau khoảng {time}',
    etaDue: 'Sắp đến nơi',
    successTitle: 'Chuyển thành công',
    successReceived: '{amount} đã đến {chain}',
    destinationTransaction: 'Giao dịch đích',
    sourceTransaction: 'Giao dịch nguồn',
    outcomeReceived: 'Đã nhận',
    outcomeSent: 'Đã gửi',
    successTime: 'Mất {time}',
    successUnderASecond: 'Mất chưa đến một giây',
    failureTitle: 'Chuyển thất bại',
    arrival: 'Đến nơi',
    arriveOn: 'Đến {chain}',
    arrivalWaiting: 'Đang chờ mạng',
    failureHelp:
      'Không có gì đến {chain}. Hãy lưu mã lệnh chuyển này để liên hệ hỗ trợ: mọi khoản hoàn tiền đều được truy vết bằng mã này.',
    transferIdLabel: 'Mã lệnh chuyển',
    transferDetails: 'Chi tiết lệnh chuyển',
    copy: 'Sao chép',
    copied: 'Đã sao chép',
    copyFailed: 'Không thể sao chép tại đây: hãy chọn mã',
    history: 'Lệnh chuyển gần đây',
    historyEmpty: 'Chưa có lệnh chuyển nào.',
    newTransfer: 'Lệnh chuyển mới',
    anotherTransfer: 'Bắt đầu lệnh chuyển khác',
    keepsGoing: 'Lệnh chuyển này tự tiếp tục; hãy theo dõi trong “Lịch sử”.',
    toYourWallet: 'Đến ví của bạn {address}',
    toRecipient: 'Người nhận: {recipient}',
    sendToAnother: 'Gửi đến địa chỉ khác',
    sendToMyWallet: 'Gửi đến ví của tôi',
    resume: 'Tiếp tục',
    resuming: 'Lệnh chuyển chưa hoàn tất {route}: hãy hoàn tất bên dưới.',
    oftTitle: 'Gửi OFT',
    oftNoTokens: 'Chưa có token OFT nào được niêm yết.',
    oftDust:
      '{dust} {symbol} không thể chuyển qua chuỗi khác: {symbol} được chuyển giữa các chuỗi với {decimals} chữ số thập phân. Phần này sẽ ở lại trong ví của bạn.',
    oftUseSendable: 'Gửi {amount} {symbol}',
    oftSendTo: 'Gửi {symbol} đến',
    oftTo: 'Đến {address}',
    oftActionSelectDestination: 'Chọn chuỗi đích',
    oftActionDust: 'Nhập số lượng chuyển được trọn vẹn',
    oftActionCheckSettings: 'Kiểm tra gas nhận trong Cài đặt',
    oftReceiveGas: 'Gas cho hợp đồng nhận (lzReceive, tùy chọn)',
    invalidGas: 'Nhập số đơn vị gas là số nguyên.',
    oftArrives: 'Nhận được',
    oftNetworkFee: 'Phí truyền tin',
    oftPreparing: 'Đang chuẩn bị lệnh chuyển…',
    deliveryInFlight: 'Đã gửi. Đang chờ {chain} nhận…',
    deliveryDelivered: 'Đã nhận trên {chain}.',
    deliveryUnobservable:
      'Đã gửi. Không thể theo dõi việc đến {chain} tại đây: hãy kiểm tra ví của người nhận.',
  },
  findings: {
    'approval-above-amount':
      'Phê duyệt này sẽ cho phép chi tiêu nhiều token của bạn hơn mức lệnh chuyển cần, có thể không giới hạn.',
    'ledger-other-asset':
      'Lệnh chuyển này sẽ di chuyển hoặc phê duyệt một token khác với token bạn gửi.',
    'ledger-sent-mismatch': 'Lệnh chuyển này sẽ lấy từ ví của bạn một số tiền khác với báo giá.',
    'ledger-unaccounted':
      'Một phần tiền của bạn sẽ bị giữ lại trong hợp đồng trung gian hoặc được gửi cho bên không chuyển tiếp cũng không hoàn trả.',
    'ledger-minimum-out':
      'Lệnh chuyển đảm bảo số tiền nhận được ít hơn mức báo giá hiển thị, hoặc ít hơn một nửa số bạn gửi.',
    'ledger-decimals-unknown':
      'Chúng tôi không biết số chữ số thập phân của token nên không thể kiểm tra số tiền đến; chỉ tiếp tục nếu bạn tin tưởng dịch vụ chuyển.',
    'ledger-fee-excessive':
      'Lệnh chuyển này trả phí nhiều hơn mức báo giá liệt kê, mức cầu nối tự thu, hoặc một nửa số bạn gửi.',
    'ledger-fee-unverified':
      'Một khoản phí của lệnh chuyển này không thể đối chiếu với mức cầu nối thu; hãy xem số tiền trước khi tiếp tục.',
    'deployments-unknown':
      'Chúng tôi không có thông tin về hợp đồng của dịch vụ chuyển trên chuỗi này; chỉ tiếp tục nếu bạn tin tưởng dịch vụ.',
    'approve-spender-is-multicall':
      'Phê duyệt này sẽ cho hợp đồng sai quyền chi tiêu token của bạn.',
    'approve-spender-not-delegate':
      'Phê duyệt này sẽ cho một địa chỉ không mong đợi quyền chi tiêu token của bạn.',
    'approve-spender-not-intent-contract':
      'Phê duyệt hoặc lệnh đặt này sẽ cho một hợp đồng không mong đợi lấy token của bạn.',
    'approve-native-coin':
      'Lệnh chuyển này yêu cầu phê duyệt token, nhưng tài sản bạn gửi không cần phê duyệt.',
    'approve-data-malformed': 'Không thể đọc chính xác phê duyệt này, nên không thể kiểm tra.',
    'bridge-target-not-multicall':
      'Một giao dịch trong lệnh chuyển này được gửi đến một địa chỉ không mong đợi.',
    'batch-unreadable':
      'Giao dịch này chứa chỉ thị mà chúng tôi không đọc được, nên không thể biết tài sản của bạn sẽ đi đâu.',
    'batch-quote-id': 'Giao dịch này được tạo cho một báo giá khác.',
    'batch-pull':
      'Giao dịch này sẽ lấy từ ví của bạn token hoặc số lượng khác với mức lệnh chuyển này cần.',
    'batch-value':
      'Giao dịch này gửi kèm lượng coin gốc của mạng khác với lượng nó dùng, hoặc gửi sai nơi.',
    'batch-approve':
      'Giao dịch này sẽ cho hợp đồng sai chi tiêu token của bạn, hoặc chi tiêu nhiều hơn số bạn gửi.',
    'batch-bridge':
      'Giao dịch này sẽ gửi token của bạn theo cách khác với yêu cầu, hoặc qua hợp đồng sai.',
    'batch-opaque-call':
      'Giao dịch này có một thao tác mà chúng tôi không đọc được, nên không thể biết nó làm gì với tài sản của bạn.',
    'signature-type-unsupported':
      'Lệnh chuyển này yêu cầu một loại chữ ký mà ứng dụng này không cho phép.',
    'signature-dangerous-type':
      'Chữ ký này có thể cho phép người khác di chuyển token của bạn hoặc hành động thay bạn.',
    'signature-unknown-schema':
      'Lệnh chuyển này yêu cầu bạn ký một thông điệp mà chúng tôi không đọc được, nên không thể biết nó cho phép điều gì.',
    'signature-not-intent-route': 'Lộ trình này yêu cầu chữ ký, dù lẽ ra không cần.',
    'intent-order-mismatch': 'Lệnh đặt mà bạn sắp ký không khớp với báo giá đã hiển thị.',
    'step-grammar': 'Lệnh chuyển này có các bước bất thường, lặp lại hoặc sai thứ tự.',
    'starknet-call':
      'Giao dịch Starknet này làm nhiều hơn việc phê duyệt token của bạn và bắt đầu lệnh chuyển.',
    'solana-unreadable': 'Không thể đọc chính xác giao dịch Solana này, nên không thể kiểm tra.',
    'solana-fee-payer':
      'Giao dịch Solana này sẽ do người khác ngoài ví của bạn trả phí hoặc đồng ký.',
    'solana-program': 'Giao dịch Solana này chạy một chương trình mà chúng tôi không nhận ra.',
    'solana-instruction':
      'Giao dịch Solana này sẽ gửi nhiều hơn dự kiến, hoặc trao tài sản hay quyền kiểm soát tài khoản của bạn cho người khác.',
    'rebuilt-step-changed':
      'Giao dịch được chuẩn bị ngay trước khi ký khác với giao dịch đã được kiểm tra.',
    'chain-id-mismatch':
      'Giao dịch hoặc chữ ký này dành cho một chuỗi khác với chuỗi mà nó phải chạy trên đó.',
    'chain-id-unknown': 'Không xác định được chuỗi của giao dịch này, nên không thể kiểm tra.',
    'chain-id-conflict':
      'Dịch vụ chuyển xác định một chuỗi khác với ứng dụng này, nên tài sản của bạn có thể bị chuyển sang chuỗi sai.',
    'gas-limit-too-high': 'Giao dịch này yêu cầu lượng gas không hợp lệ hoặc cao bất thường.',
    'chain-type-mismatch': 'Một giao dịch được tạo cho loại chuỗi khác với chuỗi mà nó nhắm tới.',
    'unknown-chain': 'Một bước chạy trên chuỗi mà dịch vụ chuyển không liệt kê.',
    'no-deployments':
      'Dịch vụ chuyển không công bố hợp đồng nào cho chuỗi này, nên không thể kiểm tra lệnh chuyển.',
    'deployments-suspicious':
      'Danh sách hợp đồng của dịch vụ chuyển cho chuỗi này tự mâu thuẫn, nên không thể tin cậy.',
    'deployments-untrusted':
      'Dịch vụ chuyển đưa ra các hợp đồng cho chuỗi này không khớp với các hợp đồng mà ứng dụng này tin cậy.',
    'deployments-changed':
      'Các hợp đồng của dịch vụ chuyển trên chuỗi này đã thay đổi kể từ lệnh chuyển gần nhất của bạn; chỉ tiếp tục nếu bạn tin tưởng thay đổi này.',
    'deployments-unrecognised':
      'Một hợp đồng do dịch vụ chuyển đưa ra khác với hồ sơ công khai chưa được xác nhận; chỉ tiếp tục nếu bạn tin tưởng dịch vụ này.',
    'bridge-contract-unverified':
      'Token của bạn sẽ đi qua một hợp đồng mà chúng tôi không xác minh được; chỉ tiếp tục nếu bạn tin tưởng dịch vụ chuyển.',
    'intent-contract-unverified':
      'Lệnh đặt và phê duyệt đi kèm dành cho một hợp đồng mà chúng tôi không xác minh được; chỉ tiếp tục nếu bạn tin tưởng dịch vụ chuyển.',
    'recipient-cannot-receive':
      'Người nhận là hợp đồng token, hợp đồng mà giao dịch này dùng hoặc địa chỉ 0: tiền gửi đến đó sẽ bị mất.',
    'recipient-has-code':
      'Người nhận là một hợp đồng trên chuỗi đích: tiền gửi đến hợp đồng có thể bị mất nếu nó không nhận được.',
    'recipient-account-missing':
      'Ví của bạn là một hợp đồng thông minh trên chuỗi nguồn, nhưng trên chuỗi đích không có gì ở cùng địa chỉ: tiền gửi đến đó có thể nằm ngoài tầm với của bạn.',
    'signer-mismatch': 'Lệnh chuyển này được tạo cho một ví khác với ví đang kết nối.',
    'value-on-other-chain':
      'Một bước sẽ tiêu coin của một chuỗi khác, khoản mà báo giá không bao gồm.',
    'fees-disagree-with-fee-usd':
      'Các khoản phí liệt kê trong báo giá này cộng lại nhiều hơn tổng phí được hiển thị.',
    'deployment-no-code':
      'Một địa chỉ mà dịch vụ chuyển coi là hợp đồng thực ra không phải là hợp đồng.',
    'quote-amount-mismatch': 'Báo giá sẽ lấy nhiều hơn số lượng bạn đã nhập.',
    'quote-id-reused':
      'Dịch vụ chuyển đã dùng lại mã của một lệnh chuyển trước cho một lệnh chuyển khác.',
    'unknown-step-type': 'Lệnh chuyển này có một loại bước mà ứng dụng này không biết.',
    'no-steps': 'Báo giá này không có bước nào để thực hiện.',
    'no-executor': 'Ứng dụng này không thể ký giao dịch trên chuỗi mà lệnh chuyển này sử dụng.',
    'no-checks':
      'Ứng dụng này không đọc được giao dịch này, nên sẽ không để bạn ký khi chưa kiểm tra.',
    'step-on-other-chain':
      'Một bước chạy trên chuỗi khác với chuỗi bạn gửi đi; chỉ tiếp tục nếu bạn đã dự kiến điều này.',
    'unknown-endpoint':
      'Chúng tôi không xác minh được lệnh chuyển này có đến đúng chuỗi bạn chọn hay không; chỉ tiếp tục nếu bạn tin tưởng dịch vụ chuyển.',
    'oft-not-listed':
      'Hợp đồng token này không có trong danh sách của dịch vụ chuyển cho chuỗi này.',
    'oft-no-destination': 'Token này không khả dụng trên chuỗi đích bạn đã chọn.',
    'oft-unknown-chain': 'Không thể gửi giữa hai chuỗi này tại đây.',
    'oft-chain-id-conflict':
      'Dịch vụ chuyển xác định chuỗi gửi khác với ứng dụng này, nên giao dịch có thể chạy trên chuỗi sai.',
    'oft-signer-mismatch': 'Lệnh chuyển này được tạo cho một ví khác với ví đang kết nối.',
    'oft-send-target':
      'Giao dịch này được gửi đến một hợp đồng khác với hợp đồng được niêm yết cho token này.',
    'oft-send-malformed': 'Không thể đọc chính xác giao dịch này, nên không thể kiểm tra.',
    'oft-amount-mismatch': 'Giao dịch này sẽ gửi số lượng khác với số bạn đã nhập.',
    'oft-min-amount': 'Giao dịch này sẽ chấp nhận nhận ít hơn số lượng lẽ ra phải đến.',
    'oft-recipient-mismatch': 'Giao dịch này sẽ gửi token của bạn đến một người nhận khác.',
    'oft-refund-not-sender':
      'Phí chưa dùng hết của giao dịch này sẽ được hoàn cho người khác thay vì bạn.',
    'oft-destination-endpoint':
      'Giao dịch này sẽ gửi token của bạn đến một chuỗi khác với chuỗi bạn đã chọn.',
    'oft-unknown-endpoint':
      'Chúng tôi không xác minh được lệnh chuyển này có đến đúng chuỗi bạn chọn hay không; chỉ tiếp tục nếu bạn tin tưởng dịch vụ chuyển.',
    'oft-value-not-fee':
      'Khoản giao dịch này lấy từ ví của bạn không khớp với phí và số lượng được gửi.',
    'oft-fee-above-quote':
      'Phí của giao dịch này cao hơn nhiều so với mức mà chính hợp đồng token thu.',
    'oft-fee-unverified':
      'Chúng tôi không kiểm tra được phí của lệnh chuyển này; tiếp tục nghĩa là bạn chấp nhận mức phí như đã hiển thị.',
    'oft-token-mismatch':
      'Hợp đồng token chuyển một token khác với token ghi trong danh sách của dịch vụ chuyển.',
    'oft-token-unverified':
      'Chúng tôi không kiểm tra được hợp đồng này chuyển token nào; tiếp tục nghĩa là bạn tin vào danh sách của dịch vụ chuyển.',
    'oft-deployment-changed':
      'Token này giờ đi qua một hợp đồng khác với lần chuyển gần nhất của bạn; chỉ tiếp tục nếu bạn đã dự kiến thay đổi này.',
    'oft-unverified':
      'Chỉ có danh sách của dịch vụ chuyển bảo chứng cho hợp đồng token này và bạn chưa từng dùng nó; chỉ tiếp tục nếu bạn tin tưởng nó.',
    'oft-contract-mismatch':
      'Hợp đồng được niêm yết cho token này được biết là một hợp đồng khác trên chuỗi này.',
    'oft-endpoint-mismatch':
      'Hợp đồng token này không dùng hợp đồng truyền tin liên chuỗi chính thức trên chuỗi này.',
    'oft-gas-limit': 'Giao dịch này yêu cầu lượng gas không hợp lệ hoặc cao bất thường.',
    'oft-lz-token-fee':
      'Giao dịch này sẽ trả một phần phí bằng token khác, điều mà ứng dụng này không bao giờ làm.',
    'oft-unrequested-payload':
      'Giao dịch này sẽ chạy thêm các thao tác khi đến nơi mà bạn không yêu cầu.',
    'oft-executor-options':
      'Cài đặt chuyển giao của giao dịch này sẽ gửi thêm tài sản hoặc chạy các thao tác bạn không yêu cầu.',
    'oft-approval-not-needed': 'Lệnh chuyển này yêu cầu một phê duyệt token không cần thiết.',
    'oft-approval-target': 'Phê duyệt này dành cho một token khác với token bạn gửi.',
    'oft-approval-malformed': 'Không thể đọc chính xác phê duyệt này, nên không thể kiểm tra.',
    'oft-approval-spender':
      'Phê duyệt này sẽ cho một địa chỉ không mong đợi quyền chi tiêu token của bạn.',
    'oft-approval-amount': 'Phê duyệt này dành cho số lượng khác với số bạn gửi.',
    'oft-metadata-mismatch': 'Dịch vụ chuyển mô tả một lệnh chuyển khác với lệnh bạn đã yêu cầu.',
    'oft-dust':
      'Một phần lẻ rất nhỏ của số lượng không thể gửi và sẽ ở lại trong ví của bạn; tiếp tục sẽ gửi phần còn lại.',
  },
  errors: {
    HttpError: 'Dịch vụ không thể xử lý yêu cầu này (HTTP {status}).',
    ApiError: 'Dịch vụ đã từ chối yêu cầu (trạng thái {status}).',
    UnauthorizedError: 'Dịch vụ đã từ chối khóa API (thiếu hoặc không hợp lệ).',
    RateLimitError: 'Quá nhiều yêu cầu: dịch vụ đang giới hạn tần suất. Hãy thử lại sau giây lát.',
    TimeoutError: 'Dịch vụ không phản hồi kịp thời.',
    NetworkError: 'Không thể kết nối tới dịch vụ (lỗi mạng).',
    ResponseShapeError: 'Dịch vụ đã gửi một phản hồi không mong đợi.',
    PaginationError: 'Danh sách của dịch vụ không kết thúc; đã dừng lại để tránh vòng lặp vô tận.',
    QuoteNotFoundError: 'Báo giá này không còn khả dụng: hãy lấy báo giá mới.',
    QuoteExpiredError: 'Báo giá này đã hết hạn: hãy lấy báo giá mới.',
    UnexpectedError: 'Đã xảy ra lỗi trong vtkit. Vui lòng thử lại.',
    UnsafeStepError: 'Lệnh chuyển này đã bị dừng để bảo đảm an toàn cho bạn: {reason}',
    UserRejectedError: 'Bạn đã từ chối yêu cầu trong ví. Bạn có thể thử lại.',
    SwitchChainError: 'Ví của bạn chưa đổi sang {chain}. Hãy đổi mạng và thử lại.',
    TransactionRevertedError:
      'Giao dịch đã thất bại trên chuỗi (bị hoàn nguyên). Không có tài sản nào được chuyển trong bước này.',
    UnsupportedChainError: 'Ứng dụng này không thể ký giao dịch {chainType}.',
    StepInterruptedError_closed:
      'Hãy kiểm tra ví của bạn: bước này có thể đã được gửi trước khi trang bị đóng.',
    StepInterruptedError_noAnswer:
      'Ví của bạn không phản hồi: hãy kiểm tra bước này trong ví trước khi tiếp tục; có thể nó đã được gửi.',
    TransactionReplacedError_cancelled:
      'Giao dịch này đã bị hủy trong ví của bạn: không có gì được chuyển trong bước này. Bạn có thể gửi lại.',
    TransactionReplacedError_replaced:
      'Giao dịch này đã bị thay thế trong ví của bạn: không có gì được chuyển trong bước này. Bạn có thể gửi lại.',
    TransactionPendingError:
      'Chưa được xác nhận. Hãy kiểm tra ví của bạn: tăng tốc hoặc hủy giao dịch tại đó. Giao dịch sẽ không bị gửi hai lần.',
    WrongAccountError:
      'Lệnh chuyển này được bắt đầu từ tài khoản {account}. Hãy đổi ví về lại tài khoản đó để tiếp tục.',
    TransferElsewhereError: 'Lệnh chuyển này đang chạy ở một tab khác của trình duyệt này.',
    InvalidAmountError: 'Không đọc được số lượng này: hãy dùng chữ số và một dấu thập phân.',
    InvalidAmountError_decimals: 'Token này có tối đa {decimals} chữ số thập phân.',
    InvalidAmountError_ambiguous:
      'Ý bạn là {decimal} hay {whole}? Hãy viết hàng nghìn không có dấu phân cách.',
  },
}

export default vi
