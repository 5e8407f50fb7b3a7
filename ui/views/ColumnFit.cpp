#include "views/ColumnFit.h"

namespace lockscope::ui {

int columnWidthFor(const QFontMetrics &metrics, const QStringList &texts, int minimum)
{
    int widest = 0;
    for (const QString &text : texts)
        widest = qMax(widest, metrics.horizontalAdvance(text));
    return qMax(minimum, widest + metrics.averageCharWidth() * 3);
}

int latinCharWidth(const QFontMetrics &metrics)
{
    static const QString sample = QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789/_-");
    return (metrics.horizontalAdvance(sample) + int(sample.size()) - 1) / int(sample.size());
}

} // namespace lockscope::ui
