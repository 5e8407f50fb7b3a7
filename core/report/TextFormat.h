#pragma once
// Plain-text renderings shared by every front end.

#include <QString>

namespace lockscope {

// "850 ms", "12.4 s", "3 min 5 s", "2 h 10 min"
QString formatDuration(qint64 ms);

} // namespace lockscope
