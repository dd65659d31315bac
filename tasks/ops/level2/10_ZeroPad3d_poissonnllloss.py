"""ZeroPad3d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 13, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x, x1):
        x = self.zeropad3d_0(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128), torch.randn(10, 258, 130)]


def get_init_inputs():
    return []
