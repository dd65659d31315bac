"""GELU -> F.l1_loss: synthesised by warpgym synth (seed 7, index 6802, torch#2, dim 0 x442)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.l1_loss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = F.l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(7072, 32, 256), torch.randn(7072, 32, 256)]


def get_init_inputs():
    return []
