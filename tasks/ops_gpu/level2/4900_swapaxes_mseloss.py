"""torch.swapaxes -> F.mse_loss: synthesised by warpgym synth (seed 7, index 6671, torch#2, dim 0 x1941)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.swapaxes(x, 2, 1)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(62112, 128, 64), torch.randn(62112, 64, 128)]


def get_init_inputs():
    return []
