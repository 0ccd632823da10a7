import type { LocalePack } from './types.js'

/** Japanese (ja). */
const ja: LocalePack = {
  locale: 'ja',
  messages: {
    selectToken: 'トークンを選択',
    selectChain: 'チェーンを選択',
    searchChains: 'チェーンを検索',
    searchTokens: '名前、シンボル、アドレスで検索',
    chains: 'チェーン',
    tokens: 'トークン',
    tokensOn: '{chain}のトークン',
    popularTokens: '人気のトークン',
    noChains: '検索に一致するチェーンはありません。',
    noTokens: '検索に一致するトークンはありません。',
    noRoutes: '選択したトークンから到達できる送金先はありません。',
    loading: '読み込み中…',
    loadingMore: 'さらに読み込み中…',
    noMatchYet: 'まだ一致するものはありません。引き続き読み込み中です。',
    foundOnOtherChains: '他のチェーンで見つかりました',
    close: '閉じる',
    retry: '再試行',
    viewsUnavailable:
      'このウィジェットの一部を読み込めませんでした。接続を確認して再試行するか、ページを再読み込みしてください。',
    // No pronoun (あなた), as Japanese wallets write: "You send / You receive" become amounts.
    youSend: '送金額',
    youReceive: '受取額',
    minimumReceived: '最低受取額',
    fees: '手数料',
    totalFee: '手数料合計',
    estimatedTime: '予想所要時間',
    unknownDuration: '不明',
    timeUnknown: '所要時間不明',
    route: 'ルート',
    quoteExpiresIn: '見積もりの有効期限：あと{seconds}秒',
    quoteExpired: 'この見積もりは期限切れです。',
    refreshQuote: '見積もりを再取得',
    routes: 'ルート',
    bestReturn: '受取額最大',
    fastest: '最速',
    feeAmount: '手数料 {amount}',
    routeBlocked: 'ブロック済み',
    routeHandover: '安全のため {blocked} をブロックし、代わりに {chosen} を選びました。',
    rejectedRoutes: '{count, plural, other {利用できないルート#件}}',
    feeTypeMESSAGE: 'メッセージング手数料',
    feeTypeGENERAL: 'プロトコル手数料',
    feeTypeDST_NATIVE_DROP: '送金先チェーンのgas（支払い）',
    feeTypeCCTP_RECEIVE: 'Circle リレー手数料',
    transferStatus: '送金ステータス',
    eventSubmitted: '送信済み',
    eventSENT: '{chain}で送金済み',
    eventBUS_RODE: '{chain}でバッチが出発',
    eventDELIVERED: '{chain}に到着',
    status_UNKNOWN: '未検出',
    status_PENDING: '保留中',
    status_PROCESSING: '送金中',
    status_SUCCEEDED: '完了',
    status_FAILED: '失敗',
    phaseIdle: '追跡する送金はまだありません。',
    phaseWaiting: 'ネットワークがトランザクションを検出するのを待っています…',
    phaseTracking: 'ステータス：{status}',
    historyExecuting: '未完了',
    historyInFlight: '送金中',
    historyCancelled: 'ウォレットでキャンセル済み',
    phaseSucceeded: '送金が完了しました。',
    phaseFailed:
      '送金に失敗しました。何も受け取られていません。返金の有無はエクスプローラーで確認するか、送金IDを添えてサポートにお問い合わせください。',
    phaseNotFound:
      'この送金はまだ検出されていません。ウォレットのアクティビティを確認してください。トランザクションが送信されていれば、表示されます。',
    elapsed: '{time}経過',
    statusUnreachable:
      '送金サービスから{time}以降応答がありません。送金は継続中です。引き続き確認しています。',
    checkNow: '今すぐ確認',
    journalUnsaved:
      'ブラウザのストレージがいっぱいのため、この送金はこのページを開いている間のみ保持されます。送金が開始されるまで、このページを開いたままにしてください。',
    viewOnExplorer: 'エクスプローラーで表示',
    transferId: '送金 {id}',
    steps: 'ステップ',
    stepState_idle: '待機中',
    stepState_awaitingWallet: 'ウォレットで確認してください',
    stepState_submitted: '送信済み',
    // 確認済み (on-chain confirmation), kept apart from 承認 (token approval, stepState_skipped).
    stepState_confirmed: '確認済み',
    stepState_skipped: '承認済み',
    stepState_failed: '失敗',
    stepTRANSACTION: 'トランザクションを送信',
    stepSIGNATURE: 'メッセージに署名',
    stepsBatched: 'ウォレットでこれらのステップを 1 回のリクエストでまとめて承認します。',
    stepsPrepared: '{chain}でのトランザクションは、開始後、署名の直前に準備されます。',
    // Follows a token or a step ("USDC Base上"); kept whole on one line.
    onChain: '{chain}上',
    stepRent:
      'ルートのトークンアカウントが未開設の場合、その開設費として最大{amount} SOLを含みます',
    ledgerTitle: '署名する内容',
    ledgerSend: '送金額：{amounts}',
    ledgerBridged: '{amount}を{chain}の{recipient}へ',
    ledgerAtLeast: '最低{amount}が届きます',
    ledgerYou: 'あなた',
    ledgerDeposit:
      '{amount}をサービスのアカウント{account}へ支払い：その後の送り先はトランザクションに含まれていません',
    ledgerMessagingFee: 'メッセージ手数料 {amount}',
    ledgerRefunded: '使われなかった分はあなたに戻ります',
    ledgerRelayFee: '{receiver}へのリレー手数料 {amount}',
    ledgerFeeReceiver: 'サービスの手数料受取先',
    ledgerRouteFee: 'サービスのアカウントへの手数料 {amount}',
    ledgerRent: 'サービスのトークンアカウント開設に最大{amount}',
    ledgerPriorityFee: '優先手数料 {amount}',
    ledgerReturned: '{amount}があなたに戻ります',
    ledgerHeld: '{amount}が{contract}に残ります',
    ledgerDiverted: '{amount}を{address}へ',
    ledgerApproval: '{spender}に{amount}の使用を許可',
    ledgerUnchecked: 'チェーンと照合されていません',
    ledgerPending: 'トランザクションは開始時に作成されます。移動する内容はそのときに表示されます。',
    valueLossUnknown:
      '一部の金額に価格がないため、この送金のドル換算コストは算出できません。下の金額を確認してください。',
    actionStart: '送金を開始',
    actionApproveAndSend: '承認して送信',
    actionSignAndSend: '署名して送信',
    actionContinue: '送金を続ける',
    actionReview: '送金内容を確認',
    actionSwitchTo: '{chain}に切り替え',
    walletOnChain: 'ウォレットは現在{chain}に接続されています。',
    actionSelectTokens: 'トークンを選択',
    actionSelectDestination: '送金先トークンを選択',
    actionEnterAmount: '数量を入力',
    actionInvalidAmount: '有効な数量を入力',
    actionInvalidRecipient: '有効な受取アドレスを入力',
    actionEnterRecipient: '受取アドレスを入力',
    actionFindingRoutes: 'ルートを検索中…',
    actionNoRoute: '利用可能なルートなし',
    actionConnect: 'ウォレットを接続',
    actionUnsupportedSource: 'ここでは{chainType}からの送金はできません',
    actionRefused: '安全のため停止しました',
    insufficientBalance: '{symbol}の残高不足',
    notEnoughForGas: 'gas用の{symbol}が不足',
    actionRunning: 'ウォレットで確認してください…',
    actionPreparing: '送金を準備しています…',
    actionConfirming: 'ネットワークの確認を待っています…',
    cancelInWallet: 'キャンセルするには、ウォレットでリクエストを拒否してください。',
    actionElsewhere: '別のタブで実行中',
    elsewhereNote:
      'この送金はこのブラウザの別のタブで実行中です。進行状況はここに表示され、そのタブを閉じた場合はここで続行されます。',
    actionRetry: '再試行',
    actionSwitchNetwork: 'ネットワークを切り替えて再試行',
    actionNewQuote: '見積もりを再取得',
    actionCheckedWallet: 'ウォレットを確認済み：再送信',
    actionKeepWaiting: '引き続き待つ',
    actionSwitchAccount: '{account}に戻す',
    actionDone: '送金を送信しました',
    refused: '安全のため、この送金は停止されました',
    refusedNext: '何も送金されていません。別のルートを選択してください。',
    refusedNothingSent: '何も送金されていません。',
    confirmWarnings: '内容を理解した上で続行します',
    valueLossWarning: '手数料と価格差により、送金額の価値の{percent}（{usd}）を失います。',
    actionReviewLoss: '確認：{percent}（{usd}）の損失',
    confirmValueLoss: 'この送金で{percent}（{usd}）を失うことに同意します',
    rateChanged: 'このルートの受取額は{amount}となり、表示より{difference}少なくなりました。',
    actionReviewRate: '新しい受取額を確認',
    confirmRateChange: '新しい受取額に同意します',
    connectWallet: '続行するにはウォレットを接続してください。',
    widgetTitle: 'ブリッジ',
    openBridge: 'トークンをブリッジ',
    transferRunning: '送金処理中',
    from: '送金元',
    to: '送金先',
    amount: '数量',
    balance: '残高：{amount}',
    max: '最大',
    recipient: '受取アドレス',
    recipientInvalid: '有効な{chainType}アドレスを入力してください。',
    defaultsUnavailable:
      'このアプリが選んだトークンはここでは利用できません。ご自身で選んでください。',
    recipientChecksum:
      'このアドレスの大文字と小文字がチェックサムと一致しません。入力ミスの可能性があります。元の場所からもう一度コピーしてください。',
    forgetRecipients: '最近のアドレスを消去',
    recipientNameLooking: '{name} を検索しています…',
    recipientNameFound: '{name} は {address} です',
    recipientNameFoundOnEthereum: '{name} は {address}（Ethereum のアドレス）です。',
    recipientNameMissing: '{name} にはアドレスが設定されていません。',
    recipientNameUnavailable: 'このアプリでは名前を検索できません。アドレスを貼り付けてください。',
    recipientNameFailed:
      '{name} を検索できませんでした。もう一度試すか、アドレスを貼り付けてください。',
    recipientNameNotPlain:
      'ここで検索できるのは半角の英字・数字・ハイフンだけの名前です。アドレスを貼り付けてください。',
    recipientNameOffchain:
      '{name} はオフチェーンで管理されており、このアプリでは検索できません。アドレスを貼り付けてください。',
    actionCheckRecipient: '受取人を確認',
    recipientConfirmTick: 'このアドレスを確認しました',
    recipientConfirmNew:
      'このブラウザからこのアドレスに送金したことはありません。1文字ずつ確認してください。誤ったアドレスへの送金は取り消せません。',
    recipientConfirmQuestion: '{chain} のこのアドレスに送金しますか？',
    settings: '設定',
    nativeDrop: '送金先で受け取るgas（{symbol}）',
    feeTolerance: 'スリッページ (%)',
    feeTolerancePresets: 'スリッページのプリセット',
    feeToleranceHelp: 'この見積もりから実際の送金までに、手数料が変動してもよい範囲です。',
    percent: '{value}%',
    done: '完了',
    swapDirection: '方向を入れ替え',
    transferTab: '送金',
    historyTab: '履歴',
    fee: '手数料',
    feeDetails: '手数料と詳細',
    routeCount: '{count, plural, other {#件のルートを比較}}',
    sending: '{amount}を{from}から{to}へ送金中',
    eta: '約{time}で到着予定',
    etaDue: 'まもなく到着予定',
    successTitle: '送金完了',
    successReceived: '{amount}が{chain}に到着しました',
    destinationTransaction: '送金先トランザクション',
    sourceTransaction: '送金元トランザクション',
    outcomeReceived: '受取',
    outcomeSent: '送金',
    successTime: '所要時間：{time}',
    successUnderASecond: '所要時間：1秒未満',
    failureTitle: '送金失敗',
    arrival: '到着',
    arriveOn: '{chain}に到着',
    arrivalWaiting: 'ネットワークを待機中',
    failureHelp:
      '{chain}には何も到着していません。サポート用にこの送金IDを保存してください。返金がある場合は、このIDで追跡されます。',
    transferIdLabel: '送金ID',
    transferDetails: '送金の詳細',
    copy: 'コピー',
    copied: 'コピーしました',
    copyFailed: 'ここではコピーできません。IDを選択してください',
    history: '最近の送金',
    historyEmpty: '送金履歴はまだありません。',
    newTransfer: '新規送金',
    anotherTransfer: '別の送金を開始',
    // 「履歴」 is the tab's name (historyTab).
    keepsGoing: 'この送金は自動的に継続されます。「履歴」で進行状況を確認できます。',
    toYourWallet: '自分のウォレット（{address}）へ',
    toRecipient: '受取人：{recipient}',
    sendToAnother: '別のアドレスに送金',
    sendToMyWallet: '自分のウォレットに送金',
    resume: '再開',
    resuming: '未完了の送金（{route}）があります。下で完了してください。',
    oftTitle: 'OFTを送金',
    oftNoTokens: '掲載されているOFTトークンはありません。',
    oftDust:
      '{dust} {symbol}はチェーン間を移動できません。{symbol}は小数点以下{decimals}桁までしかチェーン間を移動しないためです。この分はウォレットに残ります。',
    oftUseSendable: '{amount} {symbol}を送金',
    oftSendTo: '{symbol}の送金先',
    oftTo: '{address}へ',
    oftActionSelectDestination: '送金先チェーンを選択',
    oftActionDust: '端数なく送れる数量を入力',
    oftActionCheckSettings: '設定で受取用gasを確認',
    oftReceiveGas: '受取コントラクト用のgas（lzReceive、任意）',
    invalidGas: 'gasの単位数を整数で入力してください。',
    oftArrives: '到着額',
    oftNetworkFee: 'メッセージング手数料',
    oftPreparing: '送金を準備中…',
    deliveryInFlight: '送信済み。{chain}での受取を待っています…',
    deliveryDelivered: '{chain}で受け取られました。',
    deliveryUnobservable:
      '送信済み。{chain}への到着はここでは追跡できません。受取人のウォレットを確認してください。',
  },
  findings: {
    'approval-above-amount':
      'この承認では、この送金に必要な量を超えて（無制限の場合もあります）トークンを使用できるようになります。',
    'ledger-other-asset':
      'この送金は、送金するトークン以外のトークンを移動または承認しようとしています。',
    'ledger-sent-mismatch':
      'この送金は、見積もりに表示された金額とは異なる金額をウォレットから引き出そうとしています。',
    'ledger-unaccounted':
      '資金の一部が中間コントラクトに残るか、ブリッジも返金もしない相手に送られます。',
    'ledger-minimum-out':
      'この送金で保証される受取額は、見積もりの表示、または送金額の半分より少なくなっています。',
    'ledger-decimals-unknown':
      'トークンの小数点以下の桁数が不明なため、受取額を確認できません。送金サービスを信頼できる場合のみ続行してください。',
    'ledger-fee-excessive':
      'この送金は、見積もりに記載された額、ブリッジ自体の請求額、または送金額の半分を超える手数料を支払います。',
    'ledger-fee-unverified':
      'この送金の手数料の一部は、ブリッジの請求額と照合できません。続行する前に金額を確認してください。',
    'deployments-unknown':
      'このチェーン上の送金サービスのコントラクトについて記録がありません。サービスを信頼できる場合のみ続行してください。',
    'approve-spender-is-multicall':
      'この承認により、誤ったコントラクトがトークンを使用できるようになります。',
    'approve-spender-not-delegate':
      'この承認により、想定外のアドレスがトークンを使用できるようになります。',
    'approve-spender-not-intent-contract':
      'この承認または注文により、想定外のコントラクトがトークンを引き出せるようになります。',
    'approve-native-coin':
      'この送金ではトークンの承認が求められていますが、送金する資産に承認は不要です。',
    'approve-data-malformed': 'この承認は正確に読み取れないため、確認できません。',
    'bridge-target-not-multicall': 'この送金のトランザクションが、想定外のアドレスに送られます。',
    'batch-unreadable':
      'このトランザクションには読み取れない命令が含まれており、資金の送り先を確認できません。',
    'batch-quote-id': 'このトランザクションは別の見積もり用に作成されています。',
    'batch-pull':
      'このトランザクションは、この送金に必要なものとは異なるトークンまたは数量をウォレットから引き出します。',
    'batch-value':
      'このトランザクションは、使用する量とは異なる量のチェーンのネイティブトークンを送るか、誤った送り先に送ります。',
    'batch-approve':
      'このトランザクションは、誤ったコントラクトにトークンの使用を許可するか、送金する数量を超える使用を許可します。',
    'batch-bridge':
      'このトランザクションは、指定とは異なる方法で、または誤ったコントラクトを通じてトークンを送ります。',
    'batch-opaque-call':
      'このトランザクションには読み取れない操作が含まれており、資金がどう扱われるか確認できません。',
    'signature-type-unsupported':
      'この送金は、このアプリでは許可されていない種類の署名を求めています。',
    'signature-dangerous-type':
      'この署名により、第三者がトークンを移動したり、代理で操作したりできるようになるおそれがあります。',
    'signature-unknown-schema':
      'この送金は読み取れないメッセージへの署名を求めており、何を許可するのか確認できません。',
    'signature-not-intent-route': 'このルートは署名が不要なはずですが、署名を求めています。',
    'intent-order-mismatch': '署名する注文の内容が、表示された見積もりと一致しません。',
    'step-grammar': 'この送金には、想定外、重複、または順序の誤ったステップが含まれています。',
    'starknet-call':
      'このStarknetトランザクションは、トークンの承認と送金の開始以外の処理も行います。',
    'solana-unreadable': 'このSolanaトランザクションは正確に読み取れないため、確認できません。',
    'solana-fee-payer':
      'このSolanaトランザクションは、ウォレット以外の第三者が手数料を支払うか、共同で署名します。',
    'solana-program': 'このSolanaトランザクションは、認識できないプログラムを実行します。',
    'solana-instruction':
      'このSolanaトランザクションは、想定以上の量を送るか、資金やアカウントの管理権を第三者に渡します。',
    'rebuilt-step-changed': '署名直前に作成されたトランザクションが、確認済みのものと異なります。',
    'chain-id-mismatch':
      'このトランザクションまたは署名は、実行されるべきチェーンとは別のチェーン向けです。',
    'chain-id-unknown': 'このトランザクションのチェーンを特定できないため、確認できません。',
    'chain-id-conflict':
      '送金サービスによるチェーンの識別がこのアプリと異なるため、資金が誤ったチェーンに届くおそれがあります。',
    'gas-limit-too-high': 'このトランザクションは、無効または非現実的に多いgasを要求しています。',
    'chain-type-mismatch':
      'トランザクションが、実行先とは異なる種類のチェーン向けに作成されています。',
    'unknown-chain': '送金サービスの一覧にないチェーンで実行されるステップがあります。',
    'no-deployments':
      '送金サービスがこのチェーンのコントラクトを公開していないため、送金を確認できません。',
    'deployments-suspicious':
      '送金サービスが示すこのチェーンのコントラクト一覧に矛盾があるため、信頼できません。',
    'deployments-untrusted':
      '送金サービスが示すこのチェーンのコントラクトが、このアプリが信頼するものと一致しません。',
    'deployments-changed':
      '前回の送金以降にこのチェーンの送金サービスのコントラクトが変更されているため、この変更を信頼できる場合のみ続行してください。',
    'deployments-unrecognised':
      '送金サービスが示すコントラクトが未確認の公開記録と異なるため、このサービスを信頼できる場合のみ続行してください。',
    'bridge-contract-unverified':
      'トークンが検証できないコントラクトを経由するため、送金サービスを信頼できる場合のみ続行してください。',
    'intent-contract-unverified':
      '注文とその承認が検証できないコントラクト向けのため、送金サービスを信頼できる場合のみ続行してください。',
    'recipient-cannot-receive':
      '受取人がトークンのコントラクト、この送金が使うコントラクト、またはゼロアドレスです。そこに送った資金は失われます。',
    'recipient-has-code':
      '受取人は送金先チェーン上のコントラクトです。受け取れないコントラクトに送った資金は失われる可能性があります。',
    'recipient-account-missing':
      'お使いのウォレットは送金元チェーンではスマートコントラクトですが、送金先チェーンの同じアドレスには何もありません。そこへ送った資金は引き出せなくなる可能性があります。',
    'signer-mismatch': 'この送金は、接続中のウォレットとは別のウォレット向けに作成されています。',
    'value-on-other-chain':
      '見積もりに含まれていない、別のチェーンのネイティブトークンを使うステップがあります。',
    'fees-disagree-with-fee-usd':
      'この見積もりに記載された手数料の合計が、表示されている手数料合計を上回っています。',
    'deployment-no-code':
      '送金サービスがコントラクトとして示すアドレスは、実際にはコントラクトではありません。',
    'quote-amount-mismatch': '見積もりが、入力した数量より多くを引き出します。',
    'quote-id-reused': '送金サービスが、以前の送金のIDを別の送金に再利用しました。',
    'unknown-step-type': 'この送金には、このアプリが認識できない種類のステップが含まれています。',
    'no-steps': 'この見積もりには、実行するステップがありません。',
    'no-executor': 'このアプリは、この送金で使うチェーンのトランザクションに署名できません。',
    'no-checks':
      'このアプリはこのトランザクションを読み取れないため、確認されないまま署名させることはありません。',
    'step-on-other-chain':
      '送金元とは別のチェーンで実行されるステップがあるため、想定どおりの場合のみ続行してください。',
    'unknown-endpoint':
      'この送金が選択したチェーンに届くことを検証できないため、送金サービスを信頼できる場合のみ続行してください。',
    'oft-not-listed':
      'このトークンコントラクトは、このチェーンについての送金サービスの一覧に掲載されていません。',
    'oft-no-destination': 'このトークンは、選択した送金先チェーンでは利用できません。',
    'oft-unknown-chain': 'ここでは、この2つのチェーン間で送金できません。',
    'oft-chain-id-conflict':
      '送金サービスによる送金元チェーンの識別がこのアプリと異なるため、トランザクションが誤ったチェーンで実行されるおそれがあります。',
    'oft-signer-mismatch':
      'この送金は、接続中のウォレットとは別のウォレット向けに作成されています。',
    'oft-send-target':
      'このトランザクションの送信先が、このトークン用に掲載されているコントラクトと異なります。',
    'oft-send-malformed': 'このトランザクションは正確に読み取れないため、確認できません。',
    'oft-amount-mismatch': 'このトランザクションは、入力した数量とは異なる数量を送金します。',
    'oft-min-amount': 'このトランザクションは、本来届くはずの数量より少ない受取額を許容します。',
    'oft-recipient-mismatch': 'このトランザクションは、トークンを別の受取人に送ります。',
    'oft-refund-not-sender':
      'このトランザクションで使われなかった手数料が、ご自身以外に返金されます。',
    'oft-destination-endpoint':
      'このトランザクションは、選択したチェーンとは別のチェーンにトークンを送ります。',
    'oft-unknown-endpoint':
      'この送金が選択したチェーンに届くことを検証できないため、送金サービスを信頼できる場合のみ続行してください。',
    'oft-value-not-fee':
      'このトランザクションがウォレットから引き出す額が、手数料と送金額に一致しません。',
    'oft-fee-above-quote':
      'このトランザクションの手数料が、トークンコントラクト自体が請求する額を大きく上回っています。',
    'oft-fee-unverified':
      'この送金の手数料を検証できなかったため、続行すると表示どおりの手数料を受け入れることになります。',
    'oft-token-mismatch':
      'このトークンコントラクトが移動するトークンが、送金サービスの一覧の記載と異なります。',
    'oft-token-unverified':
      'このコントラクトが移動するトークンを検証できなかったため、続行すると送金サービスの一覧を信頼することになります。',
    'oft-deployment-changed':
      'このトークンは前回の送金時とは別のコントラクトを経由するため、この変更が想定どおりの場合のみ続行してください。',
    'oft-unverified':
      'このトークンコントラクトを保証するのは送金サービスの一覧だけで、これまでに使ったこともないため、信頼できる場合のみ続行してください。',
    'oft-contract-mismatch':
      'このトークン用に掲載されているコントラクトは、このチェーンでは別のコントラクトとして知られています。',
    'oft-endpoint-mismatch':
      'このトークンコントラクトは、このチェーンの公式なクロスチェーンメッセージング用コントラクトを使用していません。',
    'oft-gas-limit': 'このトランザクションは、無効または非現実的に多いgasを要求しています。',
    'oft-lz-token-fee':
      'このトランザクションは手数料の一部を別のトークンで支払いますが、このアプリではそのような支払いは行いません。',
    'oft-unrequested-payload':
      'このトランザクションは、到着時に依頼していない追加の処理を実行します。',
    'oft-executor-options':
      'このトランザクションの配信設定により、依頼していない資金の追加送付や処理の実行が行われます。',
    'oft-approval-not-needed': 'この送金では、不要なトークンの承認が求められています。',
    'oft-approval-target': 'この承認は、送金するトークンとは別のトークンに対するものです。',
    'oft-approval-malformed': 'この承認は正確に読み取れないため、確認できません。',
    'oft-approval-spender':
      'この承認により、想定外のアドレスがトークンを使用できるようになります。',
    'oft-approval-amount': 'この承認の数量が、送金する数量と異なります。',
    'oft-metadata-mismatch': '送金サービスが示す送金内容が、依頼した送金と異なります。',
    'oft-dust':
      '数量のごく一部の端数は送金できずウォレットに残るため、続行すると残りの数量が送金されます。',
  },
  errors: {
    HttpError: 'サービスはこのリクエストを処理できませんでした（HTTP {status}）。',
    ApiError: 'サービスがリクエストを拒否しました（ステータス {status}）。',
    UnauthorizedError: 'サービスがAPIキーを拒否しました（未設定または無効）。',
    RateLimitError:
      'リクエストが多すぎるため、サービスが制限しています。少し待ってから再試行してください。',
    TimeoutError: 'サービスから時間内に応答がありませんでした。',
    NetworkError: 'サービスに接続できませんでした（ネットワークエラー）。',
    ResponseShapeError: 'サービスから予期しない応答が返されました。',
    PaginationError: 'サービスのリストが終わらなかったため、無限ループを防ぐために停止しました。',
    QuoteNotFoundError: 'この見積もりは利用できなくなりました。見積もりを再取得してください。',
    QuoteExpiredError: 'この見積もりは期限切れです。見積もりを再取得してください。',
    UnexpectedError: 'vtkitで問題が発生しました。再試行してください。',
    UnsafeStepError: '安全のため、この送金は停止されました：{reason}',
    UserRejectedError: 'ウォレットでリクエストを拒否しました。再試行できます。',
    SwitchChainError:
      'ウォレットが{chain}に切り替わりませんでした。ネットワークを切り替えて再試行してください。',
    TransactionRevertedError:
      'トランザクションがチェーン上で失敗しました（リバート）。このステップで資金は移動していません。',
    UnsupportedChainError: 'このアプリは{chainType}のトランザクションに署名できません。',
    StepInterruptedError_closed:
      'ウォレットを確認してください。このステップは、ページを閉じる前にすでに送信されている可能性があります。',
    StepInterruptedError_noAnswer:
      'ウォレットから応答がありません。先に進む前に、ウォレットでこのステップを確認してください。送信済みの可能性があります。',
    TransactionReplacedError_cancelled:
      'このトランザクションはウォレットでキャンセルされました。このステップでは何も移動していません。再送信できます。',
    TransactionReplacedError_replaced:
      'このトランザクションはウォレットで置き換えられました。このステップでは何も移動していません。再送信できます。',
    TransactionPendingError:
      'まだ確認されていません。ウォレットを確認し、そこで高速化またはキャンセルしてください。二重に送信されることはありません。',
    WrongAccountError:
      'この送金は{account}で開始されました。続行するには、ウォレットをこのアカウントに戻してください。',
    TransferElsewhereError: 'この送金はこのブラウザの別のタブで実行中です。',
    InvalidAmountError: 'この数量を読み取れません。数字と小数点1つだけを使用してください。',
    InvalidAmountError_decimals: 'このトークンの小数点以下は最大 {decimals} 桁です。',
    InvalidAmountError_ambiguous:
      '{decimal} と {whole} のどちらですか？千の位に区切り記号を付けずに入力してください。',
  },
}

export default ja
