import { STORIES_JA } from './stories-ja';
import type { ContentTexts } from './types';

/** The demo content for the Japanese store (ja-jp), in polite Japanese. */
export const JA: ContentTexts = {
  home: {
    slides: [
      {
        eyebrow: 'Maison Aurèle',
        title: '1887年創業のスイス時計工房',
        text: '手仕上げのムーブメント、アーカイブから生まれた文字盤、世代を超えて受け継がれるケース。',
        button: '時計を見る',
        alt: '黒い大理石の上に置かれたHeritage Chronograph',
      },
      {
        eyebrow: '工房',
        title: '一人の時計師が、一本の時計を',
        text: 'ムーブメントの組立、調整、ケーシングまでを一人の時計師が担い、九十日間の検査を経てお届けします。',
        button: 'ストーリーを読む',
        alt: 'ムーブメント、ルーペ、工具が並ぶ時計師の作業台',
      },
      {
        eyebrow: 'Navigator',
        title: '大海原のために',
        text: '300メートル防水のダイバーズとクロノグラフ。陸の上でも、手首に自然に馴染みます。',
        button: 'Navigatorを見る',
        alt: '手首に着けたNavigator',
      },
    ],
    selected: {
      eyebrow: 'ブティックより',
      title: 'セレクテッド・ウォッチ',
      text: '今シーズン、メゾンがおすすめする時計。',
      button: 'すべての時計を見る',
    },
    complications: {
      eyebrow: 'Atelier',
      title: 'グランド・コンプリケーション',
      text: 'トゥールビヨン、永久カレンダー、スプリットセコンド。すべて工房で受注製作します。',
      button: 'Atelierを見る',
    },
    note: {
      text: '時計は秒を刻み、年月をかけて生まれます。私たちの時計は一本ずつ、一人の時計師が組み立て、調整し、ケースに収めます。',
      attribution: 'Maison Aurèle 工房',
      button: 'メゾンについて',
    },
    stories: { eyebrow: 'ストーリー', title: '工房から' },
    mall: { title: '公式ストア', text: '各マーケットプレイスにあるメゾンの公式ブティック。' },
  },
  stories: STORIES_JA,
  popups: {
    1: {
      title: 'Heritage Chronographに新しいブルー',
      content:
        'メゾン初のクロノグラフに、ミッドナイトブルーのサンレイ文字盤が加わりました。40mmと42mmをご用意しています。\n\nブティックおよびオンラインストアにてお求めいただけます。',
      buttonLabel: 'この時計を見る',
    },
    2: {
      title: 'アトリエからの便り',
      content: 'コレクションと工房の近況を、年に四回お届けします。',
      buttonLabel: '購読する',
    },
  },
};
