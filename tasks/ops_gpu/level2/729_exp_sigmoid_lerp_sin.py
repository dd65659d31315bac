"""torch.exp -> F.sigmoid -> torch.lerp -> torch.sin: synthesised by warpgym synth (seed 7, index 1172, torch#4, dim 0 x490)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> F.sigmoid -> torch.lerp -> torch.sin"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.exp(x)
        x = F.sigmoid(x)
        x = torch.lerp(x, x1, x2)
        x = torch.sin(x)
        return x


def get_inputs():
    return [torch.randn(1960, 32, 32, 32), torch.randn(1960, 32, 32, 32), torch.randn(1960, 32, 32, 32)]


def get_init_inputs():
    return []
