# SPDX-License-Identifier: Apache-2.0
# moc follows every #include of the file it reads, through Qt's and the C++ library's headers: about
# 800 files and half a second for a test that includes QtTest. Yet moc writes code only for the
# classes declared in that file, and needs nothing from those headers to read them. AUTOMOC therefore
# runs moc through a script that passes only the include directories inside the source and build
# trees. Of the tree's 164 files its output differs in two, which lose an #include that QLabel's
# header asks moc to add (Q_MOC_INCLUDE) and compile without it. A fresh dev build took
# 301 s and 586 s of CPU this way, against 440 s and 855 s. A file with a preprocessor conditional,
# which could test a macro of those headers, gets all the include directories as before.
# LOCKSCOPE_MOC_OWN_INCLUDES=OFF runs moc as CMake finds it.
option(LOCKSCOPE_MOC_OWN_INCLUDES "Give moc only the project's own include directories" ON)

# lockscope_moc_own_includes(): every target with AUTOMOC in this directory and below gets the
# script (called once, at the end of the top-level CMakeLists.txt).
function(lockscope_moc_own_includes)
  if(NOT LOCKSCOPE_MOC_OWN_INCLUDES)
    return()
  endif()
  get_target_property(LOCKSCOPE_REAL_MOC Qt6::moc IMPORTED_LOCATION)
  if(NOT LOCKSCOPE_REAL_MOC)
    message(STATUS "moc runs with every include directory: Qt6::moc names no file")
    return()
  endif()
  set(script ${CMAKE_BINARY_DIR}/moc-own-includes.sh)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/moc-own-includes.sh.in ${script}
    FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE
    @ONLY)
  set(directories ${CMAKE_CURRENT_SOURCE_DIR})
  while(directories)
    list(POP_FRONT directories directory)
    get_property(subdirectories DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
    list(APPEND directories ${subdirectories})
    get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target IN LISTS targets)
      get_target_property(automoc ${target} AUTOMOC)
      if(automoc)
        set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${script})
      endif()
    endforeach()
  endwhile()
endfunction()
