// SPDX-License-Identifier: Apache-2.0

#pragma once
// A small coloured label for a state the operator must always see: the connection's state,
// read-only mode. The colour is mixed into the palette's background, the text keeps the
// palette's text colour, so it reads in light and dark themes.

#include <QLabel>

namespace lockscope::ui {

class StateBadge : public QLabel {
    Q_OBJECT
public:
    enum class Tone {
        Neutral,
        Good,
        Warning,
        Bad
    };

    explicit StateBadge(QWidget *parent = nullptr);
    void setState(const QString &text, Tone tone);
    Tone tone() const { return m_tone; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTone();
    Tone m_tone = Tone::Neutral;
};

} // namespace lockscope::ui
