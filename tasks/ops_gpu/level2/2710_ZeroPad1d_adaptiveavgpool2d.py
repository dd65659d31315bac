"""ZeroPad1d -> F.adaptive_avg_pool2d: synthesised by warpgym synth (seed 7, index 4286, torch#2, dim 0 x2902)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> F.adaptive_avg_pool2d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = F.adaptive_avg_pool2d(x, output_size=4)
        return x


def get_inputs():
    return [torch.randn(46432, 64, 128)]


def get_init_inputs():
    return []
