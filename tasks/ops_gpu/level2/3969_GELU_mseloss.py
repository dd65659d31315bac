"""GELU -> F.mse_loss: synthesised by warpgym synth (seed 7, index 5423, torch#2, dim 0 x6602)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> F.mse_loss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(422528, 1024), torch.randn(422528, 1024)]


def get_init_inputs():
    return []
