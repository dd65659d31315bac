"""F.group_norm -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 6533, torch#2, dim 0 x3810)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(487680, 256)]


def get_init_inputs():
    return []
