"""F.lp_pool1d -> CELU: synthesised by warpgym synth (seed 7, index 2422, torch#2, dim 0 x1524)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(390144, 256)]


def get_init_inputs():
    return []
