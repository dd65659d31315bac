"""Softsign -> ConstantPad3d -> F.mse_loss: synthesised by warpgym synth (seed 7, index 1808, torch#3, dim 0 x2744)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> ConstantPad3d -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = self.constantpad3d_1(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(21952, 64, 16, 16), torch.randn(21952, 66, 18, 18)]


def get_init_inputs():
    return []
