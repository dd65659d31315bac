"""torch.floor -> F.mse_loss: synthesised by warpgym synth (seed 7, index 3633, torch#2, dim 0 x3128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> F.mse_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.floor(x)
        x = F.mse_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(25024, 64, 16, 16), torch.randn(25024, 64, 16, 16)]


def get_init_inputs():
    return []
