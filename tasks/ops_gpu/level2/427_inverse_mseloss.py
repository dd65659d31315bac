"""torch.inverse -> F.mse_loss: synthesised by warpgym synth (seed 7, index 574, torch#2, dim 0 x15476)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.inverse -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.inverse(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(61904, 16, 8, 8, 8), torch.randn(61904, 16, 8, 8, 8)]


def get_init_inputs():
    return []
