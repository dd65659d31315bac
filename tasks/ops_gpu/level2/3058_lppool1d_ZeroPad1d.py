"""F.lp_pool1d -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 4835, torch#2, dim 0 x5950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool1d -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(761600, 256)]


def get_init_inputs():
    return []
