# SPDX-License-Identifier: Apache-2.0
# Precompiled headers: the Qt and standard headers nearly every source includes, parsed once per
# library instead of once per source (most of a Qt source's compile time is spent in them).
# LOCKSCOPE_PRECOMPILE_HEADERS=OFF checks that every source includes what it uses.
option(LOCKSCOPE_PRECOMPILE_HEADERS "Precompile the common Qt and standard headers" ON)

set(lockscope_core_headers
  <QtCore/QObject> <QtCore/QString> <QtCore/QStringList> <QtCore/QByteArray> <QtCore/QHash>
  <QtCore/QList> <QtCore/QSet> <QtCore/QDateTime> <QtCore/QTimer> <QtCore/QPointer>
  <QtCore/QJsonObject> <QtCore/QJsonArray>
  <algorithm> <functional> <memory> <optional> <vector>)
set(lockscope_widgets_headers ${lockscope_core_headers}
  <QtWidgets/QWidget> <QtWidgets/QLabel> <QtWidgets/QBoxLayout> <QtWidgets/QHeaderView>
  <QtCore/QAbstractItemModel> <QtGui/QPainter>)

# lockscope_precompile(TARGET core|widgets): TARGET gets a precompiled header of its own.
function(lockscope_precompile target kind)
  if(LOCKSCOPE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} PRIVATE ${lockscope_${kind}_headers})
  endif()
endfunction()

# lockscope_reuse_precompiled(TARGET): TARGET (a layer of core, a test, the CLI) uses lockscope_base's header, so
# sixty tests cost one compile of it. GCC uses it only where no macro the headers test differs;
# that is why it is the base layer's and not one with QtTest (Qt defines QT_TESTCASE_BUILDDIR per target).
function(lockscope_reuse_precompiled target)
  if(LOCKSCOPE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} REUSE_FROM lockscope_base)
  endif()
endfunction()
