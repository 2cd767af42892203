# Verilated tests of the switch RTL (issue #3): label rtl (the primitives, and the switch through
# the scenarios of the model's hardware tests) and cosim (rtl_lockstep_test.cpp: the RTL switch
# against net::SwitchCore, every output every cycle). Included from rtl/CMakeLists.txt, which
# sets CCSIM_RTL_SOURCES from rtl/files.f.
#
# Few, fixed configurations, since every Verilated model costs build time:
#   p3       3 ports, 2 VCs, depth 4, sync gate and stop condition, pool VC 0 (the Star and Chain
#            of tests/unit/hw_test_util.h)
#   p3_lite  3 ports, 2 VCs, depth 2, no additions (the depth-2 tests; the generate-off branches)
#   iwarp    5 ports, 3 VCs, depth 8, sync gate and stop condition, pool VC 2
#            (configs/iwarp-8x8.ini)
# and cc_tb_primitives (queues, arbiters for N = 1..6, sync gates, change detector).
# Each switch configuration reaches C++ as CCSIM_RTL_<NAME> = ports, VCs, queue depth,
# downstream depth, sync, stop, pool VC (an initializer of rtltest::RtlConfig).
include(GoogleTest)
set(rtl_test_dir ${CMAKE_CURRENT_LIST_DIR})

# The test harness top is linted like the RTL itself.
add_test(NAME rtl.lint.tb_primitives
         COMMAND ${CCSIM_VERILATOR} --lint-only -Wall -f rtl/files.f
                 ${rtl_test_dir}/cc_tb_primitives.sv --top-module cc_tb_primitives
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(rtl.lint.tb_primitives PROPERTIES LABELS lint)

add_library(ccsim_rtl_models STATIC)
verilate(ccsim_rtl_models PREFIX Vcc_tb_primitives TOP_MODULE cc_tb_primitives
         SOURCES ${CCSIM_RTL_SOURCES} ${rtl_test_dir}/cc_tb_primitives.sv
         VERILATOR_ARGS --assert)
foreach(cfg "p3|3|2|4|1|1|0" "p3_lite|3|2|2|0|0|0" "iwarp|5|3|8|1|1|2")
  string(REPLACE "|" ";" cfg "${cfg}")
  list(GET cfg 0 name)
  list(GET cfg 1 ports)
  list(GET cfg 2 vcs)
  list(GET cfg 3 depth)
  list(GET cfg 4 sync)
  list(GET cfg 5 stop)
  list(GET cfg 6 pool)
  verilate(ccsim_rtl_models PREFIX Vcc_switch_${name} TOP_MODULE cc_switch
           SOURCES ${CCSIM_RTL_SOURCES}
           VERILATOR_ARGS --assert -GNumPorts=${ports} -GNumVcs=${vcs} -GQueueDepth=${depth}
                          -GSyncEnable=1'b${sync} -GStopEnable=1'b${stop} -GSyncPoolVc=${pool})
  string(TOUPPER "${name}" upper)
  target_compile_definitions(ccsim_rtl_models PUBLIC
    "CCSIM_RTL_${upper}=${ports},${vcs},${depth},${depth},${sync},${stop},${pool}")
endforeach()
# Verilator's headers and the generated code are not ours to keep warning-free: Verilator's own
# warning switches for the generated code, system includes for the tests.
target_compile_options(ccsim_rtl_models PRIVATE ${VERILATOR_CFLAGS})
get_target_property(rtl_model_includes ccsim_rtl_models INTERFACE_INCLUDE_DIRECTORIES)
set_property(TARGET ccsim_rtl_models APPEND PROPERTY INTERFACE_SYSTEM_INCLUDE_DIRECTORIES
             ${rtl_model_includes})

file(GLOB rtl_test_sources CONFIGURE_DEPENDS ${rtl_test_dir}/rtl_*_test.cpp)
list(FILTER rtl_test_sources EXCLUDE REGEX "rtl_lockstep_test\\.cpp$")
add_executable(rtl_tests ${rtl_test_sources})
target_include_directories(rtl_tests PRIVATE ${rtl_test_dir} ${PROJECT_SOURCE_DIR}/tests/unit)
target_link_libraries(rtl_tests PRIVATE ccsim_rtl_models ccsim_net GTest::gtest_main)
gtest_discover_tests(rtl_tests PROPERTIES LABELS rtl DISCOVERY_TIMEOUT 60)

add_executable(rtl_lockstep_tests ${rtl_test_dir}/rtl_lockstep_test.cpp)
target_include_directories(rtl_lockstep_tests PRIVATE ${rtl_test_dir})
target_link_libraries(rtl_lockstep_tests PRIVATE ccsim_rtl_models ccsim_net GTest::gtest_main)
gtest_discover_tests(rtl_lockstep_tests PROPERTIES LABELS cosim DISCOVERY_TIMEOUT 60)
