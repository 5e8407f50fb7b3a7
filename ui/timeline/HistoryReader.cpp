// SPDX-License-Identifier: Apache-2.0

#include "timeline/HistoryReader.h"

namespace lockscope::ui {

HistoryReader defaultHistoryReader()
{
    return &readHistory;
}

} // namespace lockscope::ui
