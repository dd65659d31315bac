"""torch.arctan2 -> F.softplus -> F.mse_loss: synthesised by warpgym synth (seed 7, index 2492, torch#3, dim 0 x2513)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> F.softplus -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.arctan2(x, x1)
        x = F.softplus(x)
        x = F.mse_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(1286656, 256), torch.randn(1286656, 256), torch.randn(1286656, 256)]


def get_init_inputs():
    return []
