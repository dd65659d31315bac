"""F.sigmoid -> F.mse_loss: synthesised by warpgym synth (seed 7, index 2951, torch#2, dim 0 x3670)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.sigmoid(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29360, 64, 16, 16), torch.randn(29360, 64, 16, 16)]


def get_init_inputs():
    return []
