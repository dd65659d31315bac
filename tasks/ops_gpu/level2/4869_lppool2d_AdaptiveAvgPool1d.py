"""F.lp_pool2d -> AdaptiveAvgPool1d: synthesised by warpgym synth (seed 9, index 218, torch#2, dim 0 x6935)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> AdaptiveAvgPool1d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_1 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.adaptiveavgpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(110960, 32, 256)]


def get_init_inputs():
    return []
