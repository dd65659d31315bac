"""torch.exp -> torch.clamp_min -> LeakyReLU -> torch.square: synthesised by warpgym synth (seed 8, index 36, torch#4, dim 0 x1913)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.clamp_min -> LeakyReLU -> torch.square"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_2 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.exp(x)
        x = torch.clamp_min(x, 0.5)
        x = self.leakyrelu_2(x)
        x = torch.square(x)
        return x


def get_inputs():
    return [torch.randn(489728, 512)]


def get_init_inputs():
    return []
