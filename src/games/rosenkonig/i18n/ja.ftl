## ゲームのことば（日本語）。

rosenkonig-title = ローゼンケーニッヒ（薔薇戦争）
