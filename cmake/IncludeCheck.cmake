# SPDX-License-Identifier: Apache-2.0
# Unity batches hide a missing #include: an earlier source of the batch brought the header in. With
# LOCKSCOPE_CHECK_INCLUDES=ON every source of the libraries named is also compiled alone, syntax
# only, and the build fails on a source that does not compile by itself. The fuzz preset turns it on
# and keeps its own build in unity batches: a fresh fuzz tree took 180 s (350 s of CPU) that way,
# against 256 s (482 s) compiling every source one at a time, which was the check before.
option(LOCKSCOPE_CHECK_INCLUDES "Also compile each library source alone, syntax only" OFF)

# lockscope_check_includes(TARGET...): after TARGET's last target_link_libraries, an object library
# TARGET_alone gets its sources and its compile settings, and `include_check` builds them all.
function(lockscope_check_includes)
  if(NOT LOCKSCOPE_CHECK_INCLUDES)
    return()
  endif()
  if(NOT TARGET include_check)
    add_custom_target(include_check)
  endif()
  foreach(target IN LISTS ARGN)
    get_target_property(all_sources ${target} SOURCES)
    set(sources)
    foreach(source IN LISTS all_sources) # the tree's own, not moc's or rcc's output
      string(FIND "${source}" "${PROJECT_SOURCE_DIR}/" at)
      if(at EQUAL 0 AND source MATCHES "\\.cpp$")
        list(APPEND sources ${source})
      endif()
    endforeach()
    add_library(${target}_alone OBJECT ${sources})
    # The launcher runs the compile with -fsyntax-only and leaves an empty object file: the source
    # counts as checked until it or a header it includes changes.
    set_target_properties(${target}_alone PROPERTIES UNITY_BUILD OFF AUTOMOC OFF AUTOUIC OFF AUTORCC OFF
      CXX_COMPILER_LAUNCHER ${PROJECT_SOURCE_DIR}/cmake/syntax-only.sh)
    foreach(property INCLUDE_DIRECTORIES COMPILE_DEFINITIONS COMPILE_OPTIONS)
      get_target_property(values ${target} ${property})
      if(values)
        set_property(TARGET ${target}_alone PROPERTY ${property} ${values})
      endif()
    endforeach()
    get_target_property(libraries ${target} LINK_LIBRARIES)
    target_link_libraries(${target}_alone PRIVATE ${libraries})
    lockscope_reuse_precompiled(${target}_alone)
    add_dependencies(include_check ${target}_alone)
  endforeach()
endfunction()
