"""ConstantPad1d -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 5129, torch#2, dim 0 x1077)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad1d_0(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(8616, 64, 16, 16)]


def get_init_inputs():
    return []
