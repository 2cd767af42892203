# 001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig5_q2.gp
$s0 << EOD
4 7405
64 9685
256 16981
1024 46165
4096 162901
EOD
$s1 << EOD
4 19792
64 27472
256 52048
1024 150352
4096 543568
EOD
$s2 << EOD
4 5820
64 7740
256 13884
1024 38460
4096 136764
EOD
$s3 << EOD
4 11538
64 15978
256 30186
1024 87018
4096 314346
EOD
$s4 << EOD
4 5869
64 7909
256 14437
1024 40549
4096 144997
EOD
$s5 << EOD
4 8234
64 11354
256 21338
1024 61274
4096 221018
EOD
$s6 << EOD
4 5818
64 7738
256 13882
1024 38458
4096 136762
EOD
$s7 << EOD
4 11530
64 15970
256 30178
1024 87010
4096 314338
EOD
$s8 << EOD
4 5865
64 7905
256 14433
1024 40545
4096 144993
EOD
$s9 << EOD
4 8228
64 11348
256 21332
1024 61268
4096 221012
EOD
$s10 << EOD
4 6730
64 9130
256 16810
1024 47530
4096 170410
EOD
$s11 << EOD
4 7400
64 10160
256 18992
1024 54320
4096 195632
EOD
$s12 << EOD
4 5855
64 7895
256 14423
1024 40535
4096 144983
EOD
$s13 << EOD
4 8222
64 11342
256 21326
1024 61262
4096 221006
EOD
$s14 << EOD
4 6718
64 9118
256 16798
1024 47518
4096 170398
EOD
$s15 << EOD
4 7396
64 10156
256 18988
1024 54316
4096 195628
EOD
$s16 << EOD
4 7991
64 10871
256 20087
1024 56951
4096 204407
EOD
$s17 << EOD
4 7806
64 10686
256 19902
1024 56766
4096 204222
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 5: hybrid broadcast (eq. 5) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.fig5_q2.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
set terminal svg noenhanced size 1100,682
set output '001.fig5_q2.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'machine (1x1), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'machine (1x1), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'machine (1x2), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'machine (1x2), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'machine (1x4), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'machine (1x4), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'machine (2x1), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'machine (2x1), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'machine (2x2), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'machine (2x2), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'machine (2x4), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'machine (2x4), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'machine (4x1), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'machine (4x1), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'machine (4x2), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'machine (4x2), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'machine (4x4), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'machine (4x4), formula'
