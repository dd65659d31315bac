"""torch.sub -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 2226, torch#2, dim 0 x798)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(12768, 32, 16, 16), torch.randn(12768, 32, 16, 16)]


def get_init_inputs():
    return []
