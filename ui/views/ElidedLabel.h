// SPDX-License-Identifier: Apache-2.0

#pragma once
// A one-line label that gives way: narrower than its text, it cuts the text with "…" (at the end,
// or in the middle for paths) and shows the whole in its tooltip, instead of clipping it silently
// or widening the window past the screen (a QLabel's minimum width is its whole text).

#include <QLabel>

namespace lockscope::ui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr, Qt::TextElideMode mode = Qt::ElideRight);

    // Plain text only: the label shows it whole when it fits. `detail`, when given, is the
    // tooltip at any width (else the whole text is, when cut).
    void setFullText(const QString &text, const QString &detail = {});
    QString fullText() const { return m_full; }
    bool isElided() const { return text() != m_full; }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_full;
    QString m_detail;
    Qt::TextElideMode m_mode;
};

} // namespace lockscope::ui
