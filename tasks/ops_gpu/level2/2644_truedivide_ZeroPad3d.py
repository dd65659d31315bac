"""torch.true_divide -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 4187, torch#2, dim 0 x2119)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = self.zeropad3d_1(x)
        return x


def get_inputs():
    return [torch.randn(16952, 64, 16, 16), torch.randn(16952, 64, 16, 16)]


def get_init_inputs():
    return []
