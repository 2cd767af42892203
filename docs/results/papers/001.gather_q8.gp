# 001 the hybrid gather (eq. 10 with Γ21, Ω21, §5) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh
# Run it in this directory: gnuplot 001.gather_q8.gp
$s0 << EOD
4 9839
64 12839
256 22439
1024 60839
4096 214439
EOD
$s1 << EOD
4 58960
64 78160
256 139600
1024 385360
4096 1.3684e+06
EOD
$s2 << EOD
4 13286
64 19406
256 38990
1024 117326
4096 430670
EOD
$s3 << EOD
4 36658
64 57898
256 125866
1024 397738
4096 1.48523e+06
EOD
$s4 << EOD
4 18543
64 30903
256 70455
1024 228663
4096 861495
EOD
$s5 << EOD
4 28914
64 54234
256 135258
1024 459354
4096 1.75574e+06
EOD
$s6 << EOD
4 13286
64 19406
256 38990
1024 117326
4096 430670
EOD
$s7 << EOD
4 36650
64 57890
256 125858
1024 397730
4096 1.48522e+06
EOD
$s8 << EOD
4 18541
64 30901
256 70453
1024 228661
4096 861493
EOD
$s9 << EOD
4 28908
64 54228
256 135252
1024 459348
4096 1.75573e+06
EOD
$s10 << EOD
4 25014
64 49854
256 129342
1024 447294
4096 1.7191e+06
EOD
$s11 << EOD
4 28648
64 62128
256 169264
1024 597808
4096 2.31198e+06
EOD
$s12 << EOD
4 18543
64 30903
256 70455
1024 228663
4096 861495
EOD
$s13 << EOD
4 28902
64 54222
256 135246
1024 459342
4096 1.75573e+06
EOD
$s14 << EOD
4 25014
64 49854
256 129342
1024 447294
4096 1.7191e+06
EOD
$s15 << EOD
4 28644
64 62124
256 169260
1024 597804
4096 2.31198e+06
EOD
$s16 << EOD
4 32719
64 82519
256 241879
1024 879319
4096 3.42908e+06
EOD
$s17 << EOD
4 32534
64 82334
256 241694
1024 879134
4096 3.42889e+06
EOD
set key below left Left reverse
set grid
set xlabel 'S (bytes per destination)'
set ylabel 'cycles (200 MHz)'
set title '001 the hybrid gather (eq. 10 with Γ21, Ω21, §5) on a 4x4 level 2, Q = 8: cycles against S per initial sub-mesh'
set logscale x 2
set logscale y
set terminal pngcairo noenhanced size 1100,682
set output '001.gather_q8.png'
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
set output '001.gather_q8.svg'
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
