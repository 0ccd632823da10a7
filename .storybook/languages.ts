import de from '../src/locales/de'
import es from '../src/locales/es'
import fr from '../src/locales/fr'
import id from '../src/locales/id'
import ja from '../src/locales/ja'
import ko from '../src/locales/ko'
import ptBR from '../src/locales/pt-BR'
import tr from '../src/locales/tr'
import vi from '../src/locales/vi'
import zhCN from '../src/locales/zh-CN'

/** Every language vtkit ships: a story's `locale` picks one (an app gives only its own). */
export const languages = [de, es, fr, ptBR, tr, zhCN, ja, ko, vi, id]
