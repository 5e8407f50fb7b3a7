#include "views/ColumnFit.h"

namespace lockscope::ui {

int columnWidthFor(const QFontMetrics &metrics, const QStringList &texts, int minimum)
{
    int widest = 0;
    for (const QString &text : texts)
        widest = qMax(widest, metrics.horizontalAdvance(text));
    return qMax(minimum, widest + metrics.averageCharWidth() * 3);
}

} // namespace lockscope::ui
