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

# lockscope_reuse_precompiled(TARGET): TARGET (a layer of core, the CLI, the test support) uses
# lockscope_base's header, so the layers cost one compile of it.
function(lockscope_reuse_precompiled target)
  if(LOCKSCOPE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} REUSE_FROM lockscope_base)
  endif()
endfunction()

# lockscope_reuse_test_precompiled(TARGET core|widgets LIBS...): TARGET, a QtTest executable, uses
# a header with QtTest that every test of its directory shares (a few seconds of each compile).
# GCC uses a header only where no macro it tests differs, and Qt defines QT_TESTCASE_BUILDDIR and
# QT_TESTCASE_SOURCEDIR from the target's directory: so there is one per directory, compiled by a
# holder that links what the tests link (LIBS), for the same macros.
function(lockscope_reuse_test_precompiled target kind)
  if(NOT LOCKSCOPE_PRECOMPILE_HEADERS)
    return()
  endif()
  file(RELATIVE_PATH directory ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  string(MAKE_C_IDENTIFIER "${directory}" directory)
  set(holder ${directory}_precompiled_header) # e.g. tests_unit_precompiled_header
  if(NOT TARGET ${holder})
    set(source ${CMAKE_CURRENT_BINARY_DIR}/TestHeaderHolder.cpp)
    file(CONFIGURE OUTPUT ${source} CONTENT "// The tests' precompiled header is built with this file.\n")
    add_library(${holder} OBJECT ${source})
    set_target_properties(${holder} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF UNITY_BUILD OFF)
    target_link_libraries(${holder} PRIVATE ${ARGN})
    target_precompile_headers(${holder} PRIVATE ${lockscope_${kind}_headers} <QtTest/QtTest>)
  endif()
  target_precompile_headers(${target} REUSE_FROM ${holder})
endfunction()
