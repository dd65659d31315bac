"""GLU -> ConstantPad1d -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 1435, torch#3, dim 0 x745)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> ConstantPad1d -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.glu_0(x)
        x = self.constantpad1d_1(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(190720, 256), torch.randn(190720, 130)]


def get_init_inputs():
    return []
