# Writes OUT with `#define CCSIM_VERSION "<git describe --always --dirty>"` ("unknown" outside a
# git checkout), at build time, and only when the text changes, so that a new commit recompiles
# build_version.cpp alone and an unchanged tree recompiles nothing.
execute_process(COMMAND git describe --always --dirty
                WORKING_DIRECTORY ${SRC}
                OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE
                ERROR_QUIET RESULT_VARIABLE result)
if(NOT result EQUAL 0 OR version STREQUAL "")
  set(version "unknown")
endif()
set(text "#define CCSIM_VERSION \"${version}\"\n")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
endif()
