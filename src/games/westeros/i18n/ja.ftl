## ゲームのことば（日本語）。

westeros-title = 三つの浅瀬（『バトル・オブ・ウェスタロス』より）

westeros-seat-north = 北軍
westeros-seat-west = 西軍

## 開始時の設定、その説明と選択肢
westeros-option-momentum = 優位トークン
westeros-option-momentum-help = 開始時に優位トークンを持つ側。同じ優位と第6ラウンド最後の同点を決める（§19.2、A-9）。
westeros-option-momentum-random = ダイス1個：1–4なら北軍、5–8なら西軍
westeros-option-momentum-north = 北軍
westeros-option-momentum-west = 西軍
