"""ConstantPad3d -> F.silu -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 1651, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.silu -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.constantpad3d_0(x)
        x = F.silu(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(16, 64, 128), torch.randn(18, 66, 130)]


def get_init_inputs():
    return []
