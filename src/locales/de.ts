import type { LocalePack } from './types.js'

/** German (de). */
const de: LocalePack = {
  locale: 'de',
  messages: {
    // Anrede „Sie“ wie bei MetaMask, Coinbase und Binance; Buttons im Infinitiv („Betrag eingeben“).
    selectToken: 'Token auswählen',
    // „Chain“ heißt hier durchgehend „Netzwerk“, wie in MetaMask und Binance.
    selectChain: 'Netzwerk auswählen',
    searchChains: 'Netzwerke suchen',
    searchTokens: 'Nach Name, Symbol oder Adresse suchen',
    chains: 'Netzwerke',
    tokens: 'Token',
    tokensOn: 'Token auf {chain}',
    popularTokens: 'Beliebte Token',
    noChains: 'Kein Netzwerk entspricht Ihrer Suche.',
    noTokens: 'Kein Token entspricht Ihrer Suche.',
    noRoutes: 'Vom ausgewählten Token aus ist kein Ziel erreichbar.',
    // Nach Duden steht vor „…“ ein Leerzeichen, wenn es auf ein ganzes Wort folgt (hier geschützt: U+00A0).
    loading: 'Wird geladen\u00a0…',
    loadingMore: 'Weitere werden geladen\u00a0…',
    noMatchYet: 'Noch kein Treffer: Weitere werden noch geladen.',
    foundOnOtherChains: 'Auf anderen Chains gefunden',
    close: 'Schließen',
    retry: 'Erneut versuchen',
    viewsUnavailable:
      'Ein Teil dieses Widgets konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut, oder laden Sie die Seite neu.',
    youSend: 'Sie senden',
    youReceive: 'Sie erhalten',
    minimumReceived: 'Mindestens erhalten',
    fees: 'Gebühren',
    totalFee: 'Gesamtgebühr',
    estimatedTime: 'Geschätzte Dauer',
    unknownDuration: 'unbekannt',
    timeUnknown: 'Dauer unbekannt',
    route: 'Route',
    quoteExpiresIn: 'Angebot läuft in {seconds}\u00a0s ab',
    quoteExpired: 'Dieses Angebot ist abgelaufen.',
    refreshQuote: 'Neues Angebot abrufen',
    routes: 'Routen',
    bestReturn: 'Bester Ertrag',
    fastest: 'Am schnellsten',
    feeAmount: '{amount} Gebühr',
    routeBlocked: 'Blockiert',
    routeHandover:
      '{blocked} wurde zu Ihrer Sicherheit blockiert; stattdessen wurde {chosen} gewählt.',
    rejectedRoutes:
      '{count, plural, one {# Route nicht verfügbar} other {# Routen nicht verfügbar}}',
    // LayerZero-Fachbegriff: „Nachrichtenübermittlung“ wäre zu lang für die Gebührenzeile.
    feeTypeMESSAGE: 'Messaging-Gebühr',
    feeTypeGENERAL: 'Protokollgebühr',
    feeTypeDST_NATIVE_DROP: 'Gas am Ziel (bezahlt)',
    feeTypeCCTP_RECEIVE: 'Circle-Relay-Gebühr',
    transferStatus: 'Übertragungsstatus',
    eventSubmitted: 'Übermittelt',
    eventSENT: 'Auf {chain} gesendet',
    eventBUS_RODE: 'Batch auf {chain} versendet',
    eventDELIVERED: 'Auf {chain} zugestellt',
    status_UNKNOWN: 'Noch nicht gesehen',
    status_PENDING: 'Ausstehend',
    status_PROCESSING: 'Unterwegs',
    status_SUCCEEDED: 'Abgeschlossen',
    status_FAILED: 'Fehlgeschlagen',
    phaseIdle: 'Noch nichts zu verfolgen.',
    phaseWaiting: 'Warten, bis das Netzwerk Ihre Transaktion erfasst\u00a0…',
    phaseTracking: 'Status: {status}',
    historyExecuting: 'Nicht abgeschlossen',
    historyInFlight: 'Unterwegs',
    historyCancelled: 'In Ihrer Wallet abgebrochen',
    phaseSucceeded: 'Übertragung abgeschlossen.',
    phaseFailed:
      'Die Übertragung ist fehlgeschlagen. Es wurde nichts empfangen; suchen Sie im Explorer nach einer Rückerstattung oder wenden Sie sich mit der Übertragungs-ID an den Support.',
    phaseNotFound:
      'Diese Übertragung wurde noch nicht erfasst. Prüfen Sie die Aktivitäten Ihrer Wallet: Wurde die Transaktion gesendet, erscheint sie dort.',
    elapsed: '{time} vergangen',
    statusUnreachable:
      'Der Übertragungsdienst antwortet seit {time} nicht. Ihre Übertragung läuft weiter; wir prüfen weiterhin.',
    checkNow: 'Jetzt prüfen',
    journalUnsaved:
      'Der Speicher Ihres Browsers ist voll, daher bleibt diese Übertragung nur erhalten, solange diese Seite geöffnet ist. Lassen Sie sie geöffnet, bis die Übertragung unterwegs ist.',
    viewOnExplorer: 'Im Explorer ansehen',
    transferId: 'Übertragung {id}',
    steps: 'Schritte',
    stepState_idle: 'Wartet',
    stepState_awaitingWallet: 'In Ihrer Wallet bestätigen',
    stepState_submitted: 'Übermittelt',
    stepState_confirmed: 'Bestätigt',
    stepState_skipped: 'Bereits genehmigt',
    stepState_failed: 'Fehlgeschlagen',
    stepTRANSACTION: 'Transaktion senden',
    stepSIGNATURE: 'Nachricht signieren',
    stepsBatched: 'Ihre Wallet bestätigt diese Schritte zusammen, in einer Anfrage.',
    stepsPrepared:
      'Ihre Transaktion auf {chain} wird beim Start vorbereitet, direkt bevor Sie sie signieren.',
    onChain: 'auf {chain}',
    stepRent:
      'Enthält bis zu {amount} SOL, um das Token-Konto der Route anzulegen, falls es noch nicht existiert',
    ledgerTitle: 'Was Sie signieren',
    ledgerSend: 'Sie senden {amounts}',
    ledgerBridged: '{amount} hinüber an {recipient} auf {chain}',
    ledgerAtLeast: 'mindestens {amount} kommen an',
    ledgerYou: 'Sie',
    ledgerDeposit:
      '{amount} an das Konto des Dienstes {account}: Wohin es danach geht, steht nicht in der Transaktion',
    ledgerMessagingFee: '{amount} Messaging-Gebühr',
    ledgerRefunded: 'was davon nicht gebraucht wird, kommt zu Ihnen zurück',
    ledgerRelayFee: '{amount} Relay-Gebühr an {receiver}',
    ledgerFeeReceiver: 'den Gebührenempfänger des Dienstes',
    ledgerRouteFee: '{amount} Gebühr an das Konto des Dienstes',
    ledgerRent: 'bis zu {amount}, um das Token-Konto des Dienstes zu eröffnen',
    ledgerPriorityFee: '{amount} Prioritätsgebühr',
    ledgerReturned: '{amount} kommen zu Ihnen zurück',
    ledgerHeld: '{amount} bleiben in {contract} liegen',
    ledgerDiverted: '{amount} an {address}',
    ledgerApproval: 'Erlaubt {spender}, {amount} auszugeben',
    ledgerUnchecked: 'nicht mit der Chain abgeglichen',
    ledgerPending: 'Die Transaktion wird beim Start erstellt: Was sie bewegt, sehen Sie dann.',
    valueLossUnknown:
      'Was diese Übertragung in Dollar kostet, lässt sich nicht sagen: Einige Beträge haben keinen Preis. Prüfen Sie sie unten.',
    actionStart: 'Übertragung starten',
    actionApproveAndSend: 'Genehmigen und senden',
    actionSignAndSend: 'Signieren und senden',
    actionContinue: 'Überweisung fortsetzen',
    actionReview: 'Übertragung prüfen',
    actionSwitchTo: 'Zu {chain} wechseln',
    walletOnChain: 'Ihre Wallet ist mit {chain} verbunden.',
    actionSelectTokens: 'Token auswählen',
    actionSelectDestination: 'Ziel-Token auswählen',
    actionEnterAmount: 'Betrag eingeben',
    actionInvalidAmount: 'Gültigen Betrag eingeben',
    actionInvalidRecipient: 'Gültigen Empfänger eingeben',
    actionEnterRecipient: 'Empfängeradresse eingeben',
    actionFindingRoutes: 'Routen werden gesucht\u00a0…',
    actionNoRoute: 'Keine Route verfügbar',
    actionConnect: 'Wallet verbinden',
    actionUnsupportedSource: 'Senden von {chainType} hier nicht möglich',
    actionRefused: 'Zu Ihrer Sicherheit gestoppt',
    insufficientBalance: 'Unzureichendes {symbol}-Guthaben',
    notEnoughForGas: 'Nicht genug {symbol} für Gas',
    actionRunning: 'In Ihrer Wallet bestätigen\u00a0…',
    actionPreparing: 'Ihre Überweisung wird vorbereitet\u00a0…',
    actionConfirming: 'Warten auf Bestätigung\u00a0…',
    cancelInWallet: 'Zum Abbrechen lehnen Sie die Anfrage in Ihrer Wallet ab.',
    actionElsewhere: 'Läuft in einem anderen Tab',
    elsewhereNote:
      'Diese Übertragung läuft in einem anderen Tab dieses Browsers. Ihr Fortschritt wird hier angezeigt, und sie läuft hier weiter, wenn der andere Tab geschlossen wird.',
    actionRetry: 'Erneut versuchen',
    actionSwitchNetwork: 'Netzwerk wechseln und wiederholen',
    actionNewQuote: 'Neues Angebot abrufen',
    actionCheckedWallet: 'Wallet geprüft: erneut senden',
    actionKeepWaiting: 'Weiter warten',
    actionSwitchAccount: 'Zurück zu {account} wechseln',
    actionDone: 'Übertragung übermittelt',
    refused: 'Diese Übertragung wurde zu Ihrer Sicherheit gestoppt',
    refusedNext: 'Es wurde nichts gesendet. Wählen Sie eine andere Route.',
    refusedNothingSent: 'Es wurde nichts gesendet.',
    confirmWarnings: 'Ich verstehe und möchte fortfahren',
    valueLossWarning:
      'Sie verlieren {percent} des gesendeten Werts ({usd}) durch Gebühren und Preisunterschiede.',
    actionReviewLoss: 'Prüfen: Sie verlieren {percent} ({usd})',
    confirmValueLoss: 'Ich akzeptiere einen Verlust von {percent} ({usd}) bei dieser Übertragung',
    rateChanged: 'Die Route zahlt jetzt {amount} aus, {difference} weniger als angezeigt.',
    actionReviewRate: 'Neuen Betrag prüfen',
    confirmRateChange: 'Ich akzeptiere den neuen Betrag',
    connectWallet: 'Verbinden Sie eine Wallet, um fortzufahren.',
    widgetTitle: 'Bridge',
    openBridge: 'Token bridgen',
    transferRunning: 'Übertragung läuft',
    from: 'Von',
    to: 'Nach',
    amount: 'Betrag',
    balance: 'Guthaben: {amount}',
    max: 'Max.',
    recipient: 'Empfänger',
    recipientInvalid: 'Geben Sie eine gültige {chainType}-Adresse ein.',
    defaultsUnavailable:
      'Ein Token, das diese App für Sie gewählt hat, ist hier nicht verfügbar: Wählen Sie selbst eines.',
    recipientChecksum:
      'Die Groß- und Kleinschreibung dieser Adresse passt nicht zu ihrer Prüfsumme: Ein Zeichen ist vielleicht vertippt. Kopieren Sie sie erneut aus ihrer Quelle.',
    forgetRecipients: 'Letzte Adressen vergessen',
    recipientNameLooking: 'Suche {name}…',
    recipientNameFound: '{name} ist {address}',
    recipientNameFoundOnEthereum: '{name} ist {address}, seine Ethereum-Adresse.',
    recipientNameMissing: 'Für {name} ist keine Adresse hinterlegt.',
    recipientNameUnavailable:
      'Namen können in dieser App nicht nachgeschlagen werden: Fügen Sie die Adresse ein.',
    recipientNameFailed:
      '{name} konnte nicht nachgeschlagen werden. Versuchen Sie es erneut oder fügen Sie die Adresse ein.',
    recipientNameNotPlain:
      'Hier werden nur Namen aus einfachen Buchstaben, Ziffern und Bindestrichen nachgeschlagen: Fügen Sie die Adresse ein.',
    recipientNameOffchain:
      '{name} wird außerhalb der Chain geführt, was diese App nicht nachschlägt: Fügen Sie die Adresse ein.',
    actionCheckRecipient: 'Empfänger prüfen',
    recipientConfirmTick: 'Ich habe diese Adresse geprüft',
    recipientConfirmNew:
      'Sie haben von diesem Browser aus noch nicht dorthin gesendet. Prüfen Sie sie Zeichen für Zeichen: Eine Übertragung an eine falsche Adresse lässt sich nicht rückgängig machen.',
    recipientConfirmQuestion: 'An diese Adresse auf {chain} senden?',
    settings: 'Einstellungen',
    nativeDrop: 'Gas, das Sie am Ziel erhalten ({symbol})',
    feeTolerance: 'Slippage (%)',
    feeTolerancePresets: 'Slippage-Voreinstellungen',
    feeToleranceHelp:
      'Wie stark sich die Gebühren zwischen diesem Angebot und Ihrer Übertragung ändern dürfen.',
    // Leerzeichen vor „%“ nach DIN 5008, geschützt (U+00A0) wie bei Intl.NumberFormat('de').
    percent: '{value}\u00a0%',
    done: 'Fertig',
    swapDirection: 'Richtung tauschen',
    transferTab: 'Übertragung',
    historyTab: 'Verlauf',
    fee: 'Gebühr',
    feeDetails: 'Gebühren und Details',
    routeCount: '{count, plural, one {# Route} other {# Routen}} vergleichen',
    sending: '{amount} wird von {from} nach {to} gesendet',
    eta: 'Ankunft in etwa {time}',
    etaDue: 'Sollte jeden Moment ankommen',
    successTitle: 'Übertragung abgeschlossen',
    successReceived: '{amount} auf {chain} angekommen',
    destinationTransaction: 'Zieltransaktion',
    sourceTransaction: 'Quelltransaktion',
    outcomeReceived: 'Erhalten',
    outcomeSent: 'Gesendet',
    successTime: 'Dauer: {time}',
    successUnderASecond: 'Dauer: unter einer Sekunde',
    failureTitle: 'Übertragung fehlgeschlagen',
    arrival: 'Ankunft',
    arriveOn: 'Ankunft auf {chain}',
    arrivalWaiting: 'Warten auf das Netzwerk',
    failureHelp:
      'Auf {chain} ist nichts angekommen. Bewahren Sie diese Übertragungs-ID für den Support auf: Jede Rückerstattung wird darüber nachverfolgt.',
    transferIdLabel: 'Übertragungs-ID',
    transferDetails: 'Übertragungsdetails',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren ist hier blockiert: Markieren Sie die ID',
    history: 'Letzte Übertragungen',
    historyEmpty: 'Noch keine Übertragungen.',
    newTransfer: 'Neue Übertragung',
    anotherTransfer: 'Weitere Übertragung starten',
    keepsGoing: 'Diese Übertragung läuft von selbst weiter; verfolgen Sie sie im Verlauf.',
    toYourWallet: 'An Ihre Wallet {address}',
    toRecipient: 'Empfänger: {recipient}',
    sendToAnother: 'An eine andere Adresse senden',
    sendToMyWallet: 'An meine Wallet senden',
    resume: 'Fortsetzen',
    resuming: 'Nicht abgeschlossene Übertragung {route}: Schließen Sie sie unten ab.',
    oftTitle: 'OFT senden',
    oftNoTokens: 'Es ist kein OFT-Token gelistet.',
    oftDust:
      'Ein Rest von {dust} {symbol} kann nicht übertragen werden: {symbol} wird zwischen Netzwerken mit {decimals} Dezimalstellen übertragen. Er bliebe in Ihrer Wallet.',
    oftUseSendable: '{amount} {symbol} senden',
    oftSendTo: '{symbol} senden an',
    oftTo: 'An {address}',
    oftActionSelectDestination: 'Zielnetzwerk auswählen',
    oftActionDust: 'Betrag ohne Rest eingeben',
    oftActionCheckSettings: 'Empfangs-Gas in Einstellungen prüfen',
    oftReceiveGas: 'Gas für den empfangenden Contract (lzReceive, optional)',
    invalidGas: 'Geben Sie eine ganze Zahl an Gas-Einheiten ein.',
    oftArrives: 'Ankunft',
    oftNetworkFee: 'Messaging-Gebühr',
    oftPreparing: 'Übertragung wird vorbereitet\u00a0…',
    deliveryInFlight: 'Gesendet. Warten auf den Empfang auf {chain}\u00a0…',
    deliveryDelivered: 'Auf {chain} empfangen.',
    deliveryUnobservable:
      'Gesendet. Die Ankunft auf {chain} lässt sich hier nicht verfolgen: Prüfen Sie die Wallet des Empfängers.',
  },
  findings: {
    'approval-above-amount':
      'Diese Genehmigung würde erlauben, mehr von Ihren Token auszugeben, als diese Übertragung braucht, womöglich unbegrenzt.',
    'ledger-other-asset':
      'Diese Übertragung würde einen anderen Token bewegen oder freigeben als den, den Sie senden.',
    'ledger-sent-mismatch':
      'Diese Übertragung würde einen anderen Betrag aus Ihrer Wallet nehmen, als das Angebot zeigt.',
    'ledger-unaccounted':
      'Ein Teil Ihrer Mittel bliebe in einem Zwischen-Contract liegen oder ginge an jemanden, der ihn weder überträgt noch zurückgibt.',
    'ledger-minimum-out':
      'Die Übertragung garantiert bei der Ankunft weniger, als das Angebot zeigt, oder weniger als die Hälfte des Gesendeten.',
    'ledger-decimals-unknown':
      'Wir kennen die Dezimalstellen des Tokens nicht und können daher nicht prüfen, was ankommt; fahren Sie nur fort, wenn Sie dem Übertragungsdienst vertrauen.',
    'ledger-fee-excessive':
      'Diese Übertragung zahlt mehr Gebühren, als das Angebot aufführt, als die Bridge selbst verlangt oder als die Hälfte des Gesendeten.',
    'ledger-fee-unverified':
      'Eine Gebühr dieser Übertragung lässt sich nicht mit dem vergleichen, was die Bridge verlangt; prüfen Sie den Betrag, bevor Sie fortfahren.',
    'deployments-unknown':
      'Die Contracts des Übertragungsdienstes in diesem Netzwerk sind uns nicht bekannt; fahren Sie nur fort, wenn Sie dem Dienst vertrauen.',
    'approve-spender-is-multicall':
      'Diese Genehmigung würde dem falschen Contract erlauben, Ihre Token auszugeben.',
    'approve-spender-not-delegate':
      'Diese Genehmigung würde einer unerwarteten Adresse erlauben, Ihre Token auszugeben.',
    'approve-spender-not-intent-contract':
      'Diese Genehmigung oder Order würde einem unerwarteten Contract erlauben, Ihre Token zu nehmen.',
    'approve-native-coin':
      'Für das, was Sie senden, ist keine Token-Genehmigung nötig, diese Übertragung verlangt aber eine.',
    'approve-data-malformed':
      'Diese Genehmigung lässt sich nicht eindeutig lesen und daher nicht prüfen.',
    'bridge-target-not-multicall':
      'Eine Transaktion dieser Übertragung geht an eine unerwartete Adresse.',
    'batch-unreadable':
      'Diese Transaktion enthält Anweisungen, die wir nicht lesen können; daher ist unklar, wohin Ihre Mittel gehen würden.',
    'batch-quote-id': 'Diese Transaktion wurde für ein anderes Angebot erstellt.',
    'batch-pull':
      'Diese Transaktion würde andere Token oder einen anderen Betrag aus Ihrer Wallet nehmen, als diese Übertragung braucht.',
    'batch-value':
      'Diese Transaktion sendet eine andere Menge der Netzwerkwährung mit, als sie verbraucht, oder sendet sie an die falsche Stelle.',
    'batch-approve':
      'Diese Transaktion würde dem falschen Contract erlauben, Ihre Token auszugeben, oder mehr freigeben, als Sie senden.',
    'batch-bridge':
      'Diese Transaktion würde Ihre Token anders als gewünscht oder über den falschen Contract senden.',
    'batch-opaque-call':
      'Diese Transaktion enthält eine Aktion, die wir nicht lesen können; daher ist unklar, was sie mit Ihren Mitteln tut.',
    'signature-type-unsupported':
      'Diese Übertragung verlangt eine Art von Signatur, die diese App nicht zulässt.',
    'signature-dangerous-type':
      'Diese Signatur könnte jemandem erlauben, Ihre Token zu bewegen oder in Ihrem Namen zu handeln.',
    'signature-unknown-schema':
      'Sie sollen eine Nachricht signieren, die wir nicht lesen können; daher ist unklar, was sie erlaubt.',
    'signature-not-intent-route':
      'Diese Route verlangt eine Signatur, obwohl sie keine brauchen sollte.',
    'intent-order-mismatch':
      'Die Order, die Sie signieren würden, entspricht nicht dem angezeigten Angebot.',
    'step-grammar':
      'Diese Übertragung enthält unerwartete, doppelte oder falsch angeordnete Schritte.',
    'starknet-call':
      'Diese Starknet-Transaktion tut mehr, als Ihren Token zu genehmigen und die Übertragung zu starten.',
    'solana-unreadable':
      'Diese Solana-Transaktion lässt sich nicht eindeutig lesen und daher nicht prüfen.',
    'solana-fee-payer':
      'Diese Solana-Transaktion würde von jemand anderem als Ihrer Wallet bezahlt oder mitsigniert.',
    'solana-program': 'Diese Solana-Transaktion führt ein Programm aus, das wir nicht kennen.',
    'solana-instruction':
      'Diese Solana-Transaktion würde mehr als erwartet senden oder Mittel bzw. die Kontrolle über Ihre Konten an Dritte übergeben.',
    'rebuilt-step-changed':
      'Die kurz vor dem Signieren erstellte Transaktion weicht von der geprüften ab.',
    'chain-id-mismatch':
      'Diese Transaktion oder Signatur gilt für ein anderes Netzwerk als das, in dem sie laufen soll.',
    'chain-id-unknown':
      'Das Netzwerk dieser Transaktion lässt sich nicht bestimmen, daher kann sie nicht geprüft werden.',
    'chain-id-conflict':
      'Der Übertragungsdienst ordnet ein Netzwerk anders zu als diese App; Ihre Mittel könnten im falschen Netzwerk landen.',
    'gas-limit-too-high':
      'Diese Transaktion verlangt eine ungültige oder unmöglich hohe Menge Gas.',
    'chain-type-mismatch':
      'Eine Transaktion ist für eine andere Art von Netzwerk erstellt als das, für das sie bestimmt ist.',
    'unknown-chain':
      'Ein Schritt läuft in einem Netzwerk, das der Übertragungsdienst nicht aufführt.',
    'no-deployments':
      'Der Übertragungsdienst nennt für dieses Netzwerk keine Contracts, daher kann die Übertragung nicht geprüft werden.',
    'deployments-suspicious':
      'Die Contract-Liste des Übertragungsdienstes für dieses Netzwerk widerspricht sich und ist daher nicht vertrauenswürdig.',
    'deployments-untrusted':
      'Der Übertragungsdienst nennt für dieses Netzwerk andere Contracts als die, denen diese App vertraut.',
    'deployments-changed':
      'Die Contracts des Übertragungsdienstes in diesem Netzwerk haben sich seit Ihrer letzten Übertragung geändert; fahren Sie nur fort, wenn Sie dieser Änderung vertrauen.',
    'deployments-unrecognised':
      'Ein vom Übertragungsdienst genannter Contract weicht von unbestätigten öffentlichen Angaben ab; fahren Sie nur fort, wenn Sie dem Dienst vertrauen.',
    'bridge-contract-unverified':
      'Ihre Token würden über einen Contract laufen, den wir nicht prüfen können; fahren Sie nur fort, wenn Sie dem Übertragungsdienst vertrauen.',
    'intent-contract-unverified':
      'Ihre Order und die Genehmigung dazu gelten einem Contract, den wir nicht prüfen können; fahren Sie nur fort, wenn Sie dem Übertragungsdienst vertrauen.',
    'recipient-cannot-receive':
      'Der Empfänger ist ein Token-Contract, ein Contract dieser Übertragung oder die Nulladresse: Dorthin gesendete Mittel gehen verloren.',
    'recipient-has-code':
      'Der Empfänger ist auf der Zielchain ein Contract: An einen Contract gesendete Mittel können verloren gehen, wenn er sie nicht annehmen kann.',
    'recipient-account-missing':
      'Ihre Wallet ist auf der Quellchain ein Smart Contract, und an derselben Adresse auf der Zielchain gibt es keinen: Dorthin gesendete Mittel können für Sie unerreichbar sein.',
    'signer-mismatch':
      'Diese Übertragung wurde für eine andere Wallet erstellt als die verbundene.',
    'value-on-other-chain':
      'Ein Schritt würde die Währung eines anderen Netzwerks ausgeben, die das Angebot nicht einschließt.',
    'fees-disagree-with-fee-usd':
      'Die einzeln aufgeführten Gebühren dieses Angebots ergeben mehr als die angezeigte Gesamtgebühr.',
    'deployment-no-code':
      'Eine Adresse, die der Übertragungsdienst als Contract angibt, ist gar kein Contract.',
    'quote-amount-mismatch': 'Das Angebot würde mehr als den von Ihnen eingegebenen Betrag nehmen.',
    'quote-id-reused':
      'Der Übertragungsdienst hat die ID einer früheren Übertragung für eine andere wiederverwendet.',
    'unknown-step-type':
      'Diese Übertragung enthält eine Art von Schritt, die diese App nicht kennt.',
    'no-steps': 'Dieses Angebot enthält nichts, was ausgeführt werden kann.',
    'no-executor':
      'Diese App kann in dem Netzwerk, das diese Übertragung nutzt, keine Transaktionen signieren.',
    'no-checks':
      'Diese App kann diese Transaktion nicht lesen und lässt Sie sie daher nicht ungeprüft signieren.',
    'step-on-other-chain':
      'Ein Schritt läuft in einem anderen Netzwerk als dem, von dem Sie senden; fahren Sie nur fort, wenn Sie das erwartet haben.',
    'unknown-endpoint':
      'Wir können nicht prüfen, ob diese Übertragung in das gewählte Netzwerk geht; fahren Sie nur fort, wenn Sie dem Übertragungsdienst vertrauen.',
    'oft-not-listed':
      'Dieser Token-Contract steht nicht auf der Liste des Übertragungsdienstes für dieses Netzwerk.',
    'oft-no-destination': 'Dieser Token ist im gewählten Zielnetzwerk nicht verfügbar.',
    'oft-unknown-chain': 'Zwischen diesen beiden Netzwerken kann hier nicht gesendet werden.',
    'oft-chain-id-conflict':
      'Der Übertragungsdienst ordnet das Quellnetzwerk anders zu als diese App; die Transaktion könnte im falschen Netzwerk landen.',
    'oft-signer-mismatch':
      'Diese Übertragung wurde für eine andere Wallet erstellt als die verbundene.',
    'oft-send-target':
      'Diese Transaktion geht an einen anderen Contract als den, der für diesen Token gelistet ist.',
    'oft-send-malformed':
      'Diese Transaktion lässt sich nicht eindeutig lesen und daher nicht prüfen.',
    'oft-amount-mismatch':
      'Diese Transaktion würde einen anderen Betrag senden, als Sie eingegeben haben.',
    'oft-min-amount':
      'Diese Transaktion würde akzeptieren, dass weniger ankommt, als ankommen sollte.',
    'oft-recipient-mismatch':
      'Diese Transaktion würde Ihre Token an einen anderen Empfänger senden.',
    'oft-refund-not-sender':
      'Nicht verbrauchte Gebühren dieser Transaktion würden an jemand anderen als Sie erstattet.',
    'oft-destination-endpoint':
      'Diese Transaktion würde Ihre Token in ein anderes Netzwerk senden als das gewählte.',
    'oft-unknown-endpoint':
      'Wir können nicht prüfen, ob diese Übertragung in das gewählte Netzwerk geht; fahren Sie nur fort, wenn Sie dem Übertragungsdienst vertrauen.',
    'oft-value-not-fee':
      'Was diese Transaktion aus Ihrer Wallet nimmt, passt nicht zu ihrer Gebühr und dem gesendeten Betrag.',
    'oft-fee-above-quote':
      'Die Gebühr dieser Transaktion ist weit höher als das, was der Token-Contract selbst verlangt.',
    'oft-fee-unverified':
      'Wir konnten die Gebühr dieser Übertragung nicht prüfen; wenn Sie fortfahren, akzeptieren Sie sie wie angezeigt.',
    'oft-token-mismatch':
      'Der Token-Contract bewegt einen anderen Token, als die Liste des Übertragungsdienstes angibt.',
    'oft-token-unverified':
      'Wir konnten nicht prüfen, welchen Token dieser Contract bewegt; wenn Sie fortfahren, vertrauen Sie der Liste des Übertragungsdienstes.',
    'oft-deployment-changed':
      'Dieser Token läuft jetzt über einen anderen Contract als bei Ihrer letzten Übertragung; fahren Sie nur fort, wenn Sie das erwartet haben.',
    'oft-unverified':
      'Nur die Liste des Übertragungsdienstes bürgt für diesen Token-Contract, und Sie haben ihn noch nie genutzt; fahren Sie nur fort, wenn Sie ihm vertrauen.',
    'oft-contract-mismatch':
      'Der für diesen Token gelistete Contract ist in diesem Netzwerk als ein anderer Contract bekannt.',
    'oft-endpoint-mismatch':
      'Dieser Token-Contract nutzt in diesem Netzwerk nicht den offiziellen Contract für netzwerkübergreifende Nachrichten.',
    'oft-gas-limit': 'Diese Transaktion verlangt eine ungültige oder unmöglich hohe Menge Gas.',
    'oft-lz-token-fee':
      'Diese Transaktion würde einen Teil ihrer Gebühr in einem anderen Token zahlen, was diese App nie tut.',
    'oft-unrequested-payload':
      'Diese Transaktion würde bei der Ankunft zusätzliche Aktionen ausführen, die Sie nicht angefordert haben.',
    'oft-executor-options':
      'Die Zustelleinstellungen dieser Transaktion würden zusätzliche Mittel senden oder Aktionen ausführen, die Sie nicht angefordert haben.',
    'oft-approval-not-needed':
      'Diese Übertragung verlangt eine Token-Genehmigung, die sie nicht braucht.',
    'oft-approval-target':
      'Diese Genehmigung gilt für einen anderen Token als den, den Sie senden.',
    'oft-approval-malformed':
      'Diese Genehmigung lässt sich nicht eindeutig lesen und daher nicht prüfen.',
    'oft-approval-spender':
      'Diese Genehmigung würde einer unerwarteten Adresse erlauben, Ihre Token auszugeben.',
    'oft-approval-amount':
      'Diese Genehmigung gilt für einen anderen Betrag als den, den Sie senden.',
    'oft-metadata-mismatch':
      'Der Übertragungsdienst beschreibt eine andere Übertragung als die, die Sie angefordert haben.',
    'oft-dust':
      'Ein winziger Rest des Betrags kann nicht übertragen werden und bleibt in Ihrer Wallet; wenn Sie fortfahren, wird der übrige Betrag gesendet.',
  },
  errors: {
    HttpError: 'Der Dienst konnte die Anfrage nicht bearbeiten (HTTP {status}).',
    ApiError: 'Der Dienst hat die Anfrage abgelehnt (Status {status}).',
    UnauthorizedError: 'Der Dienst hat den API-Schlüssel abgelehnt (fehlt oder ist ungültig).',
    RateLimitError:
      'Zu viele Anfragen: Der Dienst begrenzt die Anfragen. Versuchen Sie es gleich erneut.',
    TimeoutError: 'Der Dienst hat nicht rechtzeitig geantwortet.',
    NetworkError: 'Der Dienst ist nicht erreichbar (Netzwerkfehler).',
    ResponseShapeError: 'Der Dienst hat eine unerwartete Antwort gesendet.',
    PaginationError:
      'Die Liste des Dienstes endete nicht; sie wurde gestoppt, um eine Endlosschleife zu vermeiden.',
    QuoteNotFoundError: 'Dieses Angebot ist nicht mehr verfügbar: Rufen Sie ein neues Angebot ab.',
    QuoteExpiredError: 'Dieses Angebot ist abgelaufen: Rufen Sie ein neues Angebot ab.',
    UnexpectedError: 'In vtkit ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    UnsafeStepError: 'Diese Übertragung wurde zu Ihrer Sicherheit gestoppt: {reason}',
    UserRejectedError:
      'Sie haben die Anfrage in Ihrer Wallet abgelehnt. Sie können es erneut versuchen.',
    SwitchChainError:
      'Ihre Wallet hat nicht zu {chain} gewechselt. Wechseln Sie das Netzwerk und versuchen Sie es erneut.',
    TransactionRevertedError:
      'Die Transaktion ist im Netzwerk fehlgeschlagen (rückgängig gemacht). In diesem Schritt wurden keine Mittel bewegt.',
    UnsupportedChainError: 'Diese App kann keine {chainType}-Transaktionen signieren.',
    StepInterruptedError_closed:
      'Prüfen Sie Ihre Wallet: Dieser Schritt wurde möglicherweise schon gesendet, bevor die Seite geschlossen wurde.',
    StepInterruptedError_noAnswer:
      'Ihre Wallet hat nicht geantwortet: Prüfen Sie dort diesen Schritt, bevor Sie fortfahren; er wurde möglicherweise gesendet.',
    TransactionReplacedError_cancelled:
      'Diese Transaktion wurde in Ihrer Wallet abgebrochen: In diesem Schritt wurde nichts bewegt. Sie können sie erneut senden.',
    TransactionReplacedError_replaced:
      'Diese Transaktion wurde in Ihrer Wallet ersetzt: In diesem Schritt wurde nichts bewegt. Sie können sie erneut senden.',
    TransactionPendingError:
      'Noch nicht bestätigt. Prüfen Sie Ihre Wallet: Dort können Sie die Transaktion beschleunigen oder abbrechen. Sie wird nicht doppelt gesendet.',
    WrongAccountError:
      'Diese Übertragung wurde von {account} gestartet. Wechseln Sie in Ihrer Wallet zurück zu diesem Konto, um fortzufahren.',
    TransferElsewhereError: 'Diese Übertragung läuft in einem anderen Tab dieses Browsers.',
    InvalidAmountError:
      'Dieser Betrag ist nicht lesbar: Verwenden Sie Ziffern und ein einziges Dezimaltrennzeichen.',
    InvalidAmountError_decimals: 'Dieser Token hat höchstens {decimals} Nachkommastellen.',
    InvalidAmountError_ambiguous:
      'Meinen Sie {decimal} oder {whole}? Schreiben Sie Tausender ohne Trennzeichen.',
  },
}

export default de
