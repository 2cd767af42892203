# 001 Figure 6: hybrid scatter (eq. 10) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.fig6_q32.gp
$s0 << EOD
4 19645
64 25525
256 44341
1024 119605
4096 420661
EOD
$s1 << EOD
4 215632
64 280912
256 489808
1024 1.32539e+06
4096 4.66773e+06
EOD
$s2 << EOD
4 42868
64 60508
256 116956
1024 342748
4096 1.24592e+06
EOD
$s3 << EOD
4 136114
64 209194
256 443050
1024 1.37847e+06
4096 5.12017e+06
EOD
$s4 << EOD
4 68477
64 109637
256 241349
1024 768197
4096 2.87559e+06
EOD
$s5 << EOD
4 109938
64 198618
256 482394
1024 1.6175e+06
4096 6.15791e+06
EOD
$s6 << EOD
4 42866
64 60506
256 116954
1024 342746
4096 1.24591e+06
EOD
$s7 << EOD
4 136106
64 209186
256 443042
1024 1.37847e+06
4096 5.12016e+06
EOD
$s8 << EOD
4 68473
64 109633
256 241345
1024 768193
4096 2.87558e+06
EOD
$s9 << EOD
4 109932
64 198612
256 482388
1024 1.61749e+06
4096 6.15791e+06
EOD
$s10 << EOD
4 96450
64 184650
256 466890
1024 1.59585e+06
4096 6.11169e+06
EOD
$s11 << EOD
4 111208
64 231088
256 614704
1024 2.14917e+06
4096 8.28702e+06
EOD
$s12 << EOD
4 68463
64 109623
256 241335
1024 768183
4096 2.87558e+06
EOD
$s13 << EOD
4 109926
64 198606
256 482382
1024 1.61749e+06
4096 6.1579e+06
EOD
$s14 << EOD
4 96438
64 184638
256 466878
1024 1.59584e+06
4096 6.11168e+06
EOD
$s15 << EOD
4 111204
64 231084
256 614700
1024 2.14916e+06
4096 8.28702e+06
EOD
$s16 << EOD
4 127951
64 310231
256 893527
1024 3.22671e+06
4096 1.25594e+07
EOD
$s17 << EOD
4 127766
64 310046
256 893342
1024 3.22653e+06
4096 1.25593e+07
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 Figure 6: hybrid scatter (eq. 10) on a 4x4 level 2, Q = 32: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.fig6_q32.png'
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
set output '001.fig6_q32.svg'
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
