import type { LocalePack } from './types.js'

/** Korean (ko). */
const ko: LocalePack = {
  locale: 'ko',
  messages: {
    // 존댓말: statements in 합니다체, requests in -하세요, buttons as nouns (MetaMask, Binance 한국어).
    // A {placeholder} is never followed by 을/를, 이/가, 은/는, (으)로: its last sound is unknown. Use
    // particles that fit any word (에, 에서, 의, 입니다) or a noun after it ("{chain} 네트워크로").
    selectToken: '토큰 선택',
    selectChain: '체인 선택',
    searchChains: '체인 검색',
    searchTokens: '이름, 심볼 또는 주소로 검색',
    chains: '체인',
    tokens: '토큰',
    tokensOn: '{chain}의 토큰',
    popularTokens: '인기 토큰',
    noChains: '검색과 일치하는 체인이 없습니다.',
    noTokens: '검색과 일치하는 토큰이 없습니다.',
    noRoutes: '선택한 토큰을 보낼 수 있는 목적지가 없습니다.',
    loading: '불러오는 중…',
    loadingMore: '더 불러오는 중…',
    noMatchYet: '아직 일치하는 항목이 없습니다. 나머지를 불러오는 중입니다.',
    foundOnOtherChains: '다른 체인에서 찾음',
    close: '닫기',
    retry: '다시 시도',
    viewsUnavailable:
      '이 위젯의 일부를 불러오지 못했습니다. 연결을 확인하고 다시 시도하거나 페이지를 새로고침하세요.',
    youSend: '보내는 금액',
    youReceive: '받는 금액',
    minimumReceived: '최소 수령액',
    fees: '수수료',
    totalFee: '총 수수료',
    estimatedTime: '예상 소요 시간',
    unknownDuration: '알 수 없음',
    timeUnknown: '소요 시간 알 수 없음',
    route: '경로',
    quoteExpiresIn: '{seconds}초 후 견적 만료',
    quoteExpired: '견적이 만료되었습니다.',
    refreshQuote: '새 견적 받기',
    routes: '경로',
    bestReturn: '최대 수령액',
    fastest: '가장 빠름',
    feeAmount: '수수료 {amount}',
    routeBlocked: '차단됨',
    routeHandover: '안전을 위해 {blocked}을(를) 차단하고 대신 {chosen}을(를) 선택했습니다.',
    rejectedRoutes: '{count, plural, other {이용할 수 없는 경로 #개}}',
    feeTypeMESSAGE: '메시징 수수료',
    feeTypeGENERAL: '프로토콜 수수료',
    // gas is 가스 (가스비) in Korean wallets (MetaMask 한국어); the Latin word is not written there.
    feeTypeDST_NATIVE_DROP: '도착 체인 가스(지불)',
    feeTypeCCTP_RECEIVE: 'Circle 릴레이 수수료',
    transferStatus: '전송 상태',
    eventSubmitted: '제출됨',
    eventSENT: '{chain}에서 전송됨',
    eventBUS_RODE: '{chain}에서 일괄 전송 출발',
    eventDELIVERED: '{chain}에 전달됨',
    status_UNKNOWN: '아직 확인되지 않음',
    status_PENDING: '대기 중',
    status_PROCESSING: '전송 중',
    status_SUCCEEDED: '완료',
    status_FAILED: '실패',
    phaseIdle: '아직 추적할 항목이 없습니다.',
    phaseWaiting: '네트워크가 트랜잭션을 확인하기를 기다리는 중…',
    phaseTracking: '상태: {status}',
    historyExecuting: '완료되지 않음',
    historyInFlight: '전송 중',
    historyCancelled: '지갑에서 취소됨',
    phaseSucceeded: '전송이 완료되었습니다.',
    phaseFailed:
      '전송에 실패했습니다. 수령된 금액은 없습니다. 블록 탐색기에서 환불 여부를 확인하거나, 전송 ID와 함께 고객지원에 문의하세요.',
    phaseNotFound:
      '아직 이 전송이 확인되지 않았습니다. 지갑의 활동 내역을 확인하세요. 트랜잭션이 전송되었다면 그곳에 표시됩니다.',
    elapsed: '{time} 경과',
    statusUnreachable:
      '전송 서비스가 {time} 이후 응답하지 않습니다. 전송은 계속 진행되며, 상태를 계속 확인하고 있습니다.',
    checkNow: '지금 확인',
    journalUnsaved:
      '브라우저 저장 공간이 가득 차서 이 전송은 이 페이지가 열려 있는 동안에만 유지됩니다. 전송이 진행 중이 될 때까지 페이지를 열어 두세요.',
    viewOnExplorer: '블록 탐색기에서 보기',
    transferId: '전송 {id}',
    steps: '단계',
    stepState_idle: '대기 중',
    stepState_awaitingWallet: '지갑에서 확인하세요',
    stepState_submitted: '제출됨',
    stepState_confirmed: '확인됨',
    stepState_skipped: '이미 승인됨',
    stepState_failed: '실패',
    stepTRANSACTION: '트랜잭션 전송',
    stepSIGNATURE: '메시지 서명',
    stepsBatched: '지갑에서 이 단계들을 한 번의 요청으로 함께 승인합니다.',
    stepsPrepared: '{chain}의 트랜잭션은 시작할 때, 서명 직전에 준비됩니다.',
    onChain: '{chain}에서',
    stepRent: '경로의 토큰 계정이 아직 없으면 계정 생성에 드는 최대 {amount} SOL 포함',
    ledgerTitle: '서명하는 내용',
    ledgerSend: '보내는 금액: {amounts}',
    ledgerBridged: '{amount}을(를) {chain}의 {recipient}에게',
    ledgerAtLeast: '최소 {amount} 도착',
    ledgerYou: '나',
    ledgerDeposit:
      '{amount}을(를) 서비스 계정 {account}에 지급: 이후 어디로 가는지는 트랜잭션에 없습니다',
    ledgerMessagingFee: '메시징 수수료 {amount}',
    ledgerRefunded: '사용되지 않은 금액은 돌려받습니다',
    ledgerRelayFee: '{receiver}에게 릴레이 수수료 {amount}',
    ledgerFeeReceiver: '서비스의 수수료 수취인',
    ledgerRouteFee: '서비스 계정에 수수료 {amount}',
    ledgerRent: '서비스의 토큰 계정을 여는 데 최대 {amount}',
    ledgerPriorityFee: '우선순위 수수료 {amount}',
    ledgerReturned: '{amount} 돌려받음',
    ledgerHeld: '{amount}이(가) {contract}에 남음',
    ledgerDiverted: '{amount}을(를) {address}에게',
    ledgerApproval: '{spender}이(가) {amount}을(를) 사용하도록 허용',
    ledgerUnchecked: '체인과 대조되지 않음',
    ledgerPending: '트랜잭션은 시작할 때 만들어집니다. 이동하는 내용은 그때 표시됩니다.',
    valueLossUnknown:
      '일부 금액에 가격이 없어 이 전송의 달러 비용을 알 수 없습니다. 아래 금액을 확인하세요.',
    actionStart: '전송 시작',
    actionApproveAndSend: '승인 후 전송',
    actionSignAndSend: '서명 후 전송',
    actionContinue: '전송 계속하기',
    actionReview: '전송 검토',
    actionSwitchTo: '{chain} 네트워크로 전환',
    walletOnChain: '지갑이 현재 {chain} 네트워크에 있습니다.',
    actionSelectTokens: '토큰 선택',
    actionSelectDestination: '받을 토큰 선택',
    actionEnterAmount: '금액 입력',
    actionInvalidAmount: '유효한 금액 입력',
    actionInvalidRecipient: '유효한 받는 주소 입력',
    actionEnterRecipient: '받는 주소 입력',
    actionFindingRoutes: '경로 찾는 중…',
    actionNoRoute: '사용 가능한 경로 없음',
    actionConnect: '지갑 연결',
    actionUnsupportedSource: '여기서는 {chainType}에서 보낼 수 없음',
    actionRefused: '안전을 위해 중단됨',
    insufficientBalance: '{symbol} 잔액 부족',
    notEnoughForGas: '가스비에 필요한 {symbol} 부족',
    actionRunning: '지갑에서 확인하세요…',
    actionPreparing: '전송을 준비하는 중…',
    actionConfirming: '확인을 기다리는 중…',
    cancelInWallet: '취소하려면 지갑에서 요청을 거부하세요.',
    actionElsewhere: '다른 탭에서 진행 중',
    elsewhereNote:
      '이 전송은 이 브라우저의 다른 탭에서 진행 중입니다. 진행 상황은 여기에 표시되며, 그 탭을 닫으면 여기서 계속 진행됩니다.',
    actionRetry: '다시 시도',
    actionSwitchNetwork: '네트워크 전환 후 다시 시도',
    actionNewQuote: '새 견적 받기',
    actionCheckedWallet: '지갑 확인 완료, 다시 보내기',
    actionKeepWaiting: '계속 기다리기',
    actionSwitchAccount: '{account} 계정으로 다시 전환',
    actionDone: '전송 제출됨',
    refused: '안전을 위해 이 전송이 중단되었습니다',
    refusedNext: '아무것도 전송되지 않았습니다. 다른 경로를 선택하세요.',
    refusedNothingSent: '아무것도 전송되지 않았습니다.',
    confirmWarnings: '내용을 이해했으며 계속 진행하겠습니다',
    valueLossWarning: '수수료와 가격 차이로 보내는 가치 중 {percent}({usd}) 손실이 발생합니다.',
    actionReviewLoss: '검토: {percent}({usd}) 손실',
    confirmValueLoss: '이 전송에서 {percent}({usd}) 손실을 감수합니다',
    rateChanged: '이 경로의 수령액이 이제 {amount}입니다. 표시된 금액보다 {difference} 적습니다.',
    actionReviewRate: '새 금액 검토',
    confirmRateChange: '새 금액에 동의합니다',
    connectWallet: '계속하려면 지갑을 연결하세요.',
    // 브릿지, not the dictionary 브리지: the spelling Korean wallets and crypto users write.
    widgetTitle: '브릿지',
    openBridge: '토큰 브릿지',
    transferRunning: '전송 진행 중',
    from: '출발',
    to: '도착',
    amount: '금액',
    balance: '잔액: {amount}',
    max: '최대',
    recipient: '받는 주소',
    recipientInvalid: '유효한 {chainType} 주소를 입력하세요.',
    defaultsUnavailable: '이 앱이 선택한 토큰을 여기서 사용할 수 없습니다. 직접 선택하세요.',
    recipientChecksum:
      '이 주소의 대소문자가 체크섬과 맞지 않습니다. 문자가 잘못 입력되었을 수 있습니다. 원래 위치에서 다시 복사하세요.',
    forgetRecipients: '최근 주소 지우기',
    recipientNameLooking: '{name} 조회 중…',
    recipientNameFound: '{name}의 주소는 {address}입니다',
    recipientNameFoundOnEthereum: '{name}의 주소는 {address}(Ethereum 주소)입니다.',
    recipientNameMissing: '{name}에 설정된 주소가 없습니다.',
    recipientNameUnavailable: '이 앱에서는 이름을 조회할 수 없습니다. 주소를 붙여 넣으세요.',
    recipientNameFailed: '{name}을(를) 조회할 수 없습니다. 다시 시도하거나 주소를 붙여 넣으세요.',
    recipientNameNotPlain:
      '여기서는 일반 영문자, 숫자, 하이픈으로 된 이름만 조회합니다. 주소를 붙여 넣으세요.',
    recipientNameOffchain:
      '{name}은(는) 체인 밖에서 관리되어 이 앱에서 조회하지 않습니다. 주소를 붙여 넣으세요.',
    actionCheckRecipient: '받는 사람 확인',
    recipientConfirmTick: '이 주소를 확인했습니다',
    recipientConfirmNew:
      '이 브라우저에서 이 주소로 보낸 적이 없습니다. 한 글자씩 확인하세요. 잘못된 주소로 보낸 전송은 되돌릴 수 없습니다.',
    recipientConfirmQuestion: '{chain}의 이 주소로 보낼까요?',
    settings: '설정',
    nativeDrop: '도착 체인에서 받을 가스({symbol})',
    feeTolerance: '슬리피지 (%)',
    feeTolerancePresets: '슬리피지 프리셋',
    feeToleranceHelp: '이 견적과 실제 전송 사이에 수수료가 변동될 수 있는 범위입니다.',
    percent: '{value}%',
    done: '완료',
    swapDirection: '방향 바꾸기',
    transferTab: '전송',
    historyTab: '내역',
    fee: '수수료',
    feeDetails: '수수료 및 세부 정보',
    routeCount: '{count, plural, other {경로 #개 비교}}',
    sending: '{amount} 전송 중 ({from} → {to})',
    eta: '약 {time} 후 도착',
    etaDue: '곧 도착 예정',
    successTitle: '전송 완료',
    successReceived: '{chain}에 {amount} 도착',
    destinationTransaction: '도착 트랜잭션',
    sourceTransaction: '출발 트랜잭션',
    outcomeReceived: '받음',
    outcomeSent: '보냄',
    successTime: '소요 시간: {time}',
    successUnderASecond: '소요 시간: 1초 미만',
    failureTitle: '전송 실패',
    arrival: '도착',
    arriveOn: '{chain}에 도착',
    arrivalWaiting: '네트워크 대기 중',
    failureHelp:
      '{chain}에 도착한 금액은 없습니다. 고객지원 문의를 위해 이 전송 ID를 저장하세요. 환불이 있을 경우 이 ID로 추적됩니다.',
    transferIdLabel: '전송 ID',
    transferDetails: '전송 세부 정보',
    copy: '복사',
    copied: '복사됨',
    copyFailed: '여기서는 복사할 수 없습니다. ID를 직접 선택하세요',
    history: '최근 전송',
    historyEmpty: '아직 전송 내역이 없습니다.',
    newTransfer: '새 전송',
    anotherTransfer: '다른 전송 시작',
    keepsGoing: '이 전송은 자동으로 계속 진행됩니다. ‘내역’에서 확인하세요.',
    toYourWallet: '받는 곳: 내 지갑 {address}',
    toRecipient: '받는 곳: {recipient}',
    sendToAnother: '다른 주소로 보내기',
    sendToMyWallet: '내 지갑으로 보내기',
    resume: '재개',
    resuming: '완료되지 않은 전송 {route}: 아래에서 마저 진행하세요.',
    oftTitle: 'OFT 보내기',
    oftNoTokens: '등록된 OFT 토큰이 없습니다.',
    oftDust:
      '보낼 수 없는 금액: {dust} {symbol}. {symbol} 토큰은 체인 간에 소수점 {decimals}자리까지만 이동합니다. 이 금액은 지갑에 남습니다.',
    oftUseSendable: '{amount} {symbol} 보내기',
    oftSendTo: '{symbol} 보낼 곳',
    oftTo: '받는 곳: {address}',
    oftActionSelectDestination: '도착 체인 선택',
    oftActionDust: '나머지 없이 보낼 수 있는 금액 입력',
    oftActionCheckSettings: '설정에서 수신 가스 확인',
    oftReceiveGas: '수신 컨트랙트용 가스(lzReceive, 선택 사항)',
    invalidGas: '가스 단위를 정수로 입력하세요.',
    oftArrives: '도착 금액',
    oftNetworkFee: '메시징 수수료',
    oftPreparing: '전송 준비 중…',
    deliveryInFlight: '전송되었습니다. {chain}에서 수신하기를 기다리는 중…',
    deliveryDelivered: '{chain}에서 수신되었습니다.',
    deliveryUnobservable:
      '전송되었습니다. {chain}에 도착했는지는 여기서 확인할 수 없으니 받는 사람의 지갑을 확인하세요.',
  },
  findings: {
    'approval-above-amount':
      '이 승인은 이 전송에 필요한 것보다 많은 토큰(무제한일 수도 있음)의 사용을 허용하게 됩니다.',
    'ledger-other-asset': '이 전송은 보내는 토큰이 아닌 다른 토큰을 이동하거나 승인하려고 합니다.',
    'ledger-sent-mismatch':
      '이 전송은 견적에 표시된 금액과 다른 금액을 지갑에서 가져가려고 합니다.',
    'ledger-unaccounted':
      '자금의 일부가 중간 컨트랙트에 남거나, 브리지도 반환도 하지 않는 상대에게 보내집니다.',
    'ledger-minimum-out':
      '이 전송이 도착 시 보장하는 금액이 견적에 표시된 것이나 보내는 금액의 절반보다 적습니다.',
    'ledger-decimals-unknown':
      '토큰의 소수 자릿수를 알 수 없어 도착 금액을 확인할 수 없습니다. 전송 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'ledger-fee-excessive':
      '이 전송은 견적에 표시된 것, 브리지 자체가 청구하는 것 또는 보내는 금액의 절반보다 많은 수수료를 지불합니다.',
    'ledger-fee-unverified':
      '이 전송의 수수료 중 하나는 브리지가 청구하는 금액과 비교할 수 없습니다. 계속하기 전에 금액을 확인하세요.',
    'deployments-unknown':
      '이 체인에서 전송 서비스의 컨트랙트에 대한 기록이 없습니다. 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'approve-spender-is-multicall': '이 승인은 잘못된 컨트랙트에 토큰 사용 권한을 줍니다.',
    'approve-spender-not-delegate': '이 승인은 예상하지 못한 주소에 토큰 사용 권한을 줍니다.',
    'approve-spender-not-intent-contract':
      '이 승인 또는 주문은 예상하지 못한 컨트랙트가 토큰을 가져갈 수 있게 합니다.',
    'approve-native-coin':
      '이 전송은 토큰 승인을 요청하지만, 보내는 자산에는 승인이 필요하지 않습니다.',
    'approve-data-malformed': '이 승인은 정확히 읽을 수 없어 확인할 수 없습니다.',
    'bridge-target-not-multicall': '이 전송의 트랜잭션 하나가 예상하지 못한 주소로 보내집니다.',
    'batch-unreadable':
      '이 트랜잭션에는 읽을 수 없는 명령이 있어 자금이 어디로 가는지 알 수 없습니다.',
    'batch-quote-id': '이 트랜잭션은 다른 견적을 위해 만들어졌습니다.',
    'batch-pull': '이 트랜잭션은 이 전송에 필요한 것과 다른 토큰이나 금액을 지갑에서 가져갑니다.',
    'batch-value':
      '이 트랜잭션은 사용하는 양과 다른 양의 네이티브 코인을 보내거나, 잘못된 곳으로 보냅니다.',
    'batch-approve':
      '이 트랜잭션은 잘못된 컨트랙트에 토큰 사용 권한을 주거나, 보내는 금액보다 많이 쓰도록 허용합니다.',
    'batch-bridge':
      '이 트랜잭션은 요청과 다른 방식으로, 또는 잘못된 컨트랙트를 통해 토큰을 보냅니다.',
    'batch-opaque-call':
      '이 트랜잭션에는 읽을 수 없는 작업이 있어 자금을 어떻게 처리하는지 알 수 없습니다.',
    'signature-type-unsupported': '이 전송은 이 앱에서 허용하지 않는 유형의 서명을 요청합니다.',
    'signature-dangerous-type':
      '이 서명으로 다른 사람이 토큰을 옮기거나 본인을 대신해 행동할 수 있습니다.',
    'signature-unknown-schema':
      '이 전송은 읽을 수 없는 메시지에 서명하도록 요청하므로, 무엇을 허용하는지 알 수 없습니다.',
    'signature-not-intent-route': '이 경로는 서명이 필요 없어야 하는데도 서명을 요청합니다.',
    'intent-order-mismatch': '서명할 주문이 표시된 견적과 일치하지 않습니다.',
    'step-grammar': '이 전송에 예상치 못한 단계, 반복된 단계 또는 순서가 잘못된 단계가 있습니다.',
    'starknet-call': '이 Starknet 트랜잭션은 토큰 승인과 전송 시작 외의 작업도 합니다.',
    'solana-unreadable': '이 Solana 트랜잭션은 정확히 읽을 수 없어 확인할 수 없습니다.',
    'solana-fee-payer':
      '이 Solana 트랜잭션은 본인 지갑이 아닌 다른 사람이 수수료를 내거나 함께 서명합니다.',
    'solana-program': '이 Solana 트랜잭션은 알 수 없는 프로그램을 실행합니다.',
    'solana-instruction':
      '이 Solana 트랜잭션은 예상보다 많이 보내거나, 자금이나 계정 제어권을 다른 사람에게 넘깁니다.',
    'rebuilt-step-changed': '서명 직전에 준비된 트랜잭션이 확인된 트랜잭션과 다릅니다.',
    'chain-id-mismatch':
      '이 트랜잭션 또는 서명은 실행되어야 할 체인과 다른 체인을 대상으로 합니다.',
    'chain-id-unknown': '이 트랜잭션의 체인을 식별할 수 없어 확인할 수 없습니다.',
    'chain-id-conflict':
      '전송 서비스가 이 앱과 다르게 체인을 식별하므로, 자금이 잘못된 체인으로 갈 수 있습니다.',
    'gas-limit-too-high': '이 트랜잭션은 유효하지 않거나 터무니없이 많은 가스를 요청합니다.',
    'chain-type-mismatch': '트랜잭션이 실행될 체인과 다른 종류의 체인용으로 만들어졌습니다.',
    'unknown-chain': '전송 서비스 목록에 없는 체인에서 실행되는 단계가 있습니다.',
    'no-deployments': '전송 서비스가 이 체인의 컨트랙트를 공개하지 않아 전송을 확인할 수 없습니다.',
    'deployments-suspicious':
      '전송 서비스가 제공한 이 체인의 컨트랙트 목록이 서로 모순되어 신뢰할 수 없습니다.',
    'deployments-untrusted':
      '전송 서비스가 제시한 이 체인의 컨트랙트가 이 앱이 신뢰하는 컨트랙트와 다릅니다.',
    'deployments-changed':
      '마지막 전송 이후 이 체인에서 전송 서비스의 컨트랙트가 변경되었으므로, 이 변경을 신뢰하는 경우에만 계속 진행하세요.',
    'deployments-unrecognised':
      '전송 서비스가 제시한 컨트랙트가 확인되지 않은 공개 기록과 다르므로, 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'bridge-contract-unverified':
      '토큰이 검증할 수 없는 컨트랙트를 거치므로, 전송 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'intent-contract-unverified':
      '주문과 승인이 검증할 수 없는 컨트랙트를 대상으로 하므로, 전송 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'recipient-cannot-receive':
      '받는 주소가 토큰 컨트랙트, 이 전송이 사용하는 컨트랙트 또는 제로 주소입니다. 그곳으로 보낸 자금은 잃게 됩니다.',
    'recipient-has-code':
      '받는 주소가 도착 체인의 컨트랙트입니다. 자금을 받을 수 없는 컨트랙트라면 보낸 자금을 잃을 수 있습니다.',
    'recipient-account-missing':
      '지갑이 출발 체인에서는 스마트 컨트랙트이지만 도착 체인의 같은 주소에는 아무것도 없습니다. 그곳으로 보낸 자금에 접근하지 못할 수 있습니다.',
    'signer-mismatch': '이 전송은 연결된 지갑이 아닌 다른 지갑을 위해 만들어졌습니다.',
    'value-on-other-chain':
      '견적에 포함되지 않은 다른 체인의 네이티브 코인을 사용하는 단계가 있습니다.',
    'fees-disagree-with-fee-usd': '이 견적에 나열된 수수료의 합계가 표시된 총 수수료보다 많습니다.',
    'deployment-no-code': '전송 서비스가 컨트랙트라고 제시한 주소가 실제로는 컨트랙트가 아닙니다.',
    'quote-amount-mismatch': '견적이 입력한 금액보다 많은 금액을 가져갑니다.',
    'quote-id-reused': '전송 서비스가 이전 전송의 ID를 다른 전송에 다시 사용했습니다.',
    'unknown-step-type': '이 전송에 이 앱이 알지 못하는 종류의 단계가 있습니다.',
    'no-steps': '이 견적에는 실행할 단계가 없습니다.',
    'no-executor': '이 앱은 이 전송이 사용하는 체인에서 트랜잭션에 서명할 수 없습니다.',
    'no-checks':
      '이 앱은 이 트랜잭션을 읽을 수 없으므로, 확인되지 않은 채로 서명하게 하지 않습니다.',
    'step-on-other-chain':
      '보내는 체인과 다른 체인에서 실행되는 단계가 있으므로, 예상한 경우에만 계속 진행하세요.',
    'unknown-endpoint':
      '이 전송이 선택한 체인으로 가는지 검증할 수 없으므로, 전송 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'oft-not-listed': '이 토큰 컨트랙트는 이 체인에 대한 전송 서비스 목록에 없습니다.',
    'oft-no-destination': '이 토큰은 선택한 도착 체인에서 사용할 수 없습니다.',
    'oft-unknown-chain': '여기서는 이 두 체인 간에 보낼 수 없습니다.',
    'oft-chain-id-conflict':
      '전송 서비스가 이 앱과 다르게 출발 체인을 식별하므로, 트랜잭션이 잘못된 체인에서 실행될 수 있습니다.',
    'oft-signer-mismatch': '이 전송은 연결된 지갑이 아닌 다른 지갑을 위해 만들어졌습니다.',
    'oft-send-target':
      '이 트랜잭션은 이 토큰으로 등록된 컨트랙트가 아닌 다른 컨트랙트로 보내집니다.',
    'oft-send-malformed': '이 트랜잭션은 정확히 읽을 수 없어 확인할 수 없습니다.',
    'oft-amount-mismatch': '이 트랜잭션은 입력한 금액과 다른 금액을 보냅니다.',
    'oft-min-amount': '이 트랜잭션은 도착해야 할 금액보다 적게 받는 것을 허용합니다.',
    'oft-recipient-mismatch': '이 트랜잭션은 토큰을 다른 받는 사람에게 보냅니다.',
    'oft-refund-not-sender':
      '이 트랜잭션에서 쓰고 남은 수수료가 본인이 아닌 다른 사람에게 환불됩니다.',
    'oft-destination-endpoint': '이 트랜잭션은 선택한 체인이 아닌 다른 체인으로 토큰을 보냅니다.',
    'oft-unknown-endpoint':
      '이 전송이 선택한 체인으로 가는지 검증할 수 없으므로, 전송 서비스를 신뢰하는 경우에만 계속 진행하세요.',
    'oft-value-not-fee':
      '이 트랜잭션이 지갑에서 가져가는 금액이 수수료 및 보내는 금액과 맞지 않습니다.',
    'oft-fee-above-quote':
      '이 트랜잭션의 수수료가 토큰 컨트랙트 자체가 청구하는 금액보다 훨씬 높습니다.',
    'oft-fee-unverified':
      '이 전송의 수수료를 검증할 수 없었으므로, 계속 진행하면 표시된 수수료를 받아들이게 됩니다.',
    'oft-token-mismatch': '토큰 컨트랙트가 전송 서비스 목록에 적힌 것과 다른 토큰을 옮깁니다.',
    'oft-token-unverified':
      '이 컨트랙트가 어떤 토큰을 옮기는지 검증할 수 없었으므로, 계속 진행하면 전송 서비스 목록을 신뢰하게 됩니다.',
    'oft-deployment-changed':
      '이 토큰이 이제 마지막 전송 때와 다른 컨트랙트를 거치므로, 이 변경을 예상한 경우에만 계속 진행하세요.',
    'oft-unverified':
      '이 토큰 컨트랙트는 전송 서비스 목록만 보증하며 이전에 사용한 적도 없으므로, 신뢰하는 경우에만 계속 진행하세요.',
    'oft-contract-mismatch':
      '이 토큰으로 등록된 컨트랙트는 이 체인에서 다른 컨트랙트로 알려져 있습니다.',
    'oft-endpoint-mismatch':
      '이 토큰 컨트랙트는 이 체인의 공식 크로스체인 메시징 컨트랙트를 사용하지 않습니다.',
    'oft-gas-limit': '이 트랜잭션은 유효하지 않거나 터무니없이 많은 가스를 요청합니다.',
    'oft-lz-token-fee':
      '이 트랜잭션은 수수료 일부를 다른 토큰으로 내는데, 이 앱은 절대 그렇게 하지 않습니다.',
    'oft-unrequested-payload': '이 트랜잭션은 도착 시 요청하지 않은 추가 작업을 실행합니다.',
    'oft-executor-options':
      '이 트랜잭션의 전달 설정이 요청하지 않은 추가 자금을 보내거나 작업을 실행합니다.',
    'oft-approval-not-needed': '이 전송은 필요하지 않은 토큰 승인을 요청합니다.',
    'oft-approval-target': '이 승인은 보내는 토큰과 다른 토큰에 대한 것입니다.',
    'oft-approval-malformed': '이 승인은 정확히 읽을 수 없어 확인할 수 없습니다.',
    'oft-approval-spender': '이 승인은 예상하지 못한 주소에 토큰 사용 권한을 줍니다.',
    'oft-approval-amount': '이 승인은 보내는 금액과 다른 금액에 대한 것입니다.',
    'oft-metadata-mismatch': '전송 서비스가 요청한 것과 다른 전송을 설명하고 있습니다.',
    'oft-dust':
      '금액 중 보낼 수 없는 아주 작은 나머지는 지갑에 남으며, 계속 진행하면 그 외의 금액이 전송됩니다.',
  },
  errors: {
    HttpError: '서비스가 이 요청을 처리하지 못했습니다(HTTP {status}).',
    ApiError: '서비스가 요청을 거부했습니다(상태 {status}).',
    UnauthorizedError: '서비스가 API 키를 거부했습니다(없거나 유효하지 않음).',
    RateLimitError:
      '요청이 너무 많습니다. 서비스가 요청 수를 제한하고 있습니다. 잠시 후 다시 시도하세요.',
    TimeoutError: '서비스가 제시간에 응답하지 않았습니다.',
    NetworkError: '서비스에 연결할 수 없습니다(네트워크 오류).',
    ResponseShapeError: '서비스가 예상치 못한 응답을 보냈습니다.',
    PaginationError: '서비스의 목록이 끝나지 않아 무한 반복을 막기 위해 중단했습니다.',
    QuoteNotFoundError: '이 견적은 더 이상 사용할 수 없습니다. 새 견적을 받으세요.',
    QuoteExpiredError: '이 견적은 만료되었습니다. 새 견적을 받으세요.',
    UnexpectedError: 'vtkit에서 문제가 발생했습니다. 다시 시도하세요.',
    UnsafeStepError: '안전을 위해 이 전송이 중단되었습니다: {reason}',
    UserRejectedError: '지갑에서 요청을 거부했습니다. 다시 시도할 수 있습니다.',
    SwitchChainError:
      '지갑이 {chain} 네트워크로 전환되지 않았습니다. 네트워크를 전환한 후 다시 시도하세요.',
    TransactionRevertedError:
      '트랜잭션이 체인에서 실패했습니다(되돌려짐). 이 단계에서 자금은 이동하지 않았습니다.',
    UnsupportedChainError: '이 앱은 {chainType} 트랜잭션에 서명할 수 없습니다.',
    StepInterruptedError_closed:
      '지갑을 확인하세요. 페이지가 닫히기 전에 이 단계가 이미 전송되었을 수 있습니다.',
    StepInterruptedError_noAnswer:
      '지갑이 응답하지 않았습니다. 계속하기 전에 지갑에서 이 단계를 확인하세요. 이미 전송되었을 수 있습니다.',
    TransactionReplacedError_cancelled:
      '이 트랜잭션은 지갑에서 취소되었습니다. 이 단계에서는 아무것도 이동하지 않았습니다. 다시 보낼 수 있습니다.',
    TransactionReplacedError_replaced:
      '이 트랜잭션은 지갑에서 대체되었습니다. 이 단계에서는 아무것도 이동하지 않았습니다. 다시 보낼 수 있습니다.',
    TransactionPendingError:
      '아직 확인되지 않았습니다. 지갑을 확인하고 그곳에서 속도를 높이거나 취소하세요. 두 번 전송되지 않습니다.',
    WrongAccountError:
      '이 전송은 {account} 계정에서 시작되었습니다. 계속하려면 지갑을 이 계정으로 다시 전환하세요.',
    TransferElsewhereError: '이 전송은 이 브라우저의 다른 탭에서 진행 중입니다.',
    InvalidAmountError: '이 금액을 읽을 수 없습니다. 숫자와 소수점 하나만 사용하세요.',
    InvalidAmountError_decimals: '이 토큰은 소수점 이하 최대 {decimals}자리까지입니다.',
    InvalidAmountError_ambiguous:
      '{decimal}인가요, {whole}인가요? 천 단위는 구분 기호 없이 입력하세요.',
  },
}

export default ko
