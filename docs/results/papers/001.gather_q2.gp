# 001 the hybrid gather (eq. 10 with Γ21, Ω21, §5) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.gather_q2.gp
$s0 << EOD
4 7391
64 9671
256 16967
1024 46151
4096 162887
EOD
$s1 << EOD
4 19792
64 27472
256 52048
1024 150352
4096 543568
EOD
$s2 << EOD
4 5894
64 9134
256 19502
1024 60974
4096 226862
EOD
$s3 << EOD
4 11794
64 20074
256 46570
1024 152554
4096 576490
EOD
$s4 << EOD
4 6063
64 11223
256 27735
1024 93783
4096 357975
EOD
$s5 << EOD
4 8658
64 18138
256 48474
1024 169818
4096 655194
EOD
$s6 << EOD
4 5894
64 9134
256 19502
1024 60974
4096 226862
EOD
$s7 << EOD
4 11786
64 20066
256 46562
1024 152546
4096 576482
EOD
$s8 << EOD
4 6061
64 11221
256 27733
1024 93781
4096 357973
EOD
$s9 << EOD
4 8652
64 18132
256 48468
1024 169812
4096 655188
EOD
$s10 << EOD
4 7158
64 16158
256 44958
1024 160158
4096 620958
EOD
$s11 << EOD
4 8008
64 19888
256 57904
1024 209968
4096 818224
EOD
$s12 << EOD
4 6063
64 11223
256 27735
1024 93783
4096 357975
EOD
$s13 << EOD
4 8646
64 18126
256 48462
1024 169806
4096 655182
EOD
$s14 << EOD
4 7158
64 16158
256 44958
1024 160158
4096 620958
EOD
$s15 << EOD
4 8004
64 19884
256 57900
1024 209964
4096 818220
EOD
$s16 << EOD
4 8911
64 25591
256 78967
1024 292471
4096 1.14649e+06
EOD
$s17 << EOD
4 8726
64 25406
256 78782
1024 292286
4096 1.1463e+06
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 the hybrid gather (eq. 10 with Γ21, Ω21, §5) on a 4x4 level 2, Q = 2: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.gather_q2.png'
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
set output '001.gather_q2.svg'
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
