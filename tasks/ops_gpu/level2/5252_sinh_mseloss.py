"""torch.sinh -> F.mse_loss: synthesised by warpgym synth (seed 8, index 149, torch#2, dim 0 x3680)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.sinh(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29440, 16, 32, 32), torch.randn(29440, 16, 32, 32)]


def get_init_inputs():
    return []
