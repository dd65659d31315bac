"""ZeroPad1d -> torch.copysign -> F.adaptive_avg_pool1d -> torch.ravel: synthesised by warpgym synth (seed 7, index 6641, torch#4, dim 0 x2930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> torch.copysign -> F.adaptive_avg_pool1d -> torch.ravel"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad1d_0(x)
        x = torch.copysign(x, x1)
        x = F.adaptive_avg_pool1d(x, 4)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(187520, 1024), torch.randn(187520, 1026)]


def get_init_inputs():
    return []
