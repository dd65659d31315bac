"""ZeroPad1d -> Softplus: synthesised by warpgym synth (seed 7, index 3596, torch#2, dim 0 x1955)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> Softplus"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(15640, 256, 128)]


def get_init_inputs():
    return []
