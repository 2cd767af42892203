# 003 one to all, two nodes, gather, scatter, β = τ: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_trees_small_beta.gp
$s0 << EOD
3 1.0061
4 1.0061
5 1.05449
6 1.1278
7 1.21533
8 1.31168
9 1.41388
10 1.52015
EOD
$s1 << EOD
3 1.13546
4 1.16184
5 1.19183
6 1.40644
7 1.60752
8 1.81638
9 2.02181
10 2.22204
EOD
$s2 << EOD
3 1.13546
4 1.16184
5 1.19053
6 1.2068
7 1.23424
8 1.23716
9 1.2574
10 1.27959
EOD
$s3 << EOD
3 1.24182
4 1.34133
5 1.43304
6 1.97039
7 2.57755
8 2.83656
9 3.68443
10 3.94357
EOD
$s4 << EOD
3 1.16304
4 1.10246
5 1.06238
6 1.03698
7 1.02146
8 1.01223
9 1.00687
10 1.00382
EOD
$s5 << EOD
3 1.16304
4 1.10246
5 1.06238
6 1.04389
7 1.03617
8 1.03302
9 1.0318
10 1.03135
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 one to all, two nodes, gather, scatter, β = τ: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '003.ratios_trees_small_beta.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'broadcast, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pipelined broadcast, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one path, pipelined, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'n parallel paths, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gather, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'scatter, full duplex, model'
set terminal svg noenhanced size 1100,574
set output '003.ratios_trees_small_beta.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'broadcast, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pipelined broadcast, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'one path, pipelined, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'n parallel paths, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'gather, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'scatter, full duplex, model'
